import { vars } from '@akoma/tokens';
import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The drawing's width / height, so its box is the right shape at any width. */
export const aspectRatio = createVar();

export const illustration = style(
  inLayer(components, {
    display: 'block',
    width: '100%',
    aspectRatio,
    overflow: 'hidden',
    // Artwork keeps its own colours in forced-colours mode, as an <img> does; without this the
    // browser would repaint every fill and stroke in the system colours.
    forcedColorAdjust: 'none',
  }),
);

globalStyle(`${illustration} > svg`, inLayer(components, { display: 'block', width: '100%', height: '100%' }));

export const radius = styleVariants(vars.radius, (value) => inLayer(components, { borderRadius: value }));

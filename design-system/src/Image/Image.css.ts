import { vars } from '@akoma/tokens';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The image's width / height, so its box is reserved before it loads (no layout shift). */
export const aspectRatio = createVar();

export const image = style(
  inLayer(components, {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio,
    objectFit: 'cover',
    // A quiet fill while the image loads.
    backgroundColor: vars.color.background.neutralSoft,
  }),
);

export const radius = styleVariants(vars.radius, (value) => inLayer(components, { borderRadius: value }));

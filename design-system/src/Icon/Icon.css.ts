import { vars } from '@akoma/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const root = style(inLayer(components, { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }));

export const size = styleVariants({ ...vars.size.icon, inherit: '1em' }, (value) => inLayer(components, { width: value, height: value }));

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A busy indicator turns; under reduced motion it stays still (the busy label says it all). */
export const spin = style(
  inLayer(components, {
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rotate} 900ms linear infinite` } },
    selectors: { '[data-motion="reduce"] &': { animation: 'none' } },
  }),
);

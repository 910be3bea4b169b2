import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';

export const externalIcon = style({
  '@layer': { [components]: { flexShrink: 0 } },
});

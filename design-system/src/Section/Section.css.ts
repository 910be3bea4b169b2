import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';

export const section = style({
  '@layer': {
    [components]: {
      // Anchors into a section (#roi-calculator) land clear of a sticky header.
      scrollMarginTop: vars.space.medium,
    },
  },
});

export const header = style({
  '@layer': { [components]: { maxWidth: vars.contentWidth.medium } },
});

export const headerCentred = style({
  '@layer': { [components]: { marginInline: 'auto', textAlign: 'center' } },
});

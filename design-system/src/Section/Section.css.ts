import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const section = style(
  inLayer(components, {
    // Anchors into a section (#roi-calculator) land clear of a sticky header.
    scrollMarginTop: vars.space.medium,
  }),
);

export const header = style(inLayer(components, { maxWidth: vars.contentWidth.medium }));

export const headerCentred = style(inLayer(components, { marginInline: 'auto', textAlign: 'center' }));

import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const root = style(
  inLayer(components, {
    fontFamily: vars.typography.fontFamily.heading,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
    overflowWrap: 'break-word',
  }),
);

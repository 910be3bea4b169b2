import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

export const figure = style(
  inLayer(components, {
    margin: 0,
    paddingInlineStart: vars.space.large,
    // The accent rule is a border, so forced-colours mode keeps it.
    borderInlineStart: `${vars.focus.width} solid ${vars.color.border.brandAccent}`,
  }),
);

export const quote = style(
  inLayer(components, {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    fontWeight: vars.typography.fontWeight.semibold,
    quotes: '"“" "”"',
    selectors: {
      '&::before': { content: 'open-quote' },
      '&::after': { content: 'close-quote' },
    },
  }),
);

import { vars } from '@akoma/tokens';
import { style } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** Off-screen until focused, then a clear button-like control at the top left of the page. */
export const root = style(
  inLayer(components, {
    position: 'fixed',
    insetInlineStart: vars.space.medium,
    top: vars.space.medium,
    zIndex: vars.zIndex.skipLink,
    padding: `${vars.space.small} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.background.brandAccent,
    color: vars.color.foreground.onBrandAccent,
    fontWeight: vars.typography.fontWeight.semibold,
    textDecoration: 'underline',
    boxShadow: vars.shadow.large,
    // Off-screen and clipped (shadow included) until it has focus.
    transform: 'translateY(-200%)',
    clipPath: 'inset(50%)',
    selectors: {
      '&:focus': { transform: 'none', clipPath: 'none' },
    },
  }),
);

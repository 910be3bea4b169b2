import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { background, foreground } = vars.color;
const pressed = '&[aria-pressed="true"]';

/**
 * The bookmark is an outline until the button is pressed, then filled: the look follows the very
 * attribute screen readers announce, so the two cannot disagree. Filled in `currentColor`, it keeps
 * to the button's text colour on any band and in forced-colours mode.
 */
export const bookmark = style(
  inLayer(components, {
    selectors: {
      '[aria-pressed="true"] > &': { fill: 'currentColor' },
    },
  }),
);

/**
 * A pressed button also looks pressed, on top of Button's look for its variant (which still
 * draws hover, focus and busy): the outlined one takes the soft accent fill, the quiet one the
 * accent colour (re-pointed to its inverse on dark bands).
 */
export const toggle = styleVariants({
  secondary: inLayer(components, {
    selectors: { [pressed]: { backgroundColor: background.brandAccentSoft, color: foreground.brandAccentOnSoft } },
  }),
  ghost: inLayer(components, {
    selectors: { [pressed]: { color: foreground.brandAccent } },
  }),
});

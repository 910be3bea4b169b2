import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../../styles/layers.css';
import { inLayer } from '../../styles/inLayer';

const { background, foreground, border } = vars.color;

export const backgrounds = styleVariants(background, (colour) => inLayer(components, { backgroundColor: colour }));

// Backgrounds and the context they set for what sits on them. Box uses them for its `background`
// prop; components with their own dark or solid fills (the carousel's controls) reuse them.

/**
 * A dark background re-points the contract's foreground names at their inverse values, so every
 * Text, Link, quiet hover fill and focus ring inside reads correctly with no prop drilling or React
 * context.
 */
export const inverseContext = style(
  inLayer(components, {
    vars: {
      [foreground.text]: foreground.textInverse,
      [foreground.textMuted]: foreground.textMutedInverse,
      [foreground.brandAccent]: foreground.brandAccentInverse,
      [foreground.link]: foreground.linkInverse,
      [foreground.linkHover]: foreground.textInverse,
      [border.focus]: border.focusInverse,
      [background.neutralSoft]: background.inverseSoft,
    },
    color: foreground.textInverse,
  }),
);

/** On a solid fill every foreground name becomes that fill's "on" colour. */
const solidFills = {
  brandAccent: foreground.onBrandAccent,
  critical: foreground.onCritical,
  positive: foreground.onPositive,
  caution: foreground.onCaution,
  info: foreground.onInfo,
};

export const solidContext = styleVariants(solidFills, (onColour) =>
  inLayer(components, {
    vars: {
      [foreground.text]: onColour,
      [foreground.textMuted]: onColour,
      [foreground.brandAccent]: onColour,
      [foreground.link]: onColour,
      [foreground.linkHover]: onColour,
      [border.focus]: onColour,
    },
    color: onColour,
  }),
);

/**
 * On the soft accent fill the accent itself is too light for text: accent text and links there
 * take the darker accent made for it.
 */
export const softAccentContext = style(
  inLayer(components, {
    vars: {
      [foreground.brandAccent]: foreground.brandAccentOnSoft,
      [foreground.link]: foreground.brandAccentOnSoft,
      [foreground.linkHover]: foreground.text,
    },
  }),
);

import { mediaQuery, vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { foreground } = vars.color;
const { heading, text, fontWeight, fontFamily } = vars.typography;

export const root = style(
  inLayer(components, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    minWidth: 0,
  }),
);

export const align = styleVariants({ left: 'left', center: 'center' } as const, (value) => inLayer(components, { textAlign: value }));

/** Figure and label live in one paragraph, so screen readers read them as one phrase. */
export const phrase = style(
  inLayer(components, {
    color: foreground.text,
    fontFamily: fontFamily.body,
    fontWeight: fontWeight.semibold,
    overflowWrap: 'break-word',
  }),
);

/**
 * The figure takes a line of its own as a full-width inline-block rather than a block: it stays
 * inline content of the paragraph, so screen readers in browse mode keep it on one line with the label.
 */
export const figure = style(
  inLayer(components, {
    display: 'inline-block',
    width: '100%',
    fontFamily: fontFamily.heading,
    fontWeight: fontWeight.extrabold,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'lining-nums',
  }),
);

const step = (size: { mobile: { fontSize: string; lineHeight: string }; desktop: { fontSize: string; lineHeight: string } }) =>
  inLayer(components, {
    fontSize: size.mobile.fontSize,
    lineHeight: size.mobile.lineHeight,
    '@media': { [mediaQuery.desktop]: { fontSize: size.desktop.fontSize, lineHeight: size.desktop.lineHeight } },
  });

export const figureSize = styleVariants({ standard: heading['2'], large: heading['1'] }, step);

export const labelSize = styleVariants({ standard: text.standard, large: text.large }, step);

/** Figure tones; both are pairs in `contrastPairs`, and an inverse band re-points them to its own. */
export const figureTone = styleVariants({ neutral: foreground.text, brandAccent: foreground.brandAccent }, (colour) =>
  inLayer(components, { color: colour }),
);

export const subtext = style(
  inLayer(components, {
    color: foreground.textMuted,
    fontFamily: fontFamily.body,
    fontSize: text.small.mobile.fontSize,
    lineHeight: text.small.mobile.lineHeight,
  }),
);

import { mediaQuery, vars } from '@akoma/tokens';
import { styleVariants } from '@vanilla-extract/css';

import { components } from '../../styles/layers.css';
import { inLayer } from '../../styles/inLayer';

const { text, heading, fontWeight } = vars.typography;
const { foreground } = vars.color;

const responsiveStep = ({
  mobile,
  desktop,
}: {
  mobile: { fontSize: string; lineHeight: string };
  desktop: { fontSize: string; lineHeight: string };
}) =>
  inLayer(components, {
    fontSize: mobile.fontSize,
    lineHeight: mobile.lineHeight,
    '@media': { [mediaQuery.desktop]: { fontSize: desktop.fontSize, lineHeight: desktop.lineHeight } },
  });

/**
 * Body steps of the type scale, each switching to its desktop size at the `desktop` breakpoint;
 * `inherit` takes the surrounding size, for a phrase inside a heading.
 */
export const textSize = {
  ...styleVariants(text, responsiveStep),
  ...styleVariants({ inherit: 'inherit' }, (value) => inLayer(components, { fontSize: value, lineHeight: value })),
};

/** Heading steps of the type scale. */
export const headingSize = styleVariants(heading, responsiveStep);

export const weight = styleVariants(fontWeight, (value) => inLayer(components, { fontWeight: value }));

/** Tones a text may take; each is a pair listed in the tokens' `contrastPairs`. */
export const tone = styleVariants(
  {
    neutral: foreground.text,
    secondary: foreground.textMuted,
    brandAccent: foreground.brandAccent,
    critical: foreground.critical,
    positive: foreground.positive,
    caution: foreground.caution,
    info: foreground.info,
  },
  (colour) => inLayer(components, { color: colour }),
);

export const align = styleVariants({ left: 'left', center: 'center', right: 'right' } as const, (value) =>
  inLayer(components, { textAlign: value }),
);

import { vars } from '@akoma/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

const { foreground } = vars.color;

export const root = style(
  inLayer(components, {
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  }),
);

export const tone = styleVariants(
  {
    link: { color: foreground.link, hover: foreground.linkHover },
    neutral: { color: foreground.text, hover: foreground.text },
    inherit: { color: 'inherit', hover: 'inherit' },
  },
  ({ color, hover }) => inLayer(components, { color, selectors: { '&:hover': { color: hover } } }),
);

/** Links inside navigation may show their underline on hover only; links in text always keep it (WCAG 1.4.1). */
export const underlineOnHover = style(
  inLayer(components, {
    textDecorationLine: 'none',
    selectors: { '&:hover': { textDecorationLine: 'underline' } },
  }),
);

export const weight = styleVariants(
  { regular: vars.typography.fontWeight.regular, medium: vars.typography.fontWeight.medium, semibold: vars.typography.fontWeight.semibold },
  (fontWeight) => inLayer(components, { fontWeight }),
);

export const externalIcon = style(inLayer(components, { display: 'inline-block', marginInlineStart: '0.2em', verticalAlign: 'baseline' }));

import { mediaQuery, vars } from '@akoma/tokens';
import { globalStyle } from '@vanilla-extract/css';

import { base } from './layers.css';
import { focusRing } from './focusRing';
import { inLayer } from './inLayer';

globalStyle(
  'html',
  inLayer(base, {
    // A sticky header (SiteHeader) adds its own height to this on the root element, so anchors
    // and focused elements scroll clear of it (WCAG 2.4.11 Focus Not Obscured).
    scrollPaddingTop: vars.space.medium,
    colorScheme: 'light',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
  }),
);

globalStyle('[data-motion="reduce"]', inLayer(base, { scrollBehavior: 'auto' }));

globalStyle(
  'body',
  inLayer(base, {
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.standard.mobile.fontSize,
    lineHeight: vars.typography.text.standard.mobile.lineHeight,
    fontWeight: vars.typography.fontWeight.regular,
    color: vars.color.foreground.text,
    backgroundColor: vars.color.background.body,
    '@media': {
      [mediaQuery.desktop]: {
        fontSize: vars.typography.text.standard.desktop.fontSize,
        lineHeight: vars.typography.text.standard.desktop.lineHeight,
      },
    },
  }),
);

// One focus indicator for everything, on every element with keyboard focus.
// `data-focus-visible` is how Ariakit marks keyboard focus on composite items.
globalStyle(':focus-visible, [data-focus-visible]', inLayer(base, focusRing));

globalStyle(':focus:not(:focus-visible):not([data-focus-visible])', inLayer(base, { outline: 'none' }));

globalStyle(
  '::selection',
  inLayer(base, {
    backgroundColor: vars.color.background.brandAccentSoftHover,
    color: vars.color.foreground.brandAccentOnSoft,
  }),
);

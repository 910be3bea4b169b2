import { mediaQuery, vars } from '@akoma/tokens';
import { globalStyle } from '@vanilla-extract/css';

import { base } from './layers.css';

globalStyle('html', {
  '@layer': {
    [base]: {
      // A sticky header (SiteHeader) adds its own height to this on the root element, so anchors
      // and focused elements scroll clear of it (WCAG 2.4.11 Focus Not Obscured).
      scrollPaddingTop: vars.space.medium,
      colorScheme: 'light',
      '@media': {
        '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
      },
    },
  },
});

globalStyle('[data-motion="reduce"]', {
  '@layer': { [base]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  '@layer': {
    [base]: {
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
    },
  },
});

// One focus indicator for everything: an outline (which forced-colours mode keeps, unlike a
// box-shadow) in the theme's focus colour, offset from the element so it reads on any fill.
// `data-focus-visible` is how Ariakit marks keyboard focus on composite items.
globalStyle(':focus-visible, [data-focus-visible]', {
  '@layer': {
    [base]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focus.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focus.offset,
    },
  },
});

globalStyle(':focus:not(:focus-visible):not([data-focus-visible])', {
  '@layer': { [base]: { outline: 'none' } },
});

globalStyle('::selection', {
  '@layer': {
    [base]: {
      backgroundColor: vars.color.background.brandAccentSoftHover,
      color: vars.color.foreground.brandAccentOnSoft,
    },
  },
});

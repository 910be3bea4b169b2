import { mediaQuery, vars } from '@akoma/tokens';
import { createGlobalVar, globalStyle } from '@vanilla-extract/css';

import { base } from './layers.css';

/**
 * How far a sticky header covers the top of the page. Whoever renders a sticky header sets it, so
 * anchors and focused elements scroll clear of it (WCAG 2.4.11 Focus Not Obscured).
 */
export const stickyOffset = createGlobalVar('akoma-sticky-offset');

globalStyle('html', {
  '@layer': {
    [base]: {
      vars: { [stickyOffset]: '0px' },
      scrollPaddingTop: `calc(${stickyOffset} + ${vars.space.medium})`,
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

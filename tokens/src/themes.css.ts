import { createTheme, globalStyle } from '@vanilla-extract/css';

import { akomaTokens } from './akoma';
import { mediaQuery } from './breakpoints';
import { vars } from './contract.css';
import { localFontStack, webFontsAttribute } from './fallbackFonts';
import { partnerTokens } from './partner';

/** The default Akoma theme: put this class on `<html>` (or any subtree). */
export const akomaTheme = createTheme(vars, akomaTokens, 'akoma');

/** The partner microsite theme, proving the contract with a different accent. */
export const partnerTheme = createTheme(vars, partnerTokens, 'partner');

/**
 * Reduced motion, for either theme: every duration becomes zero, so nothing moves on its own.
 * The `data-motion="reduce"` hook lets an app ask for the same on slow connections (2g, slow-2g).
 */
const zeroDurations = {
  [vars.motion.duration.fast]: '0ms',
  [vars.motion.duration.standard]: '0ms',
  [vars.motion.duration.slow]: '0ms',
};

for (const theme of [akomaTheme, partnerTheme]) {
  globalStyle(theme, {
    '@media': { [mediaQuery.reducedMotion]: { vars: zeroDurations } },
  });
  globalStyle(`[data-motion='reduce'] ${theme}, [data-motion='reduce']${theme}`, { vars: zeroDurations });
}

/**
 * Before the page has painted once (no `data-web-fonts` on `<html>` yet), either theme sets text in
 * the local faces alone, so the web fonts are neither fetched before the first paint nor compete
 * with the stylesheet, the scripts and the largest picture for the connection. The app adds the
 * attribute right after that paint (the design system's `webFontsAfterFirstPaint` script) and the
 * web fonts swap in, moving nothing. Without JavaScript the local faces stay.
 */
const localFonts = {
  [vars.typography.fontFamily.body]: localFontStack('body'),
  [vars.typography.fontFamily.heading]: localFontStack('heading'),
};
for (const theme of [akomaTheme, partnerTheme]) {
  globalStyle(`:root:not([${webFontsAttribute}])${theme}, :root:not([${webFontsAttribute}]) ${theme}`, { vars: localFonts });
}

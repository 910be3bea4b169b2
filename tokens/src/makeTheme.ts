import { createTheme, globalStyle } from '@vanilla-extract/css';

import type { ThemeTokens } from './akoma';
import { mediaQuery } from './breakpoints';
import { vars } from './contract.css';
import { localFontStack, webFontsAttribute } from './fallbackFonts';

export interface MakeThemeOptions {
  /** A readable prefix for the theme's class in development builds, such as `'akoma'`. */
  debugId?: string;
  /**
   * The font stacks text is set in before the page has painted once (until the app puts
   * `data-web-fonts` on `<html>`), so no web font is fetched before the first paint.
   * @default the local faces scaled to the library's web fonts (Inter, Plus Jakarta Sans), then system faces
   */
  fontsBeforeFirstPaint?: { body: string; heading: string };
}

/**
 * Builds a theme from a full set of tokens: the class that fills in every variable of the theme
 * contract (`vars`), plus the rules every theme needs on that class:
 * - reduced motion: every `motion.duration` becomes `0ms` under `prefers-reduced-motion: reduce`,
 *   or inside `data-motion="reduce"` (which an app sets on slow connections, 2g and slow-2g);
 * - first paint: the font families are `fontsBeforeFirstPaint` until `<html>` has `data-web-fonts`.
 *
 * It registers styles, so call it from a `.css.ts` file (vanilla-extract evaluates those when the
 * app is built): `export const brandTheme = makeTheme(brandTokens, { debugId: 'brand' });`
 * Put the returned class on `<html>` (or on any subtree that should take the theme).
 */
export function makeTheme(tokens: ThemeTokens, options: MakeThemeOptions = {}): string {
  const { debugId, fontsBeforeFirstPaint = { body: localFontStack('body'), heading: localFontStack('heading') } } = options;
  const theme = createTheme(vars, tokens, debugId);

  const zeroDurations = Object.fromEntries(Object.values(vars.motion.duration).map((duration) => [duration, '0ms']));
  globalStyle(theme, { '@media': { [mediaQuery.reducedMotion]: { vars: zeroDurations } } });
  globalStyle(`[data-motion='reduce'] ${theme}, [data-motion='reduce']${theme}`, { vars: zeroDurations });

  globalStyle(`:root:not([${webFontsAttribute}])${theme}, :root:not([${webFontsAttribute}]) ${theme}`, {
    vars: {
      [vars.typography.fontFamily.body]: fontsBeforeFirstPaint.body,
      [vars.typography.fontFamily.heading]: fontsBeforeFirstPaint.heading,
    },
  });

  return theme;
}

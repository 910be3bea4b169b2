// @akoma/design-system/css: what an app's own styles are written with, and how a brand makes its
// theme. Everything here is used in `.css.ts` files (vanilla-extract) or at build time; importing
// it adds no global styles and no theme.
export { vars } from '@akoma/tokens';
export { breakpoints } from '@akoma/tokens';
export type { Breakpoint } from '@akoma/tokens';
export { mediaQuery } from '@akoma/tokens';
export { mediaQueryBelow } from '@akoma/tokens';
export { sprinkles } from './styles/sprinkles.css';
export type { Sprinkles } from './styles/sprinkles.css';

// Themes: a brand's tokens (typed `ThemeTokens`) become a theme class through `makeTheme`.
export { makeTheme } from '@akoma/tokens';
export type { MakeThemeOptions } from '@akoma/tokens';
export type { ThemeTokens } from '@akoma/tokens';
export { akomaTokens } from '@akoma/tokens';
export { partnerTokens } from '@akoma/tokens';

// Contrast: the WCAG ratio and the pairs every theme must pass, to check a brand's colours.
export { contrastRatio } from '@akoma/tokens';
export { contrastMinimum } from '@akoma/tokens';
export { contrastPairs } from '@akoma/tokens';
export { measureContrast } from '@akoma/tokens';
export type { ContrastPair } from '@akoma/tokens';
export type { MeasuredContrast } from '@akoma/tokens';

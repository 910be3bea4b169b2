/**
 * Minimum viewport widths in px. Media queries cannot read CSS custom properties, so breakpoints
 * are constants rather than theme values; every theme shares them.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 740,
  desktop: 992,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for each breakpoint above `mobile`, ready for vanilla-extract's `@media` keys. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${String(breakpoints.tablet)}px)`,
  desktop: `screen and (min-width: ${String(breakpoints.desktop)}px)`,
  wide: `screen and (min-width: ${String(breakpoints.wide)}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

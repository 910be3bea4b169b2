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

/**
 * A breakpoint in em for media queries. Media-query ems follow the visitor's default font size, so
 * someone who doubles it gets the layout meant for half the width instead of a wide-screen bar whose
 * doubled text runs off the side (WCAG 1.4.4 Resize Text, 1.4.10 Reflow). At the usual 16 px they
 * are the same widths as the px values above.
 */
const em = (px: number) => `${String(px / 16)}em`;

/** Media queries for each breakpoint above `mobile`, ready for vanilla-extract's `@media` keys. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${em(breakpoints.tablet)})`,
  desktop: `screen and (min-width: ${em(breakpoints.desktop)})`,
  wide: `screen and (min-width: ${em(breakpoints.wide)})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

/** The complements of `mediaQuery`: below each breakpoint, for layouts that are the exception there. */
export const mediaQueryBelow = {
  tablet: `screen and (width < ${em(breakpoints.tablet)})`,
  desktop: `screen and (width < ${em(breakpoints.desktop)})`,
  wide: `screen and (width < ${em(breakpoints.wide)})`,
} as const;

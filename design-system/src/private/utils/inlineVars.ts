import type { CSSProperties } from 'react';

/**
 * An inline style that sets CSS custom properties made with vanilla-extract's `createVar()`:
 * `inlineVars({ [styles.aspectRatio]: '16 / 9' })`. A variable reference reads `var(--name)`; the
 * style sets `--name`. The one thing the design system needs from `@vanilla-extract/dynamic`,
 * without its walk over nested theme contracts, which would ride in every page's start-up script.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) style[/^var\((--[^,)]+)/.exec(variable)?.[1] ?? variable] = value;
  return style;
}

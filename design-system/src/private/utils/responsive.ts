import type { Breakpoint } from '@akoma/tokens';

/** A value that may change at breakpoints: `'large'` or `{ mobile: 'small', desktop: 'large' }`. */
export type Responsive<Value extends string> = Value | Partial<Record<Breakpoint, Value>>;

/** Maps each breakpoint's value of a responsive prop through `map`, keeping its shape. */
export function mapResponsive<Value extends string, Mapped extends string>(
  value: Responsive<Value>,
  map: (value: Value) => Mapped,
): Responsive<Mapped> {
  if (typeof value === 'string') return map(value);
  const mapped: Partial<Record<Breakpoint, Mapped>> = {};
  for (const [breakpoint, entry] of Object.entries(value) as [Breakpoint, Value | undefined][]) {
    if (entry !== undefined) mapped[breakpoint] = map(entry);
  }
  return mapped;
}

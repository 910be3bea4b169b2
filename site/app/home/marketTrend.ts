/** Which way a market trend moved, as its badge shows it (an arrow and a spoken direction). */
export type TrendDirection = 'up' | 'down';

/** A positive change is shown green with an up arrow; any other (zero included), red with a down arrow. */
export function trendDirection(change: number): TrendDirection {
  return change > 0 ? 'up' : 'down';
}

/**
 * A change in percent with its sign, so it reads without colour or arrow: "+12%", "−8%". The minus
 * is the true minus sign (U+2212), which screen readers say as "minus" rather than "dash".
 */
export function formatSignedPercent(change: number): string {
  if (change > 0) return `+${String(change)}%`;
  if (change < 0) return `\u2212${String(Math.abs(change))}%`;
  return '0%';
}

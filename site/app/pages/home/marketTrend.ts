/** Which way a market trend moved, as its badge shows it (an arrow and a spoken direction). */
export type TrendDirection = 'up' | 'down';

/** A positive change is shown green with an up arrow; any other (zero included), red with a down arrow. */
export function trendDirection(change: number): TrendDirection {
  return change > 0 ? 'up' : 'down';
}

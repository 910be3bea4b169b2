/**
 * How hard the bench slows the CPU down. Lighthouse's mobile preset slows the CPU 4×, a setting
 * calibrated for a mid-range machine; on a fast one the same 4× stands for a much faster phone
 * than the site's visitors carry, and Lighthouse's documentation says to raise the multiplier in
 * proportion to the machine's benchmark index (its measure of how fast this machine runs
 * JavaScript, reported with every run). The bench holds the site to the slowest machine its budgets
 * name: benchmark index 1000 under the 4× slowdown. On a machine of index I it therefore slows the
 * CPU by 4 × I / 1000, and never by less than 4×: index 3700 gets 14.8×.
 */

/** Lighthouse's mobile CPU slowdown. */
export const defaultCpuSlowdown = 4;
/** The benchmark index of the slowest machine the budgets hold on, under `defaultCpuSlowdown`. */
export const referenceBenchmarkIndex = 1000;

/** The CPU slowdown that makes a machine of `benchmarkIndex` run like the reference machine under 4×. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return defaultCpuSlowdown;
  return Math.max(defaultCpuSlowdown, Math.round(((defaultCpuSlowdown * benchmarkIndex) / referenceBenchmarkIndex) * 10) / 10);
}

/** The benchmark index the reference machine would have with no slowdown, for the report: index / slowdown × 4. */
export function emulatedBenchmarkIndex(benchmarkIndex: number, slowdown: number): number {
  return (benchmarkIndex / slowdown) * defaultCpuSlowdown;
}

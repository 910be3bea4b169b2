/**
 * The performance budgets, in one place: `npm run bench` checks all of them against Lighthouse and
 * the build; the deterministic ones (sizes) are also checked by `npm test` (tests/e2e/budgets.spec.ts).
 * Raising a number here is a product decision, not a way to make a run pass.
 */

/** Lighthouse category scores (0-100) every route must reach, median of the runs. */
export const scoreBudgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
export type Category = keyof typeof scoreBudgets;
export const categories = Object.keys(scoreBudgets) as Category[];

/** Lighthouse lab metrics (mobile, simulated throttling) every route must stay within, median of the runs. */
export const metricBudgets = {
  /** Largest Contentful Paint, milliseconds. */
  lcp: 1200,
  /** Total Blocking Time, milliseconds. */
  tbt: 50,
  /** Cumulative Layout Shift, unitless. */
  cls: 0.01,
} as const;
export type Metric = keyof typeof metricBudgets;

const kilobyte = 1024;

/** Gzipped transfer sizes, in bytes (see ./sizes.ts for what each one counts). */
export const sizeBudgets = {
  /** The JavaScript the home page loads before it is interactive. */
  homeJavaScript: 130 * kilobyte,
  /** The CSS of any route: linked stylesheets plus inline `<style>`. */
  css: 15 * kilobyte,
  /** The prerendered HTML document of any route. */
  html: 20 * kilobyte,
} as const;

/** Bytes as the report shows them: kilobytes (1024 bytes) with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / kilobyte).toFixed(1)} KB`;
}

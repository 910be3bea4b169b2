/**
 * The performance budgets, in one place: `npm run bench` checks all of them against Lighthouse and
 * the build; the deterministic ones (sizes) are also checked by `npm test` (tests/e2e/budgets.spec.ts).
 * Raising a number here is a product decision, not a way to make a run pass.
 *
 * Timings and start-up JavaScript are budgeted as ratios of the floor app (./floor, see ./floor.ts):
 * the least a React Router app prerendered like the site can ship, measured in the same bench run.
 * Lighthouse's simulated timings move with the machine and from run to run (the same bare app's
 * LCP lands near 0.95 s or near 1.7 s here), so a fixed number of milliseconds would judge the
 * machine as much as the site; a ratio to the floor judges what the site adds.
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
  /** Total Blocking Time, milliseconds. */
  tbt: 50,
  /** Cumulative Layout Shift, unitless. */
  cls: 0.01,
} as const;

/**
 * Lighthouse timings every route must stay within, as a multiple of the floor app's: the route's
 * median over its runs divided by the median of all the floor's runs in the same bench run.
 */
export const floorRatioBudgets = {
  /** Largest Contentful Paint. */
  lcp: 1.3,
  /** First Contentful Paint. */
  fcp: 1.3,
} as const;
export type FloorRatioMetric = keyof typeof floorRatioBudgets;

/** Every Lighthouse metric the bench records. */
export type Metric = keyof typeof metricBudgets | FloorRatioMetric;

/**
 * The main thread's whole work during a page load (Lighthouse's main-thread breakdown: script,
 * style and layout, parsing, painting), at most this multiple of the floor app's in the same run.
 */
export const mainThreadToFloor = 2;

/**
 * Moving between pages inside the app: from the click to the new page's main heading painted, at
 * most this multiple of the floor app's own navigation between its two pages, median of the runs.
 */
export const softNavigationToFloor = 1.5;

/** Interaction to Next Paint of each measured press, in milliseconds, median of the runs. */
export const interactionBudget = 200;

const kilobyte = 1024;

/** Gzipped transfer sizes (see ./sizes.ts for what each one counts). */
export const sizeBudgets = {
  /**
   * The JavaScript the home page loads before it is interactive, as a multiple of what the floor
   * app's home page loads (counted the same way): see `homeJavaScriptBudget`.
   */
  homeJavaScriptToFloor: 1.3,
  /**
   * The script files any route loads at start-up. Each file costs the main thread on its own (a
   * request to start and answer, a module to compile, link and run), whatever its size: on a slow
   * phone that is tens of milliseconds per file. The design system's and the site's small modules
   * that many pages share travel together (site/vite.config.ts, `codeSplitting.groups`) so that a
   * page starts with a dozen files or so, not thirty.
   */
  startupScripts: 16,
  /** The CSS of any route, in bytes: linked stylesheets plus inline `<style>`. */
  css: 15 * kilobyte,
  /** The prerendered HTML document of any route, in bytes. */
  html: 20 * kilobyte,
} as const;

/** The home page's JavaScript budget in gzipped bytes, given the floor app's start-up JavaScript. */
export function homeJavaScriptBudget(floorStartupJavaScript: number): number {
  return Math.floor(sizeBudgets.homeJavaScriptToFloor * floorStartupJavaScript);
}

/**
 * What a first visit may fetch beyond what the page itself needs (./firstVisit.ts): the bytes the
 * service worker fetches on its own (its script, its precache) in the visit's first 30 s. A
 * visitor on prepaid data pays for those bytes on a visit that may be their only one, so the
 * worker may add a little, never a second site; and a visitor who asked to save data (Save-Data)
 * pays for nothing the page did not need.
 */
export const firstVisitBudgets = {
  /** Bytes (compressed, as transferred) beyond the foreground, Save-Data off. */
  beyondForeground: 300 * kilobyte,
  /** Bytes beyond the foreground with Save-Data on: none. */
  beyondForegroundWithSaveData: 0,
} as const;

/** Bytes as the report shows them: kilobytes (1024 bytes) with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / kilobyte).toFixed(1)} KB`;
}

/** A ratio as the report shows it: "1.24×". */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}

import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole prerendered page (`main` and every section in it carry
 * React's internal fiber key), so clicks and typing reach React's handlers rather than the bare HTML.
 *
 * A part whose code waits for the visitor's first move (the home page below its hero, see
 * site/app/performance/deferred.tsx) stays bare HTML until then; a scroll event stands in for that
 * move here, made again on each check (every frame) in case one came before the page listened for
 * it. The home page's own tests check that the real thing (a turn of the mouse wheel) works.
 *
 * A test of what waits for that first move (the footer's code) passes `standInForFirstMove: false`:
 * on a slow machine the stand-in would otherwise be the first move, and fetch what it checks is
 * not fetched yet. Such a page must have nothing in `main` that waits for it.
 */
export async function waitForHydration(page: Page, { standInForFirstMove = true } = {}) {
  await page.waitForFunction((nudge) => {
    const main = document.querySelector('main');
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    if (main !== null && isHydrated(main) && Array.from(main.querySelectorAll('section')).every(isHydrated)) return true;
    if (nudge) window.dispatchEvent(new Event('scroll'));
    return false;
  }, standInForFirstMove);
}

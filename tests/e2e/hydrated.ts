import type { Page } from '@playwright/test';

import { firstUsePause } from '../../site/app/performance/firstUsePause';

/**
 * Waits until React has hydrated the whole prerendered page (`main` and every section in it carry
 * React's internal fiber key), so clicks and typing reach React's handlers rather than the bare HTML.
 *
 * A part whose code waits for the visitor's first move (the home page below its hero, see
 * site/app/performance/deferred.tsx) stays bare HTML until then; a scroll event stands in for that
 * move here, made again on each check (every frame) in case one came before the page listened for
 * it. The home page's own tests check that the real thing (a turn of the mouse wheel) works.
 *
 * A test whose page runs on a paused test clock passes `pausedClock: true`: the part's code is
 * fetched a moment after the first move, a moment only that test's clock can let pass.
 *
 * A test of what waits for that first move (the footer's code) passes `standInForFirstMove: false`:
 * on a slow machine the stand-in would otherwise be the first move, and fetch what it checks is
 * not fetched yet. Such a page must have nothing in `main` that waits for it.
 */
export async function waitForHydration(page: Page, { standInForFirstMove = true, pausedClock = false } = {}) {
  const hydratedOrNudged = (nudge: boolean) => {
    const main = document.querySelector('main');
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    if (main !== null && isHydrated(main) && Array.from(main.querySelectorAll('section')).every(isHydrated)) return true;
    if (nudge) window.dispatchEvent(new Event('scroll'));
    return false;
  };
  if (pausedClock) {
    // On a test clock that is paused (page.clock.pauseAt), the moment a deferred part waits after
    // the visitor's first move passes only when the test runs the clock: once React runs the page,
    // make the move and run the clock through that moment, and no further.
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.clock.runFor(firstUsePause);
  }
  await page.waitForFunction(hydratedOrNudged, standInForFirstMove);
}

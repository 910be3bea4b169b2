import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole prerendered page (`main` and every section in it carry
 * React's internal fiber key), so clicks and typing reach React's handlers rather than the bare HTML.
 *
 * A part whose code waits for the visitor's first move (the home page below its hero, see
 * site/app/performance/deferred.tsx) stays bare HTML until then; a scroll event stands in for that
 * move here, made again on each check (every frame) in case one came before the page listened for
 * it. The home page's own tests check that the real thing (a turn of the mouse wheel) works.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    if (main !== null && isHydrated(main) && Array.from(main.querySelectorAll('section')).every(isHydrated)) return true;
    window.dispatchEvent(new Event('scroll'));
    return false;
  });
}

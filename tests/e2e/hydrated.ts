import type { Page } from '@playwright/test';

/** Whether React has hydrated `main` and every section in it (each carries React's internal fiber key). */
function pageIsHydrated(): boolean {
  const main = document.querySelector('main');
  const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  return main !== null && isHydrated(main) && Array.from(main.querySelectorAll('section')).every(isHydrated);
}

/**
 * Waits until React has hydrated the whole prerendered page, so clicks and typing reach React's
 * handlers rather than the bare HTML.
 *
 * A part whose code waits for the visitor's first move (the home page below its hero, see
 * site/app/performance/deferred.tsx) stays bare HTML until then; a scroll event stands in for that
 * move here. The home page's own tests check that the real thing (a turn of the mouse wheel) works.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  if (await page.evaluate(pageIsHydrated)) return;
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  await page.waitForFunction(pageIsHydrated);
}

import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the prerendered page (its `main` carries React's internal fiber
 * key), so clicks and typing reach React's handlers rather than the bare HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

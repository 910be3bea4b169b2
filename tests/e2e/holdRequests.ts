import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until the returned `release()` is called, then lets them through:
 * a busy state stays on screen for as long as a test looks at it, with no timer to race against
 * however slow the machine is.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

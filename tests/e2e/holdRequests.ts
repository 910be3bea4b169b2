import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, then lets them through: a busy state
 * stays on screen for as long as a test looks at it, with no timer to race against however slow
 * the machine is. `count()` says how many requests to `url` the page has made so far. With
 * `method`, only requests of that method are held and counted.
 */
export async function heldRequests(
  page: Page,
  url: string,
  { method }: { method?: string } = {},
): Promise<{ release: () => void; count: () => number }> {
  let release: () => void = () => undefined;
  let count = 0;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    // Only requests of `method`, when one is given; the others go through at once.
    if (method !== undefined && route.request().method() !== method) return route.continue();
    count += 1;
    await released;
    await route.continue();
  });
  return { release, count: () => count };
}

/** Holds every request to `url` until the returned `release()` is called (see `heldRequests`). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  return (await heldRequests(page, url)).release;
}

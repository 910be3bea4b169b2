import { expect, test, type Page, type Request } from '@playwright/test';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';

// A visitor whose browser asks to save data (Chromium's data saver, or a 2G connection): the
// request header and `navigator.connection.saveData`, both emulated. The service worker is allowed
// here (the other suites block it) so that its absence is the site's doing.
test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium's NetworkInformation, which the DOM types leave out.
    const connection = (navigator as Navigator & { connection?: object }).connection;
    if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { configurable: true, get: () => true });
  });
});

/** Every request the page makes, in order, with whether the page was running by then (React had hydrated it). */
function recordRequests(page: Page) {
  const requests: { url: string; afterStart: boolean; request: Request }[] = [];
  const state = { running: false };
  page.on('request', (request) => {
    // The browser's own request for the tab's icon is not the page's.
    if (!request.url().endsWith('/favicon.svg')) requests.push({ url: request.url(), afterStart: state.running, request });
  });
  return { requests, state };
}

/** Until React runs the page (its root hydrated), then until the browser has had two idle periods, when idle work would start. */
async function settle(page: Page, state: { running: boolean }) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  state.running = true;
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 3000 })));
    await page.waitForLoadState('networkidle');
  }
}

for (const path of ['/', '/insights/ai-and-the-african-workplace']) {
  test(`${path}: a first visit fetches only what the page needs: no web font, no service worker, nothing once it runs`, async ({
    page,
  }) => {
    const { requests, state } = recordRequests(page);
    await page.goto(path);
    await settle(page, state);
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
    expect(requests.filter(({ url }) => url.endsWith('.woff2')).map(({ url }) => url)).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
    expect(requests.filter(({ url }) => url.endsWith('/sw.js'))).toEqual([]);
    // A piece's page takes its own text (a chunk named after it) as React hydrates it: the page needs it to run.
    const pieceText = new RegExp(`/assets/${path.split('/').at(-1) ?? ''}-[\\w-]+\\.js$`);
    expect(requests.filter(({ afterStart, url }) => afterStart && !(path !== '/' && pieceText.test(url))).map(({ url }) => url)).toEqual(
      [],
    );
    // The text is drawn in the local faces, never in the web fonts.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(false);
  });
}

test('a part of the page is fetched when the visitor uses it, not when they see it, and then works', async ({ page }) => {
  const { requests, state } = recordRequests(page);
  const footerCode = () => requests.filter(({ url }) => /\/assets\/Footer-[\w-]+\.js$/.test(url));
  await page.goto('/about');
  await settle(page, state);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await settle(page, state);
  // Seen and scrolled to, but not used: its code is not fetched.
  expect(footerCode()).toEqual([]);
  const email = footer.getByRole('textbox', { name: 'Work email' });
  await email.fill('ada@bank');
  await expect.poll(() => footerCode().length).toBe(1);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@company.com/);
  await expect(email).toHaveValue('ada@bank');
});

// Pictures at their smallest width are the design system's Image (its story "Under the data
// saver"): the site's pages today offer no picture in several widths.
test('films show no preview picture, yet say what they are', async ({ page }) => {
  const { videos } = readSingleton(siteFolder, contentModules.careers, 'en');
  const { requests, state } = recordRequests(page);
  await page.goto('/careers');
  await settle(page, state);
  const films = page.getByRole('region', { name: videos.heading });
  await films.scrollIntoViewIfNeeded();
  await settle(page, state);
  // Each film still says what it is and what watching costs.
  await expect(films.getByRole('link', { name: new RegExp(videos.lifeAtAkoma.title) })).toBeVisible();
  await expect(films).toContainText(/YouTube, about \d+\sMB at 360p/);
  await expect(films.locator('img')).toHaveCount(0);
  for (const poster of [videos.lifeAtAkoma.poster.src, videos.meetTheTeam.poster.src])
    expect(requests.filter(({ url }) => url.endsWith(poster)).map(({ url }) => url)).toEqual([]);
});

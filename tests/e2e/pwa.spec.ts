import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { frenchMessages } from '../../design-system/src/DesignSystemProvider/frenchMessages';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { siteClientDirectory } from '../playwright.config';
import { waitForHydration } from './hydrated';
import { newMember } from './members';

// The other suites block service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

// These tests share the one service worker file of the build, and one of them changes it.
test.describe.configure({ mode: 'serial' });

/**
 * Opens `path` so the service worker installs (precaching the app shell) and takes the page over,
 * as a first worker does at once.
 */
async function installServiceWorker(page: Page, path = '/') {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The addresses (paths) a cache of the site keeps, by the cache's name (or its start). */
function keptIn(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    const names = (await caches.keys()).filter((key) => key === name || key.startsWith(name));
    const kept: string[] = [];
    for (const key of names) for (const request of await (await caches.open(key)).keys()) kept.push(new URL(request.url).pathname);
    return kept;
  }, cacheName);
}

const offlinePage = (page: Page) => page.getByRole('heading', { level: 1, name: "You're offline" });

test('the web app manifest names the app, its icons, colour and shortcuts', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    short_name: string;
    theme_color: string;
    icons: { purpose: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.short_name).toBe('Akoma');
  expect(manifest.theme_color).toBe('#dc2626');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const shortcut of manifest.shortcuts) {
    const response = await request.get(shortcut.url.split('#')[0] ?? '/');
    expect(response.status(), shortcut.url).toBe(200);
    expect(await response.text()).not.toContain('Oops! Page not found');
  }
});

test('/sw.js is served with a no-cache header', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('a first visit keeps the app shell alone: no other page is fetched in the background', async ({ page }) => {
  await installServiceWorker(page);
  const shell = await keptIn(page, 'workbox-precache-');
  expect(shell).toContain('/offline');
  // Scripts, styles and the two Latin font faces: no page but the offline one, no picture, no PDF.
  for (const path of shell) expect(path, path).toMatch(/^\/offline$|^\/assets\/[\w.-]+\.(js|css|woff2)$/);
  expect(shell.filter((path) => path.endsWith('.woff2'))).toHaveLength(2);
  // The page the worker was registered from is kept too, from what it had fetched already.
  await expect.poll(() => keptIn(page, 'akoma-pages')).toContain('/');
  expect(await keptIn(page, 'akoma-pages')).not.toContain('/careers');
});

test('offline, the pages opened before work, and one never opened leads to the offline page, which lists them', async ({
  page,
  context,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await installServiceWorker(page);
  const offlineBanner = page.getByRole('status').filter({ hasText: "You're currently offline. Some features may not be available." });
  // Pages opened online, in the app and as documents, are kept as they are opened.
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/insights', '/contact', '/solutions/wellbeing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // The connection drops while the visitor reads a page.
  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();
  for (const path of ['/', '/about', '/insights', '/contact', '/solutions/wellbeing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(offlinePage(page), path).toHaveCount(0);
  }

  // A page never opened: the offline page says which, and lists what can be read.
  await page.goto('/careers');
  await expect(page).toHaveURL('/offline?from=%2Fcareers');
  await expect(offlinePage(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText("The page /careers isn't on this device yet. It will open once you're back online.");
  const opened = page.getByRole('region', { name: "Pages you've opened" });
  await expect(opened.getByRole('link', { name: 'About Us' })).toBeVisible();
  for (const path of ['/', '/insights', '/contact', '/solutions/wellbeing'])
    await expect(opened.locator(`a[href="${path}"]`), path).toHaveCount(1);
  await expect(opened.locator('a[href="/careers"]')).toHaveCount(0);
  // A link there opens the kept page, without the network, however it is activated.
  await opened.getByRole('link', { name: 'About Us' }).evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Chromium's offline emulation does not reach a page its service worker served: there
  // navigator.onLine reads true although every request fails. Dropped again, the page hears it.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're currently offline.")).toHaveCount(0);
  await expect.poll(() => logs.some((line) => line.includes('syncing pending data'))).toBe(true);

  // Back online, Try again on the offline page opens the page it could not.
  await page.goto('/offline?from=%2Fcareers');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a piece a member saves can be read offline, with its PDF, without ever having been opened', async ({ page, context }) => {
  test.slow();
  const piece = {
    path: '/insights/state-of-workplace-wellbeing-2025',
    title: 'The State of Workplace Wellbeing in Africa 2025',
    pdf: '/downloads/state-of-workplace-wellbeing-2025.pdf',
  };
  await newMember(page, 'Kofi');
  await page.goto('/insights');
  await waitForHydration(page);
  // The report shows twice on /insights (featured, and in the list): both Saves follow the one pressed.
  const save = page.getByRole('main').getByRole('button', { name: `Save: ${piece.title}` });
  await save.first().click();
  await expect(save.first()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => keptIn(page, 'akoma-saved'), { timeout: 15_000 }).toEqual(expect.arrayContaining([piece.path, piece.pdf]));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto(piece.path);
  await expect(page.getByRole('heading', { level: 1, name: piece.title })).toBeVisible();
  const pdf = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return { status: response.status, type: response.headers.get('content-type') };
  }, piece.pdf);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
  await page.goto('/offline');
  await expect(page.getByRole('region', { name: 'Your saved pieces' }).getByRole('link', { name: piece.title })).toBeVisible();

  // Unsaved (online), the copy goes.
  await context.setOffline(false);
  await page.goto(piece.path);
  await waitForHydration(page);
  await save.first().click();
  await expect(save.first()).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => keptIn(page, 'akoma-saved'), { timeout: 15_000 }).toEqual([]);
});

test('a new version waits for the visitor: Later dismisses, Update activates it and reloads', async ({ page }) => {
  await installServiceWorker(page);
  const serviceWorkerFile = join(siteClientDirectory, 'sw.js');
  const original = readFileSync(serviceWorkerFile, 'utf8');
  try {
    // A new build's worker differs from the old one; here only by a comment, which is enough.
    writeFileSync(serviceWorkerFile, `${original}\n// next build ${String(Date.now())}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Update Available' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('A new version of Akoma is ready');

    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByText('Update Available')).toHaveCount(0);

    // The new version keeps waiting, and is offered again on the next visit.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Update Available' })).toBeVisible();
    const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update' }).click()]);
    await expect(page.getByText('Update Available')).toHaveCount(0);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(controllerBefore).toContain('/sw.js');
  } finally {
    writeFileSync(serviceWorkerFile, original);
  }
});

/**
 * The browser's install offer, as Chromium makes it (beforeinstallprompt): whether the page took it
 * (preventDefault, keeping the browser's own prompt away). Each prompt() it receives is counted in
 * `window.prompted`.
 */
function offerInstallOn(page: Page) {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test('the install offer shows from the next page the visitor opens: Install prompts, Not now and installation remove it', async ({
  page,
}) => {
  await page.goto('/');
  const offerInstall = () => offerInstallOn(page);
  const banner = page.getByRole('status').filter({ hasText: 'Install Akoma' });
  const main = page.getByRole('navigation', { name: 'Main' });
  const openPage = async (name: string) => {
    await main.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  // The page takes the offer (keeping the browser's own prompt away) but does not open a banner by
  // itself, which would push the page down under the visitor's eyes.
  expect(await offerInstall()).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Install Akoma')).toBeHidden();

  await openPage('About');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Install Akoma')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  await offerInstall();
  await openPage('Careers');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Install Akoma')).toBeHidden();

  await offerInstall();
  await openPage('About');
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('Install Akoma')).toBeHidden();
});

test('in French too, the install offer waits for the next page: the edition’s /fr is no new page', async ({ page }) => {
  const { install } = readSingleton(siteFolder, contentModules.webApp, 'fr').banners;
  await page.goto('/fr/about');
  await waitForHydration(page);
  expect(await offerInstallOn(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(install.title)).toBeHidden();

  await page.getByRole('navigation', { name: frenchMessages.breadcrumb }).getByRole('link').first().click();
  await expect(page).toHaveURL('/fr/');
  await expect(page.getByRole('status').filter({ hasText: install.title })).toBeVisible();
});

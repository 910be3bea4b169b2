import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { frenchMessages } from '../../design-system/src/DesignSystemProvider/frenchMessages';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { siteClientDirectory } from '../playwright.config';
import { waitForHydration } from './hydrated';

// The other suites block service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

// These tests share the one service worker file of the build, and one of them changes it.
test.describe.configure({ mode: 'serial' });

/** Visits once so the service worker installs (precaching every page), then reloads so it controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

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

test('after one visit, pages load without the network, and the offline banner comes and goes', async ({ page, context }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await installServiceWorker(page);
  const offlineBanner = page.getByRole('status').filter({ hasText: "You're currently offline. Some features may not be available." });

  // The connection drops while the visitor reads a page.
  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();
  for (const path of ['/about', '/insights', '/contact', '/solutions/wellbeing', '/careers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Chromium's offline emulation does not reach a page its service worker served: there
  // navigator.onLine reads true although every request fails. Dropped again, the page hears it.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're currently offline.")).toHaveCount(0);
  await expect.poll(() => logs.some((line) => line.includes('syncing pending data'))).toBe(true);
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

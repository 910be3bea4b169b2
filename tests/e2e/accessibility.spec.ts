import { expect, test, type Page } from '@playwright/test';

import { eachScreen, pages, pagesIn } from '../../site/app/content/pages';
import { pathIn } from '../../site/app/language';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { expectReflow, resize } from './reflow';

/**
 * The site-wide accessibility gate, the one place that walks every route: axe's WCAG 2.2 AA rules at
 * a small phone, a tablet and a wide screen, reflow at each (1.4.10: nothing scrolls sideways,
 * nothing is cut off) and text at twice the size (1.4.4). The page specs check their own tools'
 * states (home-tools, contact, about...); the shared header's open states are checked here.
 */

const widths = [
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// Text at twice the size on each screen's own page: a screen's sub-routes (/impact/metrics) show the
// same parts with one first, at the same sizes.
const screenPaths = new Set(eachScreen(pages).map((entry) => entry.path));

test.describe('every page', () => {
  for (const entry of pages) {
    const atDoubleText = screenPaths.has(entry.path);
    const name = `${entry.path} passes axe and reflows at 320, 768 and 1280 px${atDoubleText ? ', and keeps everything at 200% text' : ''}`;
    test(name, async ({ page }) => {
      // Three full-page axe runs; the long pages take a while on a busy machine.
      test.slow();
      // Loaded once on the phone, then widened, the way a window is resized or a tablet turned: the
      // page has to follow without a reload.
      await page.setViewportSize(widths[0]);
      await open(page, entry.path);
      for (const viewport of widths) {
        await resize(page, viewport);
        await expectNoAxeViolations(page);
        await expectReflow(page, `at ${String(viewport.width)} px`);
      }
      if (!atDoubleText) return;

      // Text twice the size, the way a visitor asks for it: the browser's default font size (what
      // rem sizes and em media queries follow), on a wide window.
      const browser = await page.context().newCDPSession(page);
      await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await open(page, entry.path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await expectReflow(page, 'at 200% text');
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading && heading.x >= 0 && heading.x + heading.width <= 1280, 'the heading fits the window').toBe(true);
      await expect(page.getByRole('main')).toBeVisible();
      // Whatever the header shows at this size, its navigation can be reached.
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
      await contact.scrollIntoViewIfNeeded();
      await expect(contact).toBeInViewport();
    });
  }

  test('/no-such-page (the not-found page) passes axe and reflows at 320, 768 and 1280 px', async ({ page }) => {
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectReflow(page, `at ${String(viewport.width)} px`);
    }
  });
});

// The French edition's screens (site/app/language.ts): the same checks of axe and reflow, in French
// words, which run longer than the English ones. A screen's sub-pages (/fr/impact/metrics) show
// the same screen with one part first: the English run above covers that.
const frenchScreens = eachScreen(pagesIn(readSingleton(siteFolder, contentModules.pages, 'fr')));

test.describe('every French screen', () => {
  for (const entry of frenchScreens) {
    const address = pathIn('fr', entry.path);
    test(`${address} passes axe and reflows at 320, 768 and 1280 px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(widths[0]);
      await open(page, address);
      for (const viewport of widths) {
        await resize(page, viewport);
        await expectNoAxeViolations(page);
        await expectReflow(page, `at ${String(viewport.width)} px`);
      }
    });
  }
});

test.describe('the shared header in its open states', () => {
  test('the open menu on a phone and a tablet, with a group expanded, passes axe and fits', async ({ page }) => {
    for (const viewport of [widths[0], widths[1]]) {
      await page.setViewportSize(viewport);
      await open(page, '/about');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
      await solutions.click();
      await expect(solutions).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: /Fuel Wellbeing/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectReflow(page, `with the menu open at ${String(viewport.width)} px`);
    }
  });

  test('an open dropdown on a wide screen passes axe', async ({ page }) => {
    await page.setViewportSize(widths[2]);
    await open(page, '/about');
    const insights = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Insights' });
    await insights.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Podcast' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a notification on screen passes axe', async ({ page }) => {
    await page.setViewportSize(widths[0]);
    await open(page, '/auth');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Please enter email and password');
    await expectNoAxeViolations(page);
  });
});

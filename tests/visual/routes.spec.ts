import { expect, test } from '@playwright/test';

import { eachScreen, pages, pagesIn, type PageEntry } from '../../site/app/content/pages';
import { pathIn } from '../../site/app/language';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { waitForHydration } from '../e2e/hydrated';
import { expectNoOrphanBaselines } from './baselines';
import { waitForImagesAndFonts, waitForStillness } from './settle';

/**
 * Every page of the site on a phone and on a laptop, as the production build serves it. A screen's
 * first page is captured whole. Its other pages (/impact/metrics, /insights/blog...) show the same
 * screen brought to one part of it or with one filter chosen: they are captured as the visitor lands
 * on them, one viewport, which keeps the baselines to a reasonable size (a whole page is 0.3 to 1.7 MB).
 */

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const baselines = new URL('./__screenshots__/routes/', import.meta.url);

/** The file name for a page: `home` for /, `solutions-capability` for /solutions/capability. */
const baselineName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

/** The French edition's screens (each screen's first page), in French. */
const frenchScreens = eachScreen(pagesIn(readSingleton(siteFolder, contentModules.pages, 'fr')));

/** Whether the page is the first listed for its screen (/impact), rather than a part of it (/impact/metrics). */
const showsWholeScreen = (page: PageEntry) => pages.find((entry) => entry.screen === page.screen) === page;

for (const { name, width, height } of widths) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height } });

    for (const page of pages) {
      test(page.path, async ({ page: browserPage }) => {
        // As a returning visitor sees it: with the web fonts from the first paint (a first visit
        // has them from the next page it opens).
        await browserPage.addInitScript(() => localStorage.setItem('akoma:web-fonts', '1'));
        // One day for every capture: what is upcoming and what is past on the events hub follow the clock.
        await browserPage.clock.setFixedTime(new Date('2026-12-01T12:00:00+01:00'));
        await browserPage.goto(page.path);
        // The running page can differ from its prerendered HTML (the hero loads its other pictures, the
        // member area reads the session): capture what a visitor sees once it runs.
        await waitForHydration(browserPage);
        await waitForImagesAndFonts(browserPage);
        await waitForStillness(browserPage);
        await expect(browserPage).toHaveScreenshot(['routes', name, `${baselineName(page.path)}.png`], {
          fullPage: showsWholeScreen(page),
        });
      });
    }

    // The French edition's screens, as a visitor lands on each: the first screen of the page, where
    // longer French words meet the header, the hero and the buttons.
    for (const page of frenchScreens) {
      const address = pathIn('fr', page.path);
      test(address, async ({ page: browserPage }) => {
        await browserPage.addInitScript(() => localStorage.setItem('akoma:web-fonts', '1'));
        await browserPage.clock.setFixedTime(new Date('2026-12-01T12:00:00+01:00'));
        await browserPage.goto(address);
        await waitForHydration(browserPage);
        await waitForImagesAndFonts(browserPage);
        await waitForStillness(browserPage);
        await expect(browserPage).toHaveScreenshot(['routes', name, `fr-${baselineName(page.path)}.png`]);
      });
    }

    test('keeps no baseline for a page that is gone', () => {
      expectNoOrphanBaselines(new URL(`${name}/`, baselines), [
        ...pages.map((page) => `${baselineName(page.path)}.png`),
        ...frenchScreens.map((page) => `fr-${baselineName(page.path)}.png`),
      ]);
    });
  });
}

import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { pathIn } from '../../site/app/language';
import { formatKilobytes, formatRatio, homeJavaScriptBudget, sizeBudgets } from '../bench/budgets';
import { measureFloorHome } from '../bench/floor';
import { BuildSizes, routeHtmlFile, sizeBudgetProblems } from '../bench/sizes';
import { siteClientDirectory } from '../playwright.config';

// The size budgets of `npm run bench` (tests/bench), held by every test run: they depend only on
// the build, unlike Lighthouse's timings. Read from the build under test, gzipped as served.
const buildSizes = new BuildSizes(siteClientDirectory);

// The home page's JavaScript budget is a multiple of the floor app's (tests/bench/floor). Measured
// while the file loads, so the figure can be in the test's name; the floor is built here when its
// build is missing or stale, under a lock, so parallel workers and runs build it only once.
const floorHome = measureFloorHome();
const floorJavaScript = floorHome.javascript.bytes;
const homeBudget = homeJavaScriptBudget(floorJavaScript);

test.describe('size budgets, gzipped as the pages are served', () => {
  // The reference the home page's budget is measured against must itself be measured right.
  test(`the floor app's home page, the JavaScript reference, loads React and React Router (${formatKilobytes(floorJavaScript)})`, () => {
    expect(floorHome.javascript.files.length, "scripts found in the floor app's HTML").toBeGreaterThan(0);
    expect(floorHome.css.files.length, "stylesheets found in the floor app's HTML").toBeGreaterThan(0);
    // React DOM alone is over 50 KB gzipped.
    expect(floorJavaScript).toBeGreaterThan(50 * 1024);
  });

  // Each page in both editions: French words run longer than English ones, so the French home page
  // is the largest HTML of the site.
  for (const page of pages) {
    test(`${page.path} and ${pathIn('fr', page.path)} load no more than CSS ${formatKilobytes(sizeBudgets.css)}, HTML ${formatKilobytes(sizeBudgets.html)} and ${String(sizeBudgets.startupScripts)} script files at start-up`, () => {
      for (const path of [page.path, pathIn('fr', page.path)]) {
        const sizes = buildSizes.measureRoute(path);
        // A page that hydrates loads scripts and a stylesheet: finding none means the measurement broke.
        expect(sizes.javascript.files.length, `scripts found in the prerendered HTML of ${path}`).toBeGreaterThan(0);
        expect(sizes.css.files.length, `stylesheets found in the prerendered HTML of ${path}`).toBeGreaterThan(0);
        expect(sizeBudgetProblems(sizes, floorJavaScript).filter((problem) => !problem.includes('JavaScript'))).toEqual([]);
      }
    });
  }

  // The first paint waits for the stylesheet alone: it must be asked for before the scripts, or on a
  // slow link it queues behind them (site/react-router.config.ts, requestStylesheetFirst).
  test('every page asks for its stylesheet before any script', () => {
    for (const path of pages.flatMap((page) => [page.path, pathIn('fr', page.path)])) {
      const html = readFileSync(routeHtmlFile(siteClientDirectory, path), 'utf8');
      const stylesheet = html.indexOf('rel="stylesheet"');
      expect(stylesheet, `${path} links a stylesheet`).toBeGreaterThan(0);
      for (const script of ['rel="modulepreload"', '<script']) {
        const first = html.indexOf(script);
        if (first >= 0) expect(stylesheet, `${path}: the stylesheet comes before ${script}`).toBeLessThan(first);
      }
    }
  });

  // The one JavaScript budget: the home page, the first page most visitors see, starts with no
  // more than 1.3 times what a bare React Router app prerendered like the site loads.
  test(
    `/ loads no more than JavaScript ${formatRatio(sizeBudgets.homeJavaScriptToFloor)} the floor app's ` +
      `${formatKilobytes(floorJavaScript)} (${formatKilobytes(homeBudget)})`,
    () => {
      const sizes = buildSizes.measureRoute('/');
      expect(sizes.javascript.bytes).toBeGreaterThan(0);
      expect(sizeBudgetProblems(sizes, floorJavaScript)).toEqual([]);
    },
  );
});

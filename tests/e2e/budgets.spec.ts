import { expect, test } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { formatKilobytes, sizeBudgets } from '../bench/budgets';
import { BuildSizes, sizeBudgetProblems } from '../bench/sizes';
import { siteClientDirectory } from '../playwright.config';

// The size budgets of `npm run bench` (tests/bench), held by every test run: they depend only on
// the build, unlike Lighthouse's timings. Read from the build under test, gzipped as served.
const buildSizes = new BuildSizes(siteClientDirectory);

test.describe('size budgets, gzipped as the pages are served', () => {
  for (const page of pages) {
    test(`${page.path} loads no more than CSS ${formatKilobytes(sizeBudgets.css)} and HTML ${formatKilobytes(sizeBudgets.html)}`, () => {
      const sizes = buildSizes.measureRoute(page.path);
      // A page that hydrates loads scripts and a stylesheet: finding none means the measurement broke.
      expect(sizes.javascript.files.length, 'scripts found in the prerendered HTML').toBeGreaterThan(0);
      expect(sizes.css.files.length, 'stylesheets found in the prerendered HTML').toBeGreaterThan(0);
      expect(sizeBudgetProblems(sizes).filter((problem) => !problem.includes('JavaScript'))).toEqual([]);
    });
  }

  // KNOWN MISS, kept visible rather than loosened: the home page starts with about 199 KB of
  // JavaScript against a 130 KB budget. Its sections below the hero already load their code on
  // demand (site/app/performance/deferred.tsx); what is left is what every page needs (React DOM
  // 64 KB, React Router 41 KB, the design system's shared code and styles' runtime 16 KB, the
  // shell 9 KB) plus the hero's carousel (Embla, 10 KB) and its Book Discovery Call menu (Ariakit,
  // 23 KB + 8 KB). A simple page such as /about loads about 164 KB. `test.fail` turns this red the
  // day the budget is met, so the annotation is removed then.
  test.fail(`/ loads no more than JavaScript ${formatKilobytes(sizeBudgets.homeJavaScript)}`, () => {
    const sizes = buildSizes.measureRoute('/');
    expect(sizes.javascript.bytes).toBeGreaterThan(0);
    expect(sizeBudgetProblems(sizes)).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** Opens the home page and waits until React has taken over the prerendered HTML, so typing is not lost. */
async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

const roiSection = (page: Page) => page.locator('#roi-calculator');
const librarySection = (page: Page) => page.locator('#content-library');
const assessmentSection = (page: Page) => page.locator('#assessment');

/** Replaces a field's text from the keyboard. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function press(page: Page, key: string, times: number) {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key);
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

test.describe('ROI calculator', () => {
  test.use({ viewport: wide });

  test('starts ready to calculate, with Calculate ROI unavailable until industry and region are chosen, and says why', async ({ page }) => {
    await openHome(page);
    const roi = roiSection(page);
    await expect(roi).toHaveAttribute('aria-labelledby');
    await expect(roi.getByRole('heading', { name: 'Ready to Calculate' })).toBeVisible();
    const calculate = roi.getByRole('button', { name: 'Calculate ROI' });
    await expect(calculate).toBeDisabled();
    await expect(calculate).toHaveAccessibleDescription('Choose an industry and a region to calculate your ROI.');
    await expect(roi.getByLabel('Number of employees')).toHaveValue('500');
    await expect(roi.getByLabel('Average yearly salary (US$)')).toHaveValue('50000');
    await expect(roi.getByRole('slider', { name: 'Staff turnover per year' })).toHaveAttribute('aria-valuetext', '20%');
    await expect(roi.getByRole('slider', { name: 'Employee engagement score' })).toHaveAttribute('aria-valuetext', '60 / 100');
    await expect(roi.getByRole('combobox', { name: 'Industry' })).toHaveValue('');
    await expect(roi.getByRole('combobox', { name: 'Region' })).toHaveValue('');

    // Enter on the unavailable button calculates nothing.
    await calculate.focus();
    await page.keyboard.press('Enter');
    await expect(roi.getByRole('heading', { name: 'Ready to Calculate' })).toBeVisible();
  });

  test('is completed with the keyboard alone and shows the figures the formulas give; a later change is flagged, not applied', async ({
    page,
  }) => {
    await openHome(page);
    const roi = roiSection(page);
    const calculate = roi.getByRole('button', { name: 'Calculate ROI' });

    await roi.getByLabel('Number of employees').focus();
    await retype(page, '800');
    await page.keyboard.press('Tab');
    await expect(roi.getByLabel('Average yearly salary (US$)')).toBeFocused();
    await retype(page, '42000');
    await page.keyboard.press('Tab');
    await press(page, 'ArrowRight', 8);
    await expect(roi.getByRole('slider', { name: 'Staff turnover per year' })).toHaveAttribute('aria-valuetext', '28%');
    await page.keyboard.press('Tab');
    await press(page, 'ArrowLeft', 2);
    await expect(roi.getByRole('slider', { name: 'Employee engagement score' })).toHaveAttribute('aria-valuetext', '50 / 100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tech');
    await expect(roi.getByRole('combobox', { name: 'Industry' })).toHaveValue('technology');
    await expect(calculate).toBeDisabled();
    await expect(calculate).toHaveAccessibleDescription('Choose a region to calculate your ROI.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ken');
    await expect(roi.getByRole('combobox', { name: 'Region' })).toHaveValue('kenya');
    await page.keyboard.press('Tab');
    await expect(calculate).toBeFocused();
    await expect(calculate).toBeEnabled();
    await page.keyboard.press('Enter');

    // The formulas by hand: 800 employees, $42,000, 28% turnover, engagement 50, technology
    // (benchmarks 13% and 72), Kenya (x 0.8). Replacing a leaver costs 42,000 x 0.75 = 31,500.
    const currentCosts = (800 * 28 * 31_500) / 100; // 7,056,000
    const savings = (800 * (28 - 13) * 31_500) / 100; // 3,780,000
    const gains = (800 * 42_000 * (72 - 50) * 3) / 1000; // 2,217,600
    const investment = (800 * 1_200 * 8) / 10; // 768,000
    const benefits = savings + gains; // 5,997,600
    const net = benefits - investment; // 5,229,600
    const roiPercent = Math.round((net / investment) * 100); // 680.9 -> 681
    const payback = Math.round(investment / (benefits / 12)); // 1.54 -> 2

    await expect(roi.getByRole('heading', { name: 'Your estimated return' })).toBeVisible();
    const status = roi.getByRole('status');
    await expect(status).toContainText(`${String(roiPercent)}% return on investment, paying back in ${String(payback)} months`);
    await expect(status).toContainText(
      '800 employees on an average salary of $42,000, with 28% turnover and an engagement score of 50, in Technology, Kenya',
    );
    await expect(roi.getByText(`${String(roiPercent)}% return on investment`, { exact: true })).toBeVisible();
    await expect(roi.getByText(`${String(payback)} months to pay back the investment`)).toBeVisible();
    await expect(roi.getByText(`${dollars(benefits)} total benefits a year`)).toBeVisible();
    await expect(roi.getByText(`${dollars(net)} net benefit`)).toBeVisible();
    const breakdown = roi.getByRole('table', { name: 'How the estimate adds up' });
    const amounts: [string, number][] = [
      ['Current turnover cost', currentCosts],
      ['Potential savings', savings],
      ['Productivity gains', gains],
      ['Total benefits', benefits],
      ['Programme investment', investment],
      ['Net benefit', net],
    ];
    for (const [figure, amount] of amounts) {
      await expect(breakdown.getByRole('row', { name: new RegExp(`^${figure}`) })).toContainText(dollars(amount));
    }
    await expect(roi).not.toContainText(/NaN|Infinity/);

    // A change after the calculation leaves the result and says it is out of date.
    await page.keyboard.press('Shift+Tab');
    await expect(roi.getByRole('combobox', { name: 'Region' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(roi.getByRole('combobox', { name: 'Region' })).toHaveValue('south-africa');
    await expect(status).toContainText('You have changed the inputs since this estimate. Press Calculate ROI to update it.');
    await expect(roi.getByText(`${String(roiPercent)}% return on investment`, { exact: true })).toBeVisible();

    // Recalculating applies it: South Africa is x 1.2, an investment of 1,152,000.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const southAfricaInvestment = (800 * 1_200 * 12) / 10;
    const southAfricaRoi = Math.round(((benefits - southAfricaInvestment) / southAfricaInvestment) * 100); // 420.6 -> 421
    await expect(roi.getByText(`${String(southAfricaRoi)}% return on investment`, { exact: true })).toBeVisible();
    await expect(breakdown.getByRole('row', { name: /^Programme investment/ })).toContainText(dollars(southAfricaInvestment));
    await expect(status).not.toContainText('You have changed the inputs');
  });

  test('explains figures that mean nothing with no employees, instead of NaN or Infinity', async ({ page }) => {
    await openHome(page);
    const roi = roiSection(page);
    // A number field gives an empty value for anything that isn't a number: that counts as 0.
    await roi.getByLabel('Number of employees').fill('');
    await roi.getByRole('combobox', { name: 'Industry' }).selectOption('banking');
    await roi.getByRole('combobox', { name: 'Region' }).selectOption('nigeria');
    await roi.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(roi.getByText('Not measurable return on investment')).toBeVisible();
    await expect(roi.getByText('There is no programme investment to measure a return against: enter more than 0 employees.')).toBeVisible();
    await expect(roi.getByText('No payback on these figures')).toBeVisible();
    await expect(roi.getByText('The inputs show no savings or productivity gains to repay the investment.')).toBeVisible();
    await expect(roi).not.toContainText(/NaN|Infinity/);
  });
});

test.describe('readiness assessment', () => {
  test.use({ viewport: wide });

  /** Answers the focused question with the option at this position (1-based), by keyboard. */
  async function answerWith(page: Page, position: number) {
    await press(page, 'Tab', position);
    await page.keyboard.press('Enter');
  }

  test('is completed with the keyboard alone: score and tier, then Retake clears it and a low score lands at 40', async ({ page }) => {
    await openHome(page);
    const assessment = assessmentSection(page);
    const start = assessment.getByRole('button', { name: 'Start Free Assessment' });
    await start.focus();
    await page.keyboard.press('Enter');

    const progress = assessment.getByRole('progressbar', { name: 'Assessment progress' });
    await expect(assessment.getByText('Question 1 of 3')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(assessment.getByRole('heading', { level: 3, name: /most pressing people priority/ })).toBeFocused();
    // Culture (4)
    await answerWith(page, 3);
    await expect(assessment.getByRole('heading', { level: 3, name: /employee engagement/ })).toBeFocused();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    // Average (3)
    await answerWith(page, 3);
    await expect(assessment.getByRole('heading', { level: 3, name: /stage and size/ })).toBeFocused();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    // Established (4)
    await answerWith(page, 3);

    // (4 + 3 + 4) / (3 x 5) x 100 = 73.3: above 70 is Transformation Champion.
    const resultsHeading = assessment.getByRole('heading', { name: 'Your readiness results' });
    await expect(resultsHeading).toBeFocused();
    await expect(assessment.getByText('73% readiness score')).toBeVisible();
    await expect(assessment.getByRole('heading', { level: 4, name: 'Transformation Champion' })).toBeVisible();
    await expect(assessment.getByRole('heading', { name: 'Where to start' })).toBeVisible();
    await expect(assessment.getByRole('listitem').filter({ hasText: /Akoma360/ })).toBeVisible();
    await expect(assessment.getByRole('link', { name: /Book your free 30-minute consultation/ })).toHaveAttribute('target', '_blank');
    await expect(assessment.getByRole('link', { name: 'Or send us a message' })).toHaveAttribute('href', '/contact');

    await assessment.getByRole('button', { name: 'Retake Assessment' }).focus();
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
    await expect(assessment.getByText('readiness score', { exact: true })).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(assessment.getByText('Question 1 of 3')).toBeVisible();
    // Performance (2), excellent (1), growing (3): 6 of 15 is exactly 40, still Foundation Builder.
    await answerWith(page, 2);
    await answerWith(page, 1);
    await answerWith(page, 2);
    await expect(resultsHeading).toBeFocused();
    await expect(assessment.getByText('40% readiness score')).toBeVisible();
    await expect(assessment.getByRole('heading', { level: 4, name: 'Foundation Builder' })).toBeVisible();
  });
});

test.describe('content recommendations', () => {
  test.use({ viewport: wide });

  const cards = (library: Locator) => library.getByRole('article');

  test('searches titles, excerpts and tags in any case, and says when nothing matches', async ({ page }) => {
    await openHome(page);
    const library = librarySection(page);
    const status = library.getByRole('status');
    await expect(status).toHaveText('Showing 6 of 526 results');
    await expect(cards(library)).toHaveCount(6);

    const search = library.getByRole('searchbox', { name: 'Search the library' });
    await search.fill('BURNOUT');
    await expect(status).toHaveText('Showing 1 of 526 results');
    await expect(cards(library)).toHaveCount(1);
    await expect(library.getByRole('heading', { name: 'Burnout Is a Systems Problem' })).toBeVisible();

    // Only a tag says "manufacturing" (the excerpt says "manufacturer").
    await search.fill('manufacturing');
    await expect(cards(library)).toHaveCount(1);
    await expect(library.getByRole('heading', { name: 'Inside a WellPaddy Rollout' })).toBeVisible();

    await search.fill('zzz');
    await expect(status).toHaveText('Showing 0 of 526 results');
    await expect(library.getByRole('heading', { name: 'No content matches your search and filters' })).toBeVisible();
    await library.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('Showing 6 of 526 results');
  });

  test('filters by type tab and topic chip, with the published counts on the tabs', async ({ page }) => {
    await openHome(page);
    const library = librarySection(page);
    const status = library.getByRole('status');
    const tabs = library.getByRole('tablist', { name: 'Content type' });
    for (const label of ['All 526', 'Articles 247', 'Videos 89', 'Podcasts 156', 'Reports 34']) {
      await expect(tabs.getByRole('tab', { name: new RegExp(`^${label}`) })).toBeVisible();
    }

    // Arrow keys move along the tabs and select them.
    await tabs.getByRole('tab', { name: /^All/ }).focus();
    await press(page, 'ArrowRight', 3);
    const podcasts = tabs.getByRole('tab', { name: /^Podcasts/ });
    await expect(podcasts).toHaveAttribute('aria-selected', 'true');
    await expect(library.getByRole('tabpanel', { name: /^Podcasts/ })).toBeVisible();
    await expect(status).toHaveText('Showing 2 of 526 results');
    for (const badge of await cards(library).getByText('Podcast', { exact: true }).all()) await expect(badge).toBeVisible();

    const topics = library.getByRole('group', { name: 'Topic' });
    await expect(topics.getByRole('radio', { name: 'All Content' })).toBeChecked();
    await topics.getByText('Wellbeing').click();
    await expect(status).toHaveText('Showing 1 of 526 results');
    await expect(library.getByRole('heading', { name: 'Burnout Is a Systems Problem' })).toBeVisible();

    await tabs.getByRole('tab', { name: /^All/ }).click();
    await expect(status).toHaveText('Showing 2 of 526 results');
    await topics.getByText('All Content').click();
    await expect(status).toHaveText('Showing 6 of 526 results');
  });

  test('shows at most three tags per card', async ({ page }) => {
    await openHome(page);
    const card = cards(librarySection(page)).filter({ hasText: 'The Hybrid Work Playbook for African Banks' });
    const tags = card.getByRole('list', { name: 'Topics' }).getByRole('listitem');
    await expect(tags).toHaveText(['Future of Work', 'Leadership', 'Banking']);
  });

  test('Load More reveals the rest of the preview, moves focus to the first new card, then points to Insights', async ({ page }) => {
    await openHome(page);
    const library = librarySection(page);
    const loadMore = library.getByRole('button', { name: 'Load More' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(library.getByRole('status')).toHaveText('Showing 10 of 526 results');
    await expect(cards(library).nth(6)).toBeFocused();
    await expect(loadMore).toHaveCount(0);
    await expect(library.getByText(/That is every pick in this preview/)).toBeVisible();
    await expect(library.getByRole('link', { name: 'Browse all insights' })).toHaveAttribute('href', '/insights');
  });

  test('Advanced Filters reveal trending and featured filters and a sort order', async ({ page }) => {
    await openHome(page);
    const library = librarySection(page);
    const status = library.getByRole('status');
    const advanced = library.getByRole('button', { name: 'Advanced Filters' });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await advanced.click();
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    const showOnly = library.getByRole('group', { name: 'Show only' });
    await showOnly.getByRole('button', { name: 'Trending' }).click();
    await expect(status).toHaveText('Showing 5 of 526 results');
    await showOnly.getByRole('button', { name: 'Featured' }).click();
    await expect(status).toHaveText('Showing 2 of 526 results');
    await library.getByRole('combobox', { name: 'Sort by' }).selectOption('most-viewed');
    await expect(cards(library).getByRole('heading')).toHaveText([
      'State of the African Workplace 2025',
      'The Hybrid Work Playbook for African Banks',
    ]);
  });

  test('Create Your Profile leads to sign-up', async ({ page }) => {
    await openHome(page);
    await expect(librarySection(page).getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute('href', '/auth?next=%2Fcircle');
  });
});

test.describe('the home tools in their shown states', () => {
  for (const viewport of [phone, wide]) {
    test(`have no accessibility violations at ${String(viewport.width)} px with results, filters and a stale note showing`, async ({
      page,
    }) => {
      // Three axe passes over the whole home page take a while on a busy machine.
      test.slow();
      await page.setViewportSize(viewport);
      await openHome(page);
      await expectNoAxeViolations(page);

      const roi = roiSection(page);
      await roi.getByRole('combobox', { name: 'Industry' }).selectOption('retail');
      await roi.getByRole('combobox', { name: 'Region' }).selectOption('egypt');
      await roi.getByRole('button', { name: 'Calculate ROI' }).click();
      await roi.getByLabel('Number of employees').fill('1200');
      await expect(roi.getByRole('status')).toContainText('You have changed the inputs');

      const library = librarySection(page);
      await library.getByRole('button', { name: 'Advanced Filters' }).click();
      await library.getByRole('searchbox', { name: 'Search the library' }).fill('leader');

      const assessment = assessmentSection(page);
      await assessment.getByRole('button', { name: 'Start Free Assessment' }).click();
      await expectNoAxeViolations(page);
      for (let question = 0; question < 3; question += 1) {
        await assessment.getByRole('listitem').getByRole('button').first().click();
      }
      await expect(assessment.getByRole('heading', { name: 'Your readiness results' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);
    });
  }
});

import { expect, test, type Page } from '@playwright/test';

// The insights page's words (site/content/pages/insights.yaml), read as the site's tests read `#content/insights`.
import insights from '../../site/buildtime/content/node/insights';
import { pages } from '../../site/app/content/pages';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';

const noResults = 'No insights found matching your criteria. Try adjusting your search or filters.';

const library = (page: Page) => page.getByRole('region', { name: 'All insights' });
const results = (page: Page) => library(page).getByRole('status');
const resultTitles = (page: Page) => library(page).getByRole('listitem').getByRole('heading', { level: 3 });
/** Picks a chip as a pointer does: on its visible label (the radio inside is visually hidden). */
const choose = (page: Page, name: string | RegExp) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();

test.describe('the insights page', () => {
  test('shows its heading, featured research and the whole library with its count', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured research' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(results(page)).toHaveText('Showing 6 of 6 insights');
    await expect(resultTitles(page)).toHaveCount(6);
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search insights' })).toBeVisible();
  });

  test('shows the published category totals, and says they are totals', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    const categories = page.getByRole('group', { name: 'Category' });
    for (const name of [
      'All insights 24 published',
      'Capability 8 published',
      'Wellbeing 6 published',
      'Performance 7 published',
      'African Business 3 published',
    ]) {
      await expect(categories.getByRole('radio', { name })).toBeVisible();
    }
    await expect(categories.getByRole('radio', { name: /^All insights/ })).toBeChecked();
    await expect(page.getByText(/total across our published library/)).toBeVisible();
  });

  test('searches without regard to case', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search insights' });
    await search.fill('BUZZWORDS');
    await expect(results(page)).toHaveText('Showing 1 of 6 insights');
    await expect(resultTitles(page)).toHaveText(['Agile Execution in African Enterprises: Beyond the Buzzwords']);
    await search.fill('Power Cuts');
    await expect(resultTitles(page)).toHaveText(['Hybrid Work in Lagos and Nairobi: What Teams Really Need']);
  });

  test('finds words inside the pieces, and points to the rest of the library that has them', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search insights' });
    // "Mentoring" is in no card: only in the text of one listed insight and of one library article.
    await search.fill('mentoring');
    await expect(resultTitles(page)).toHaveText(["Building the Leadership Pipeline for Africa's Next Decade of Growth"]);
    await expect(results(page)).toHaveText('Showing 1 of 6 insights');
    const elsewhere = library(page).getByRole('region', { name: 'More on “mentoring” in our library' });
    await elsewhere.getByRole('link', { name: 'Five Retention Levers That Cost Less Than a Pay Rise' }).click();
    await expect(page).toHaveURL('/insights/retention-levers-cheaper-than-a-pay-rise');
    await expect(page.getByRole('heading', { level: 1, name: 'Five Retention Levers That Cost Less Than a Pay Rise' })).toBeVisible();
  });

  test('combines the category with the search, and says exactly so when nothing matches', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    await choose(page, /^Capability/);
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('manager');
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
    // ZestPay's own case study, and the report whose text tells its story.
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('zestpay');
    await expect(resultTitles(page)).toHaveText([
      "Building the Leadership Pipeline for Africa's Next Decade of Growth",
      'How ZestPay Turned First-Time Managers into Its Growth Engine',
    ]);

    await choose(page, /^Wellbeing/);
    await expect(results(page)).toHaveText(noResults);
    await expect(page.getByText(noResults, { exact: true })).toBeVisible();
    await expect(resultTitles(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: insights.library.clearFilters }).click();
    await expect(results(page)).toHaveText('Showing 6 of 6 insights');
    await expect(page.getByRole('searchbox', { name: 'Search insights' })).toHaveValue('');
    await expect(page.getByRole('radio', { name: /^All insights/ })).toBeChecked();
  });

  test('filters by type and by format too, on top of the category', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    await choose(page, 'Research Report');
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
    await choose(page, /^Performance/);
    await expect(results(page)).toHaveText(noResults);
    await choose(page, /^All insights/);
    await choose(page, 'All types');
    const downloadable = page.getByRole('button', { name: 'Downloadable PDF' });
    await downloadable.click();
    await expect(downloadable).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).toHaveText('Showing 3 of 6 insights');
  });

  test('moves between categories with the arrow keys and clears the search with Escape', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /^All insights/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Capability/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Capability/ })).toBeFocused();
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
    const search = page.getByRole('searchbox', { name: 'Search insights' });
    await search.focus();
    await page.keyboard.type('nothing like this');
    await expect(results(page)).toHaveText(noResults);
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
  });

  test('downloads each downloadable insight as its PDF, never through a dead button', async ({ page }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    const downloads = library(page).getByRole('link', { name: /^Download PDF: / });
    await expect(downloads).toHaveCount(3);
    const first = library(page).getByRole('link', { name: 'Download PDF: The State of Workplace Wellbeing in Africa 2025' });
    await expect(first).toHaveAttribute('href', '/downloads/state-of-workplace-wellbeing-2025.pdf');
    // What the tap costs, beside the link and in its name (pieces.spec.ts holds it to the file).
    await expect(first).toHaveAccessibleName(/^Download PDF: The State of Workplace Wellbeing in Africa 2025 \(PDF, \d+\sKB\)$/);
    await expect(library(page).getByText(/^PDF, \d+\u00a0KB$/)).toHaveCount(3);
    const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
    expect(download.suggestedFilename()).toBe('state-of-workplace-wellbeing-2025.pdf');
    // Besides Save, the only button on the page is a filter; every download is a real link.
    await expect(
      page
        .getByRole('main')
        .getByRole('button')
        .filter({ hasNotText: /^Save$/ }),
    ).toHaveText(['Downloadable PDF']);
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});

test.describe('the sub-routes of /insights', () => {
  const subRoutes = pages.filter((entry) => entry.path.startsWith('/insights/'));

  test('each one links to every other, marking itself as the current page', async ({ page }) => {
    await page.goto('/insights/podcast');
    await waitForHydration(page);
    const sections = page.getByRole('navigation', { name: 'Insights sections' });
    await expect(sections.getByRole('link', { name: 'All of Insights' })).toHaveAttribute('href', '/insights');
    for (const entry of subRoutes)
      await expect(sections.getByRole('link', { name: entry.name, exact: true })).toHaveAttribute('href', entry.path);
    await expect(sections.getByRole('link', { name: 'Podcast' })).toHaveAttribute('aria-current', 'page');
  });

  test('/insights/reports introduces reports and starts with research reports only', async ({ page }) => {
    await page.goto('/insights/reports');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByText(/^Our research reports: evidence from African workplaces/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Research Report' })).toBeChecked();
    await expect(results(page)).toHaveText('Showing 2 of 6 insights');
  });

  test('/insights/briefs starts on the African Business category', async ({ page }) => {
    await page.goto('/insights/briefs');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /^African Business/ })).toBeChecked();
    await expect(resultTitles(page)).toHaveText(['One Continent, Many Markets: Leading Teams Across African Borders']);
  });

  test('/insights/<category> shows the insights of that category, under its own title', async ({ page }) => {
    await page.goto('/insights/capability');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Capability \| Insights/);
    await expect(page.getByRole('radio', { name: /^Capability/ })).toBeChecked();
    await expect(resultTitles(page)).toHaveText([
      "Building the Leadership Pipeline for Africa's Next Decade of Growth",
      'How ZestPay Turned First-Time Managers into Its Growth Engine',
    ]);
  });

  test('/insights/downloads starts with the downloadable insights, and the filter can be lifted', async ({ page }) => {
    await page.goto('/insights/downloads');
    await waitForHydration(page);
    const downloadable = page.getByRole('button', { name: 'Downloadable PDF' });
    await expect(downloadable).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).toHaveText('Showing 3 of 6 insights');
    await downloadable.click();
    await expect(results(page)).toHaveText('Showing 6 of 6 insights');
  });

  test('/insights/events points to the events hub', async ({ page }) => {
    await page.goto('/insights/events');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See upcoming events' }).click();
    await expect(page).toHaveURL('/partners');
  });

  test('moving from one sub-route to another starts from that sub-route’s own filters', async ({ page }) => {
    await page.goto('/insights/reports');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Insights sections' }).getByRole('link', { name: 'Briefs' }).click();
    await expect(page).toHaveURL('/insights/briefs');
    await expect(page.getByRole('radio', { name: /^African Business/ })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'All types' })).toBeChecked();
  });
});

import { expect, test, type Page } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { waitForHydration } from './hydrated';

const solutionsHeading = pages.find((entry) => entry.path === '/solutions')?.heading ?? '';
const akoma360Heading = pages.find((entry) => entry.path === '/solutions/akoma360')?.heading ?? '';

const phone = { width: 375, height: 812 };
const wide = { width: 1280, height: 900 };

/** The page's sections (regions named by their headings), in reading order. */
const sections = (page: Page) => page.getByRole('main').getByRole('region');

test.describe('the Solutions page', () => {
  test('shows the TriSphere table of six solutions: what each is, its pillar, who it is for', async ({ page }) => {
    await page.goto('/solutions');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsHeading);
    const table = page.getByRole('table', { name: 'The six TriSphere solutions' });
    await expect(table.getByRole('columnheader')).toHaveText(['Solution', 'What it is', 'Pillar', 'Who it is for']);
    // Each row is headed by its solution, a link to where it is shown in full.
    await expect(table.getByRole('rowheader').getByRole('link')).toHaveText([
      'Akoma360',
      'TWU',
      'WellPaddy',
      'WorkforceOS',
      'IndyOps',
      'Ask Indy',
    ]);
    await expect(table.getByRole('row', { name: /TWU/ }).getByRole('link', { name: 'Build Capability' })).toHaveAttribute(
      'href',
      '/solutions/capability',
    );
  });

  test('shows three deliverables tables with solution and proof columns', async ({ page }) => {
    await page.goto('/solutions');
    await waitForHydration(page);
    for (const heading of ['Capability development', 'Wellbeing and culture', 'Organisational performance and execution']) {
      const section = page.getByRole('region', { name: heading, exact: true });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
      const table = section.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Solution', 'Proof']);
      expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(3);
    }
    await expect(page.getByRole('region', { name: 'Wellbeing and culture' })).toContainText('89% wellbeing score');
    await expect(page.getByRole('region', { name: 'Organisational performance and execution' })).toContainText('73% faster decisions');
  });

  test('Find Your Solution leads from a need to its pillar, which then comes first', async ({ page }) => {
    await page.goto('/solutions');
    await waitForHydration(page);
    const finder = page.getByRole('region', { name: 'Find your solution' });
    await expect(finder.getByRole('link')).toHaveCount(6);
    await finder.getByRole('link', { name: 'Our strategy is not turning into results' }).click();
    await expect(page).toHaveURL('/solutions/performance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsHeading);
    await expect(sections(page).first()).toHaveAccessibleName('Organisational performance and execution');
    await expect(sections(page).first()).toContainText('Drive Performance: the pillar you chose');
  });

  for (const viewport of [phone, wide]) {
    test(`a pillar’s address lands on that pillar, highlighted and in view, at ${String(viewport.width)} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/solutions/wellbeing');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsHeading);
      const first = sections(page).first();
      await expect(first).toHaveAccessibleName('Wellbeing and culture');
      await expect(first.getByRole('heading', { level: 2 })).toHaveText('Wellbeing and culture');
      await expect(first.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(first).toContainText('Fuel Wellbeing: the pillar you chose');
      // Only the chosen pillar is highlighted; the others keep their place after the TriSphere table.
      await expect(page.getByText(/the pillar you chose/)).toHaveCount(1);
      const headings = await sections(page).evaluateAll((regions) => regions.map((region) => region.querySelector('h2')?.textContent));
      expect(headings).toEqual([
        'Wellbeing and culture',
        'The TriSphere at a glance',
        'Capability development',
        'Organisational performance and execution',
        'Find your solution',
      ]);
    });
  }

  test('a product’s address introduces the product, then its pillar, with a link to the product page', async ({ page }) => {
    await page.goto('/solutions/twu');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsHeading);
    await expect(sections(page).nth(0)).toHaveAccessibleName('TWU');
    await expect(sections(page).nth(1)).toHaveAccessibleName('Capability development');
    await sections(page).nth(0).getByRole('link', { name: 'Explore TWU in full' }).click();
    await expect(page).toHaveURL('/signature-products/twu');
  });

  test('Ask Indy’s address introduces the assistant and links to its page', async ({ page }) => {
    await page.goto('/solutions/ask-indy');
    await waitForHydration(page);
    await expect(sections(page).first()).toHaveAccessibleName('Ask Indy');
    await expect(sections(page).first().getByRole('link', { name: 'Explore Ask Indy in full' })).toHaveAttribute('href', '/ask-indy');
  });

  test('keeps a link to every sub-route', async ({ page }) => {
    await page.goto('/solutions');
    await waitForHydration(page);
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const entry of pages.filter((candidate) => candidate.screen === 'solutions' && candidate.path !== '/solutions')) {
      expect(hrefs, entry.path).toContain(entry.path);
    }
    expect(hrefs).toContain('/solutions/akoma360');
  });

  // Axe at 320, 768 and 1280 px for every solutions page is in accessibility.spec.ts.
});

test.describe('the Akoma360 page', () => {
  test('stacks six capability groups, then audiences and expected results', async ({ page }) => {
    await page.goto('/solutions/akoma360');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(akoma360Heading);
    const groups = page.getByRole('region', { name: 'Six capabilities, one programme' });
    await expect(groups.getByRole('heading', { level: 3 })).toHaveText([
      'Diagnose',
      'Lead',
      'Learn',
      'Thrive',
      'Execute',
      'Measure and sustain',
    ]);
    await expect(groups.locator('ol > li')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Who Akoma360 is for' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    const results = page.getByRole('region', { name: 'Expected results' });
    for (const claim of ['2.4x revenue growth', '89% wellbeing score', '73% faster decisions']) await expect(results).toContainText(claim);
  });

  test('quotes two leaders and offers three ways to start', async ({ page }) => {
    await page.goto('/solutions/akoma360');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'What leaders say' }).getByRole('blockquote')).toHaveCount(2);
    const start = page.getByRole('region', { name: 'Three ways to start' });
    const links = start.getByRole('link');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/solutions',
      '/contact',
      '/insights',
    ]);
    await start.getByRole('link', { name: 'Read the research' }).click();
    await expect(page).toHaveURL('/insights');
  });

  test('books a discovery call on the external scheduling page, in a new tab', async ({ page }) => {
    await page.goto('/solutions/akoma360');
    await waitForHydration(page);
    const book = page.getByRole('main').getByRole('link', { name: /Book a discovery call/ });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});

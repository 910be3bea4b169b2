import { expect, test, type Locator, type Page } from '@playwright/test';

import { clientStories } from '../../site/app/content/impact';
import { waitForHydration } from './hydrated';

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const story = (page: Page, company: string) => page.getByRole('article', { name: company });
const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;

test.describe('the impact page', () => {
  test('has the breadcrumb Home > Impact, the heading and the four figures', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Impact']);
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Impact' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Measurable Impact' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Our impact in figures' }).getByRole('listitem');
    await expect(figures).toHaveText(['10+ organizations', '5+ African markets', '500+ lives impacted', '$47M value created']);
    await expect(page.getByRole('link', { name: 'Start Your Transformation' }).first()).toHaveAttribute('href', '/contact');
  });

  test('tells the three client stories in full', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    for (const entry of clientStories) {
      const article = story(page, entry.company);
      await expect(article.getByRole('heading', { level: 3, name: entry.company })).toBeVisible();
      await expect(article.getByText(entry.industry, { exact: true })).toBeVisible();
      await expect(article.getByText(`${entry.primaryMetric} ${entry.primaryLabel}`)).toBeVisible();
      await expect(article.getByRole('heading', { name: 'The challenge' })).toBeVisible();
      await expect(article.getByText(entry.challenge)).toBeVisible();
      await expect(article.getByRole('heading', { name: 'Our solution' })).toBeVisible();
      await expect(article.getByRole('list').getByRole('listitem')).toHaveText([...entry.results]);
      const quote = article.getByRole('figure');
      await expect(quote.locator('blockquote')).toHaveText(entry.testimonial.quote);
      await expect(quote).toContainText(entry.testimonial.role);
      await expect(quote).toContainText(entry.testimonial.organisation);
      await expect(article.getByRole('img', { name: entry.image.alt })).toBeVisible();
    }
  });

  test('alternates the stories’ pictures left and right on a wide screen, and stacks them on a phone', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/impact');
    await waitForHydration(page);
    const positions = [];
    for (const entry of clientStories) {
      const article = story(page, entry.company);
      positions.push((await left(article.getByRole('img'))) < (await left(article.getByRole('heading', { level: 3 }))));
    }
    expect(positions).toEqual([true, false, true]);

    await page.setViewportSize(phone);
    const zestpay = story(page, 'ZestPay Fintech');
    expect(Math.round(await left(zestpay.getByRole('img')))).toBe(Math.round(await left(zestpay.getByRole('heading', { level: 3 }))));
  });

  test('Explore Success Stories brings the stories into view and moves focus there', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Success Stories' }).click();
    const stories = page.getByRole('region', { name: 'Client success stories' });
    await expect(stories).toBeFocused();
    await expect(stories.getByRole('heading', { level: 2 })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(stories.getByRole('link', { name: 'ZestPay Fintech' })).toBeFocused();
  });

  test('the industry overview leads to each story', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Savanna Foods' }).click();
    await expect(story(page, 'Savanna Foods')).toBeFocused();
    await expect(story(page, 'Savanna Foods').getByRole('heading', { level: 3 })).toBeInViewport();
  });

  test('shows the quantified impact and the four number tiles', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    const metrics = page.getByRole('region', { name: 'Quantified impact' });
    for (const text of [
      '73% faster decisions',
      '2.4x revenue growth',
      '89% wellbeing score',
      '85% retention',
      '98% client satisfaction',
      '5,000+ youth trained',
    ]) {
      await expect(metrics.getByText(text)).toBeVisible();
    }
    await expect(metrics.getByRole('heading', { level: 3, name: 'Impact at a glance' })).toBeVisible();
    await expect(metrics.getByRole('list').last().getByRole('listitem')).toHaveCount(4);
  });

  test('closes with the free diagnostic, the contact button and a prefilled chat that opens in a new tab', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    const closing = page.getByRole('region', { name: 'Ready to write your own impact story?' });
    await expect(closing.getByRole('link', { name: 'Get Your Free OHI Africa Diagnostic' })).toHaveAttribute('href', '/solutions');
    await expect(closing.getByRole('link', { name: 'Start Your Transformation' })).toHaveAttribute('href', '/contact');
    const chat = closing.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+impact%20stories/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(chat).toHaveAccessibleName(/opens in a new tab/);
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});

test.describe('the sub-routes of /impact', () => {
  for (const [path, part] of [
    ['/impact/case-studies', 'Client success stories'],
    ['/impact/stories', 'Client success stories'],
    ['/impact/testimonials', 'Client success stories'],
    ['/impact/metrics', 'Quantified impact'],
  ] as const) {
    test(`${path} brings the visitor to ${part}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Measurable Impact' })).toBeAttached();
      await expect(page.getByRole('region', { name: part }).getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }

  test('/impact/industry brings the visitor to the impact by industry', async ({ page }) => {
    await page.goto('/impact/industry');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 3, name: 'Impact by industry' })).toBeInViewport();
  });

  test('each has its own introduction and breadcrumb, and links to the others', async ({ page }) => {
    await page.goto('/impact/metrics');
    await waitForHydration(page);
    await expect(page.getByText(/^The figures behind our work/)).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Impact',
      'Impact Metrics',
    ]);
    const sections = page.getByRole('navigation', { name: 'Impact sections' });
    await expect(sections.getByRole('link')).toHaveText([
      'All of Impact',
      'Case Studies',
      'Impact Metrics',
      'Testimonials',
      'Impact by Industry',
      'Success Stories',
    ]);
    await expect(sections.getByRole('link', { name: 'Impact Metrics' })).toHaveAttribute('aria-current', 'page');
  });

  test('moving between sub-routes in the page brings the visitor to the new part', async ({ page }) => {
    await page.goto('/impact/metrics');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Impact sections' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL('/impact/case-studies');
    await expect(page.getByRole('region', { name: 'Client success stories' }).getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('going back keeps the place the visitor left', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    const link = page.getByRole('navigation', { name: 'Impact sections' }).getByRole('link', { name: 'Impact Metrics' });
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page.getByRole('region', { name: 'Quantified impact' }).getByRole('heading', { level: 2 })).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL('/impact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(link).toBeInViewport();
  });
});

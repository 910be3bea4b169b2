import { expect, test, type Page } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { waitForHydration } from './hydrated';

const heading = pages.find((entry) => entry.path === '/signature-products')?.heading ?? '';

const carousel = (page: Page) => page.getByRole('region', { name: 'Signature products' });
/** The slide on show: the only slide exposed to assistive technology. */
const slideOnShow = (page: Page) => carousel(page).getByRole('group');
const productGrid = (page: Page) => page.getByRole('region', { name: 'Every product' });

async function expectSlide(page: Page, position: string, product: string) {
  await expect(slideOnShow(page)).toHaveAccessibleName(position);
  await expect(slideOnShow(page).getByRole('heading', { level: 3 })).toHaveText(product);
}

test.describe('the Signature Products page', () => {
  test('opens with its heading, the products claim and a demo booking on the scheduling page', async ({ page }) => {
    await page.goto('/signature-products');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('5 flagship products across the three pillars of the TriSphere.')).toBeVisible();
    const demo = page.getByRole('main').getByRole('link', { name: /Book a Demo/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('href', /^https:\/\//);
  });

  test('the carousel moves with next and previous, wrapping round both ways', async ({ page }) => {
    await page.goto('/signature-products');
    await waitForHydration(page);
    await expectSlide(page, '1 of 3', 'TWU');
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    const previous = carousel(page).getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expectSlide(page, '2 of 3', 'WellPaddy');
    await next.click();
    await expectSlide(page, '3 of 3', 'IndyOps');
    await next.click();
    await expectSlide(page, '1 of 3', 'TWU');
    await previous.click();
    await expectSlide(page, '3 of 3', 'IndyOps');
    await previous.click();
    await expectSlide(page, '2 of 3', 'WellPaddy');
  });

  test('the carousel works from the keyboard, and its dots jump straight to a slide', async ({ page }) => {
    await page.goto('/signature-products');
    await waitForHydration(page);
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, '2 of 3', 'WellPaddy');
    const third = carousel(page).getByRole('button', { name: 'Go to slide 3' });
    await third.focus();
    await page.keyboard.press('Space');
    await expectSlide(page, '3 of 3', 'IndyOps');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await expectSlide(page, '1 of 3', 'TWU');
    await expect(third).not.toHaveAttribute('aria-current', 'true');
  });

  for (const [slug, position, product] of [
    ['twu', '1 of 3', 'TWU'],
    ['wellpaddy', '2 of 3', 'WellPaddy'],
    ['indyops', '3 of 3', 'IndyOps'],
  ] as const) {
    test(`/signature-products/${slug} starts the carousel on ${product} and puts its card first`, async ({ page }) => {
      await page.goto(`/signature-products/${slug}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectSlide(page, position, product);
      const firstCard = productGrid(page).getByRole('listitem').first();
      await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(product);
      await expect(firstCard).toContainText('You are viewing');
      // Next still wraps from wherever the route started.
      await carousel(page).getByRole('button', { name: 'Next slide' }).click();
      await expect(slideOnShow(page)).not.toHaveAccessibleName(position);
    });
  }

  test('the first slide is already in place in the prerendered page of a sub-route', async ({ request }) => {
    const html = await (await request.get('/signature-products/indyops')).text();
    // The start slide is set before any script runs, so nothing jumps when the page hydrates.
    expect(html).toMatch(/aria-label="3 of 3"(?![^>]*aria-hidden)/);
  });

  test('WorkforceOS, which has no slide, leads the grid, marked', async ({ page }) => {
    await page.goto('/signature-products/workforceos');
    await waitForHydration(page);
    await expectSlide(page, '1 of 3', 'TWU');
    const firstCard = productGrid(page).getByRole('listitem').first();
    await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText('WorkforceOS');
    await expect(firstCard).toContainText('You are viewing');
  });

  test('moving to another product’s address brings that product forward without a reload', async ({ page }) => {
    await page.goto('/signature-products/twu');
    await waitForHydration(page);
    await expectSlide(page, '1 of 3', 'TWU');
    await productGrid(page).getByRole('link', { name: 'Explore IndyOps' }).click();
    await expect(page).toHaveURL('/signature-products/indyops');
    await expectSlide(page, '3 of 3', 'IndyOps');
    await expect(productGrid(page).getByRole('listitem').first().getByRole('heading', { level: 3 })).toHaveText('IndyOps');
  });

  test('the grid shows every product with its category and four features', async ({ page }) => {
    await page.goto('/signature-products');
    await waitForHydration(page);
    // Each card is a list item holding the product's heading (its features are list items too).
    const cards = productGrid(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['TWU', 'WellPaddy', 'WorkforceOS', 'IndyOps', 'Ask Indy']);
    for (const card of await cards.all()) {
      await expect(card.getByRole('list')).toHaveCount(1);
      await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(4);
      await expect(card.getByText(/^(Capability Building|Wellbeing|Performance)$/)).toHaveCount(1);
    }
    await expect(productGrid(page).getByText('You are viewing')).toHaveCount(0);
  });

  test('explains how the products work together and leads on to Akoma360', async ({ page }) => {
    await page.goto('/signature-products');
    await waitForHydration(page);
    const together = page.getByRole('region', { name: 'Better together' });
    await expect(together.locator('ol > li')).toHaveCount(4);
    await together.getByRole('link', { name: 'See them work together in Akoma360' }).click();
    await expect(page).toHaveURL('/solutions/akoma360');
  });

  // Axe at 320, 768 and 1280 px for every product page is in accessibility.spec.ts.
});

import { expect, test } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';

const about = pages.find((entry) => entry.path === '/about');

test.describe('the About page', () => {
  test('opens with its heading, the founder’s vision and a way to get in touch', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about?.heading ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const vision = page.getByRole('region', { name: "Our founder's vision" });
    await expect(vision.getByRole('blockquote')).toContainText('African workplaces can be the best places in the world');
    await expect(vision.getByText('Founder and Chief Executive')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start Your Transformation' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('shows five values, each with a story revealed on request', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const values = page.getByRole('region', { name: 'What we stand for' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Heart first',
      'Evidence over opinion',
      'Afrocentric by design',
      'Integrity in the details',
      'We rise together',
    ]);
    const storyButton = values.getByRole('button', { name: 'The story behind “We rise together”' });
    await expect(storyButton).toHaveAttribute('aria-expanded', 'false');
    await expect(values.getByText(/IndyFuture, our youth programme/)).toBeHidden();
    await storyButton.focus();
    await page.keyboard.press('Enter');
    await expect(storyButton).toHaveAttribute('aria-expanded', 'true');
    await expect(values.getByText(/IndyFuture, our youth programme/)).toBeVisible();
  });

  test('tells the journey from 2024 to 2026 as an ordered list', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const journey = page.getByRole('region', { name: 'Our journey' });
    const steps = journey.locator('ol > li');
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText('2024');
    await expect(steps.last()).toContainText('2026');
    await expect(journey.getByRole('list')).toHaveCount(1);
  });

  test('states the impact figures of the inner pages', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const impact = page.getByRole('region', { name: 'Our impact so far' });
    for (const claim of [
      '300+ clients',
      '18 African markets',
      '500+ professionals',
      '98% client satisfaction',
      '$47M value created',
      '150+ team members',
    ]) {
      await expect(impact).toContainText(claim);
    }
  });

  test('gives the leadership team and partners real structure, published with consent', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const leadership = page.getByRole('region', { name: 'Leadership team' });
    await expect(leadership.getByRole('listitem')).toHaveCount(6);
    await expect(leadership.getByRole('heading', { name: 'Founder and Chief Executive' })).toBeVisible();
    await expect(leadership.getByText('Names and portraits are published with each person’s consent.')).toBeVisible();
    const partners = page.getByRole('region', { name: 'Partners' });
    await expect(partners.getByRole('heading', { level: 3, name: 'Universities' })).toBeVisible();
    await partners.getByRole('link', { name: 'Partner with us' }).click();
    await expect(page).toHaveURL('/partners');
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`has no accessibility violations at ${String(viewport.width)} px, with every story open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about');
      await waitForHydration(page);
      for (const button of await page.getByRole('button', { name: /The story behind/ }).all()) await button.click();
      await expectNoAxeViolations(page);
    });
  }
});

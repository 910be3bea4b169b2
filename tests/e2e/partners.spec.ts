import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from './hydrated';

async function openPartners(page: Page) {
  await page.goto('/partners');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners and events' })).toBeVisible();
}

test.describe('/partners', () => {
  test('shows audiences, collaboration models and impact highlights', async ({ page }) => {
    await openPartners(page);
    const audiences = page.getByRole('region', { name: 'Who we partner with' });
    for (const name of [
      'Universities and business schools',
      'Governments and public agencies',
      'NGOs and development partners',
      'Technology firms',
      'Researchers and think tanks',
    ]) {
      await expect(audiences.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'How we collaborate' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    const impact = page.getByRole('region', { name: 'Impact highlights' });
    await expect(impact).toContainText('300+ organisations');
    await expect(impact).toContainText('served across 18 African markets');
    await expect(impact).toContainText('5,000+ youth trained');
  });

  test('lists upcoming events from August to November 2025, each with date, place and an invitation e-mail', async ({ page }) => {
    await openPartners(page);
    const hub = page.getByRole('region', { name: 'Events and experiences' });
    await expect(hub.getByRole('heading', { level: 3, name: 'Flagship events' })).toBeVisible();
    const upcoming = hub.getByRole('list').filter({ has: page.locator('time') });
    const events = upcoming.getByRole('listitem');
    await expect(events).toHaveCount(7);
    for (const date of await upcoming.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))) {
      expect(date >= '2025-08-01' && date <= '2025-11-30', date).toBe(true);
    }
    const invitation = events.first().getByRole('link', { name: 'Request an invitation for Leading Through Uncertainty' });
    await expect(invitation).toHaveAttribute(
      'href',
      /^mailto:hello@akoma\.example\?subject=Event%20invitation%3A%20Leading%20Through%20Uncertainty/,
    );
    await expect(hub.getByRole('link', { name: 'Subscribe to The Workroom newsletter' })).toHaveAttribute('href', '/insights/newsletter');
  });

  test('"See upcoming events" takes focus to the upcoming events', async ({ page }) => {
    await openPartners(page);
    await page.getByRole('link', { name: 'See upcoming events' }).click();
    await expect(page.getByRole('heading', { name: 'Upcoming events, August to November 2025' }).locator('[tabindex="-1"]')).toBeFocused();
  });

  test('its buttons lead to the contact form with the partnership topic chosen', async ({ page }) => {
    await openPartners(page);
    await expect(page.getByRole('link', { name: 'Start a partnership conversation' })).toHaveAttribute(
      'href',
      '/contact?interest=partnership',
    );
    await expect(page.getByRole('link', { name: 'Email our partnerships team' })).toHaveAttribute(
      'href',
      'mailto:hello@akoma.example?subject=Partnership%20enquiry',
    );
    await page.getByRole('link', { name: 'Become a partner' }).click();
    await expect(page).toHaveURL('/contact?interest=partnership');
    await expect(page.getByRole('radio', { name: 'Partnership' })).toBeChecked();
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});

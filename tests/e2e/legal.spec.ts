import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from './hydrated';

// The privacy and cookie policies were rewritten to match what the code stores and sends (app/privacy/dataInventory.ts).
const legalPages = [
  { path: '/privacy', heading: 'Privacy Policy', date: '1 December 2026', isoDate: '2026-12-01' },
  { path: '/terms', heading: 'Terms of Service', date: '2 August 2025', isoDate: '2025-08-02' },
  { path: '/cookies', heading: 'Cookie Policy', date: '1 December 2026', isoDate: '2026-12-01' },
  { path: '/esg-inclusion', heading: 'Ethics and Inclusion Policy', date: '2 August 2025', isoDate: '2025-08-02' },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const main = (page: Page) => page.getByRole('main');

test.describe('legal and policy pages', () => {
  for (const { path, heading, date, isoDate } of legalPages) {
    // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
    test(`${path} is dated ${date}`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main(page)).toContainText(`Last updated ${date}`);
      await expect(main(page).locator('time')).toHaveAttribute('datetime', isoDate);
    });
  }

  test('/privacy follows Nigeria’s NDPA 2023 and is not for children under 16', async ({ page }) => {
    await open(page, '/privacy');
    await expect(main(page)).toContainText('Nigeria Data Protection Act 2023 (NDPA)');
    await expect(main(page)).toContainText('not intended for children under 16');
  });

  test('/terms set the minimum age at 18 and cap liability at the prior 12 months’ payments', async ({ page }) => {
    await open(page, '/terms');
    await expect(main(page)).toContainText('You must be at least 18 years old');
    await expect(main(page)).toContainText('limited to the amounts you paid us in the 12 months before');
  });

  test('/cookies says the site sets no cookies, anchors each inventory entry and links to the privacy policy and terms', async ({
    page,
  }) => {
    await open(page, '/cookies');
    await expect(main(page)).toContainText('The site sets no cookies.');
    await expect(main(page).getByRole('heading', { level: 3, name: 'Audience measurement' })).toHaveAttribute('id', 'audience-measurement');
    const text = page.getByRole('article');
    await expect(text.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
    await expect(text.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms');
    await text.getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('/esg-inclusion has its numbered sections, confidential reporting by e-mail, and the mailbox for questions', async ({ page }) => {
    await open(page, '/esg-inclusion');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      '1. Non-Discrimination',
      '2. An Afrocentric Lens',
      '3. Ethical Leadership Metrics',
      '4. Reporting Misconduct',
      '5. Continuous Improvement',
      '6. Our Pledge',
      '7. Questions or Suggestions?',
    ]);
    for (const words of [
      'health status',
      'neurodiversity',
      'educational background',
      'Non-retaliation',
      'Impartial investigation',
      'Anonymous channel',
    ]) {
      await expect(main(page)).toContainText(words);
    }
    await expect(page.getByRole('link', { name: 'e-mail us to request the confidential reporting form' })).toHaveAttribute(
      'href',
      /^mailto:hello@akoma\.example\?subject=Confidential%20report/,
    );
    await expect(main(page).getByRole('link', { name: 'hello@akoma.example' })).toHaveAttribute(
      'href',
      /^mailto:hello@akoma\.example\?subject=/,
    );
  });

  test('the contents list takes focus to the chosen section', async ({ page }) => {
    await open(page, '/privacy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your rights' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' }).locator('[tabindex="-1"]')).toBeFocused();
  });
});

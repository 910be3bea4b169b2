import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './axe';

// The brand red, #dc2626, as the browser reports computed colours.
const brandRed = 'rgb(220, 38, 38)';

test.describe('home page', () => {
  test('shows the hero heading, with its accent phrase in the brand colour', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/Transforming African workplaces/);
    const accent = heading.getByText('through capability, wellbeing and performance');
    await expect(accent).toHaveCSS('color', brandRed);
  });

  test('arrives as prerendered HTML with its title and description', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('<title>Africa&#x27;s Most Trusted Workplace Transformation Partner | Akoma |');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  test('loads its fonts from the site itself, not a font host', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

import { expect, test } from '@playwright/test';

import { consumerPort } from '../playwright.config';
import { expectNoAxeViolations } from './axe';

// The partner theme's accent, teal #0f766e, as the browser reports computed colours.
const partnerTeal = 'rgb(15, 118, 110)';
const akomaRed = 'rgb(220, 38, 38)';

test.describe('a partner microsite built on the packaged design system', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`http://127.0.0.1:${String(consumerPort)}/`);
  });

  test('renders the library components in the partner accent, not the Akoma red', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Partner microsite' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Join the programme' });
    await expect(button).toHaveCSS('background-color', partnerTeal);
    await expect(button).not.toHaveCSS('background-color', akomaRed);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCSS('color', partnerTeal);
  });

  test('keeps the components working: tabs switch with the keyboard', async ({ page }) => {
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Eligibility' })).toHaveText('Open to graduates across Africa.');
  });

  test('has no accessibility violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

test('ships only the components the microsite uses', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const assets = new URL('../consumer/dist/assets/', import.meta.url);
  const javascript = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(new URL(name, assets), 'utf8'))
    .join('\n');
  // Tabs are used, so their code is there; the navigation menu is not, so its code is not.
  expect(javascript).toContain('aria-selected');
  expect(javascript).not.toContain('must be inside NavigationMenu');
});

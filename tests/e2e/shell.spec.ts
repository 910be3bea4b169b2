import { expect, test } from '@playwright/test';

import { heldRequests } from './holdRequests';
import { waitForHydration } from './hydrated';

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

test.describe('header on a wide screen, keyboard only', () => {
  test.use({ viewport: wide });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('dropdowns open with Enter or ArrowDown, arrows move, Escape returns to the button, a link navigates', async ({ page }) => {
    await page.goto('/');
    const solutions = page.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /All solutions/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Fuel Wellbeing/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/solutions/wellbeing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    // The new page's main content has focus, so reading starts there.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a dropdown opens when the mouse rests on it', async ({ page }) => {
    await page.goto('/');
    const insights = page.getByRole('button', { name: 'Insights' });
    await insights.hover();
    await expect(insights).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Podcast' })).toBeVisible();
  });

  test('Sign in and Ask Indy lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/auth');
    await page.getByRole('banner').getByRole('link', { name: 'Ask Indy' }).click();
    await expect(page).toHaveURL('/ask-indy');
  });

  test('the logo on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Akoma home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL('/');
  });

  test('resting on a link to a busy page for 200 ms prefetches its code', async ({ page }) => {
    await page.goto('/');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).hover();
    await expect.poll(() => requested.some((url) => /\/assets\/contact-[\w-]+\.js$/.test(url))).toBe(true);
  });
});

test.describe('header on a phone, keyboard only', () => {
  test.use({ viewport: phone });

  test('the menu toggle says its state, Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('choosing a link in the menu navigates and closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Impact' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Our impact' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/impact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the footer', () => {
  test('has the newsletter box, contact details, social and legal links, and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('placeholder', 'Your work email');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Ethics and Inclusion']) {
      await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText(/Lagos, Nigeria/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByText('© 2025 Akoma. All rights reserved.')).toBeVisible();
  });

  test('the newsletter box explains a bad address and keeps it', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Work email' });
    await email.fill('ada@bank');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAccessibleDescription(/Enter an email address like name@company.com/);
    await expect(email).toHaveValue('ada@bank');
    await expect(email).toBeFocused();
  });

  test("the footer's code waits for the visitor, and what they type before it arrives is kept", async ({ page }) => {
    const footerCode = await heldRequests(page, '**/assets/Footer-*.js');
    await page.goto('/about');
    await waitForHydration(page, { standInForFirstMove: false });
    expect(footerCode.count(), "the footer's code is not part of the start-up").toBe(0);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Work email' });
    await email.fill('ada@bank');
    await expect.poll(footerCode.count).toBeGreaterThan(0);
    footerCode.release();
    await page.waitForLoadState('networkidle');
    await expect(email).toHaveValue('ada@bank');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAccessibleDescription(/Enter an email address like name@company.com/);
    await expect(email).toHaveValue('ada@bank');
  });
});

test.describe('on a slow connection', () => {
  test('motion is reduced and the page is marked for lazy images', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { effectiveType: '2g' }),
      });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce');
    await expect(page.locator('html')).toHaveAttribute('data-connection', 'slow');
  });
});

// Every page's axe, reflow and text-size checks are in accessibility.spec.ts; the focus indicator
// on every screen (never under the sticky header) is in keyboard.spec.ts.

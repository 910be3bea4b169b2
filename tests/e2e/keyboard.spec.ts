import { expect, test, type Page } from '@playwright/test';

import { eachScreen, pages } from '../../site/app/content/pages';
import { walkFocus } from './focus';
import { waitForHydration } from './hydrated';
import { uniqueEmail, waitForMessage } from './mailbox';

/**
 * Keyboard-only use, end to end (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11). The header dropdowns, the
 * mobile menu and the skip link are in shell.spec.ts; the ROI calculator and the assessment in
 * home-tools.spec.ts. This file holds the focus indicator on every page and the journeys through
 * the business intelligence hub, the contact form and sign-in that had only pointer coverage.
 */

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** Each screen once: the sub-routes reuse their screen's components. */
const screens = eachScreen(pages);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function press(page: Page, key: string, times = 1) {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key);
}

test.describe('the focus indicator, on every screen', () => {
  for (const entry of screens) {
    test(`${entry.path}: every Tab stop shows a whole focus ring clear of the sticky header, both ways, wide and on a phone`, async ({
      page,
    }) => {
      // A long walk, one key at a time, on a busy machine.
      test.slow();
      // Without smooth scrolling each stop can be measured as soon as it has focus; the scroll
      // position it lands on (scroll-padding under the header) is the same either way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const viewport of [wide, phone]) {
        await page.setViewportSize(viewport);
        await open(page, entry.path);
        const forward = await walkFocus(page, 'Tab');
        expect(forward.stops, 'the walk reached the controls').toBeGreaterThan(5);
        expect(forward.problems, `Tab at ${String(viewport.width)} px`).toEqual([]);
        // Walking back up the page is when a control would scroll in under the header.
        if (viewport === wide) {
          const backward = await walkFocus(page, 'Shift+Tab');
          expect(backward.problems, `Shift+Tab at ${String(viewport.width)} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('the business intelligence hub, keyboard only', () => {
  test.use({ viewport: wide });

  test('Home and End move between the tabs, Tab enters the panel, and its select changes market with the arrows', async ({ page }) => {
    await open(page, '/');
    const hub = page.getByRole('region', { name: 'Business intelligence hub' });
    const marketTrends = hub.getByRole('tab', { name: 'Market Trends' });
    const reports = hub.getByRole('tab', { name: 'Research Reports' });

    await marketTrends.focus();
    await page.keyboard.press('End');
    await expect(reports).toBeFocused();
    await expect(reports).toHaveAttribute('aria-selected', 'true');
    await expect(hub.getByRole('tabpanel', { name: 'Research Reports' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(marketTrends).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel's first control: the market select.
    await page.keyboard.press('Tab');
    const panel = hub.getByRole('tabpanel', { name: 'Market Trends' });
    const market = panel.getByRole('combobox', { name: 'Market' });
    await expect(market).toBeFocused();
    await expect(market).toHaveValue('nigeria');
    await page.keyboard.press('ArrowDown');
    await expect(market).not.toHaveValue('nigeria');
    const chosen = await market.locator('option:checked').textContent();
    await expect(panel.getByRole('heading', { name: `Workplace trends in ${chosen ?? ''}` })).toBeVisible();

    // Back to the tabs, on to Industry Benchmarks, and its select answers to typing.
    await page.keyboard.press('Shift+Tab');
    await expect(marketTrends).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    const benchmarks = hub.getByRole('tabpanel', { name: 'Industry Benchmarks' });
    const industry = benchmarks.getByRole('combobox', { name: 'Industry' });
    await expect(industry).toBeFocused();
    await page.keyboard.type('Tech');
    await expect(industry).toHaveValue('technology');
    await expect(benchmarks.getByRole('meter', { name: 'Employee satisfaction' })).toHaveAttribute('aria-valuenow', '78');
  });
});

test.describe('the contact form, keyboard only', () => {
  test.use({ viewport: wide });

  test('choose a topic with the arrows, submit empty to hear what is missing, fill it in, and send it', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });

    const capability = page.getByRole('radio', { name: 'Build Capability' });
    await capability.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
    await expect(form).toContainText('Topic: Fuel Wellbeing');

    // Tab leaves the cards; the next stops are the form's "change topic" link and its first field.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    const name = form.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toBeFocused();

    // Straight to the button and Enter with nothing filled in.
    await press(page, 'Tab', 6);
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Enter your full name.');

    await page.keyboard.type('Ada Okafor');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('First Lagos Bank');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Head of People');
    await page.keyboard.press('Tab');
    const country = form.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeFocused();
    await page.keyboard.type('Nigeria');
    await expect(country).toHaveValue('Nigeria');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('We want calmer, healthier branch teams.');
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Message sent successfully!');
    await expect(name).toHaveValue('');
    const delivered = await waitForMessage('inquiries@akoma.example', /New Contact Inquiry - wellbeing/);
    expect(delivered.Text).toContain(email);
  });
});

test.describe('IndyCircle, keyboard only', () => {
  test.use({ viewport: wide });

  const main = (page: Page) => page.getByRole('main');

  test('create an account with the keyboard, confirm it, sign out, then sign in again with the keyboard', async ({ page }) => {
    const email = uniqueEmail('keys');
    await open(page, '/auth');
    const signInTab = main(page).getByRole('tab', { name: 'Sign in' });
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    const signUpTab = main(page).getByRole('tab', { name: 'Create account' });
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('textbox', { name: 'First name' })).toBeFocused();
    await page.keyboard.type('Ngozi');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Adeyemi');
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('textbox', { name: 'Work email' })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(main(page).getByLabel(/^Create password/)).toBeFocused();
    await page.keyboard.type('a-long-passphrase');
    // The show-password toggle sits between the password and the submit button.
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('button', { name: /password/i })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('button', { name: 'Create free account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Account created. Check your email to confirm.');

    const confirmation = await waitForMessage(email, /Confirm your IndyCircle account/);
    await page.goto(/http:\/\/\S+verify\S+/.exec(confirmation.Text)?.[0] ?? '');
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, Ngozi')).toBeVisible();
    await waitForHydration(page);
    // The member menu opens from the keyboard on its first item; ArrowUp wraps to Sign out.
    await header.getByRole('button', { name: 'Hi, Ngozi' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'IndyCircle' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await open(page, '/auth');
    await signInTab.focus();
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('a-long-passphrase');
    // Enter in a field submits its form.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Signed in successfully');
    await expect(header.getByText('Hi, Ngozi')).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { expectNoAxeViolations } from './axe';
import { holdRequests } from './holdRequests';
import { waitForHydration } from './hydrated';
import { uniqueEmail, waitForMessage } from './mailbox';

/** Why Auth refused, in the site's words (site/content/site/auth-reasons.yaml). */
const authReasons = readSingleton(siteFolder, contentModules.authReasons);

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

// The footer has its own "Work email" box: the forms under test are the ones in the main content.
const main = (page: Page) => page.getByRole('main');

async function createAccount(page: Page, email: string, password: string, firstName = 'Ada') {
  await page.goto('/auth');
  await main(page).getByRole('tab', { name: 'Create account' }).click();
  await main(page).getByRole('textbox', { name: 'First name' }).fill(firstName);
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await main(page).getByRole('textbox', { name: 'Work email' }).fill(email);
  await main(page)
    .getByLabel(/^Create password/)
    .fill(password);
  await main(page).getByRole('button', { name: 'Create free account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
  // A password box has no ARIA role; its label reads "Password" plus the decorative required mark.
  await main(page)
    .getByRole('tabpanel', { name: 'Sign in' })
    .getByLabel(/^Password/)
    .fill(password);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('IndyCircle sign-in, against the local backend', () => {
  test('shows the page: welcome, the two tabs with Sign in first, why join, and who trusts us', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to IndyCircle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in or Create your account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Why join IndyCircle?' })).toBeVisible();
    await expect(page.getByText('ZestPay Fintech')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('create an account, confirm it from the e-mail, arrive signed in on IndyCircle; sign out; sign in again', async ({ page }) => {
    const email = uniqueEmail('ada');
    await createAccount(page, email, 'a-long-passphrase');
    await expect(notifications(page)).toContainText('Account created. Check your email to confirm.');

    const confirmation = await waitForMessage(email, /Confirm your IndyCircle account/);
    const link = /http:\/\/\S+verify\S+/.exec(confirmation.Text)?.[0] ?? '';
    await page.goto(link);
    // Confirmed, a new member lands on IndyCircle (and its welcome), not the home page.
    await expect(page).toHaveURL('/circle');
    await expect(notifications(page)).toContainText('Signed in successfully');
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, Ada')).toBeVisible();

    // The member menu: IndyCircle, Account and Sign out.
    await header.getByRole('button', { name: 'Hi, Ada' }).click();
    const menu = page.getByRole('menu', { name: 'Hi, Ada' });
    await expect(menu.getByRole('menuitem')).toHaveText(['IndyCircle', 'Account', 'Sign out']);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await signIn(page, email, 'a-long-passphrase');
    await expect(notifications(page)).toContainText('Signed in successfully');
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByText('Hi, Ada')).toBeVisible();
    // The sign-in page was replaced in the history, not stacked under the home page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth$/);
  });

  test('a wrong password shows the backend’s message, and the form keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('kofi');
    await signIn(page, email, 'not-the-password');
    await expect(notifications(page)).toContainText(authReasons.wrongCredentials);
    await expect(main(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  });

  test('empty fields say "Please enter email and password"', async ({ page }) => {
    await page.goto('/auth');
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(notifications(page)).toContainText('Please enter email and password');
    await main(page).getByRole('tab', { name: 'Create account' }).click();
    await main(page).getByRole('textbox', { name: 'Work email' }).fill(uniqueEmail('nopass'));
    await main(page).getByRole('button', { name: 'Create free account' }).click();
    await expect(notifications(page)).toContainText('Please enter email and password');
  });

  test('a weak password the backend refuses is explained in the site’s words', async ({ page }) => {
    await createAccount(page, uniqueEmail('weak'), '123');
    await expect(notifications(page)).toContainText(authReasons.weakPassword);
  });

  test('while a request runs, both submit buttons and LinkedIn are disabled, and the busy label shows', async ({ page }) => {
    // The request is held until the test has seen the busy state, then let through.
    const release = await holdRequests(page, '**/auth/v1/token**');
    await signIn(page, uniqueEmail('slow'), 'any-passphrase');
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByRole('tabpanel', { name: 'Sign in' }).getByRole('button', { name: 'Continue with LinkedIn' })).toBeDisabled();
    await main(page).getByRole('tab', { name: 'Create account' }).click();
    await expect(main(page).getByRole('button', { name: 'Create free account' })).toBeDisabled();
    release();
    await expect(notifications(page)).toContainText(authReasons.wrongCredentials);
    await expect(main(page).getByRole('button', { name: 'Create free account' })).toBeEnabled();
  });

  test('a signed-in visitor opening /auth lands on the home page', async ({ page }) => {
    const email = uniqueEmail('member');
    await createAccount(page, email, 'a-long-passphrase', 'Zainab');
    const confirmation = await waitForMessage(email, /Confirm your IndyCircle account/);
    await page.goto(/http:\/\/\S+verify\S+/.exec(confirmation.Text)?.[0] ?? '');
    await expect(page.getByRole('banner').getByText('Hi, Zainab')).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor who is not signed in fetches supabase-js only on starting to use the page', async ({ page }) => {
    // supabase-js is recognised by its Auth client's name in the script, whatever its file is called.
    const supabaseScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('GoTrueClient')) supabaseScripts.push(response.url());
    });
    await page.goto('/auth');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(supabaseScripts).toEqual([]);
    await main(page).getByRole('textbox', { name: 'Email' }).first().focus();
    await expect.poll(() => supabaseScripts.length).toBeGreaterThan(0);
  });

  test('Continue with LinkedIn goes through the local provider page and comes back signed in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: 'Sign in' }).getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await expect(page.getByText('Local development stand-in')).toBeVisible();
    await page.getByLabel('Full name').fill('Chidi Eze');
    await page.getByLabel('LinkedIn email').fill(uniqueEmail('chidi'));
    await page.getByRole('button', { name: 'Allow and continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText('Hi, Chidi')).toBeVisible();
  });
});

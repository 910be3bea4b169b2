import { readFile, stat } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { fillTemplate, formatFileSize } from '../../site/app/format';
import { localAnonKey } from '../../site/app/supabase/localBackend';
import { backendPort } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { messages, uniqueEmail, waitForMessage } from './mailbox';
import { accessToken, authLink, main, newMember, notifications } from './members';
import { expectReflow, resize } from './reflow';

/** Why Auth refused, in the site's words (site/content/site/auth-reasons.yaml). */
const authReasons = readSingleton(siteFolder, contentModules.authReasons);

// The IndyCircle account page (/circle/account), password recovery and the header's member menu,
// through the local backend (GoTrue-compatible Auth, PostgREST with row-level security, the
// delete-account Edge Function) and its mailbox.

const api = `http://127.0.0.1:${String(backendPort)}`;
const panel = (page: Page, heading: string) => main(page).getByRole('region', { name: heading });

/** Saves a piece as the member, through the REST API as their browser would. */
async function saveThroughApi(token: string, slug: string) {
  const response = await fetch(`${api}/rest/v1/saved_items`, {
    method: 'POST',
    headers: { apikey: localAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug }),
  });
  expect(response.status).toBe(201);
}

async function openAccount(page: Page) {
  await page.goto('/circle/account');
  await waitForHydration(page);
  await expect(panel(page, 'Your name')).toBeVisible();
}

async function signOutFromMenu(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Hi, ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await waitForHydration(page);
  await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await main(page)
    .getByLabel(/^Password/)
    .fill(password);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('IndyCircle account', () => {
  test('a visitor on /circle/account is offered sign-in, and comes back to the page signed in', async ({ page }) => {
    await page.goto('/circle/account');
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/auth?next=%2Fcircle%2Faccount');
  });

  test('the member menu leads to the account page, where a new name shows in the header at once', async ({ page }) => {
    await newMember(page, 'Efua');
    await page.getByRole('banner').getByRole('button', { name: 'Hi, Efua' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL('/circle/account');
    const name = panel(page, 'Your name');
    await expect(name.getByRole('textbox', { name: 'First name' })).toHaveValue('Efua');

    // Too long a name is refused here, focus goes to it, and what was typed stays.
    const long = 'E'.repeat(81);
    await name.getByRole('textbox', { name: 'First name' }).fill(long);
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(name.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(/Use 80 characters or fewer/);
    await expect(name.getByRole('textbox', { name: 'First name' })).toHaveValue(long);

    await name.getByRole('textbox', { name: 'First name' }).fill('Efuah');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(name.getByRole('status')).toHaveText('Your name is saved.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Efuah' })).toBeVisible();
    await page.reload();
    await expect(panel(page, 'Your name').getByRole('textbox', { name: 'First name' })).toHaveValue('Efuah');
  });

  test('the account page signed in: axe-clean at 320, 768 and 1280 px, no horizontal scroll', async ({ page }) => {
    await newMember(page, 'Yaw');
    await openAccount(page);
    for (const width of [320, 768, 1280]) {
      await resize(page, { width, height: 900 });
      await expect(panel(page, 'Delete your account')).toBeVisible();
      await expectReflow(page, `at ${String(width)} px`);
      await expectNoAxeViolations(page);
    }
  });

  test('Forgot password? sends a reset link; the link sets a new password and signs the member in', async ({ page }) => {
    const email = await newMember(page, 'Adjoa');
    await signOutFromMenu(page, 'Adjoa');

    await page.goto('/auth');
    await waitForHydration(page);
    await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await main(page).getByRole('button', { name: 'Forgot password?' }).click();
    // The reset form takes over, with focus in its field and the address carried over.
    const field = main(page).getByRole('textbox', { name: 'Email' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(email);
    await main(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(main(page).getByRole('status')).toContainText(
      `If ${email} has an IndyCircle account, a link to set a new password is on its way.`,
    );

    const mail = await waitForMessage(email, /Reset your IndyCircle password/);
    await page.goto(authLink(mail.Text));
    await expect(page).toHaveURL('/auth/new-password');
    await main(page)
      .getByLabel(/^New password/)
      .fill('short');
    await main(page)
      .getByLabel(/^Confirm new password/)
      .fill('short');
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await expect(main(page).getByLabel(/^New password/)).toHaveAccessibleDescription(/Use at least 6 characters/);
    await main(page)
      .getByLabel(/^New password/)
      .fill('a-brand-new-passphrase');
    await main(page)
      .getByLabel(/^Confirm new password/)
      .fill('a-brand-new-passphrase');
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/circle');
    await expect(notifications(page)).toContainText('Your new password is set, and you are signed in.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Adjoa' })).toBeVisible();

    // The old password no longer works; the new one does. The link works once.
    await signOutFromMenu(page, 'Adjoa');
    await signIn(page, email, 'a-long-passphrase');
    await expect(notifications(page)).toContainText(authReasons.wrongCredentials);
    await signIn(page, email, 'a-brand-new-passphrase');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Adjoa' })).toBeVisible();
    // Signed in, the sign-in page hands over to the home page: the menu is used there, not mid-way.
    await expect(page).toHaveURL('/');
    await signOutFromMenu(page, 'Adjoa');
    await page.goto(authLink(mail.Text));
    await expect(page).toHaveURL('/auth/new-password');
    await expect(main(page).getByRole('alert')).toHaveText(/This reset link has expired or has already been used/);
    await main(page).getByRole('link', { name: 'Request a new link' }).click();
    await expect(main(page).getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('changing the e-mail address takes the links sent to both addresses', async ({ page }) => {
    const email = await newMember(page, 'Kwame');
    const newEmail = uniqueEmail('kwame.new');
    await openAccount(page);
    const emailPanel = panel(page, 'E-mail address');
    await expect(emailPanel).toContainText(`You sign in with ${email}.`);

    await emailPanel.getByRole('textbox', { name: 'New e-mail address' }).fill('not-an-address');
    await emailPanel.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(emailPanel.getByRole('textbox', { name: 'New e-mail address' })).toHaveAccessibleDescription(
      /Enter an e-mail address like/,
    );
    await expect(emailPanel.getByRole('textbox', { name: 'New e-mail address' })).toHaveValue('not-an-address');

    await emailPanel.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
    await emailPanel.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(emailPanel.getByRole('status')).toContainText(`Check ${newEmail}`);

    const toNew = await waitForMessage(newEmail, /Confirm your new IndyCircle email address/);
    const toCurrent = await waitForMessage(email, /Confirm the change of your IndyCircle email address/);
    await page.goto(authLink(toCurrent.Text));
    await expect(notifications(page)).toContainText(authReasons.emailChangeHalfway);
    await page.goto(authLink(toNew.Text));
    await expect(notifications(page)).toContainText(`Your e-mail address is now ${newEmail}.`);
    await openAccount(page);
    await expect(panel(page, 'E-mail address')).toContainText(`You sign in with ${newEmail}.`);

    await signOutFromMenu(page, 'Kwame');
    await signIn(page, newEmail, 'a-long-passphrase');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Kwame' })).toBeVisible();
  });

  test('a new password is checked here, and signs the member out on their other devices', async ({ page, browser }) => {
    const email = await newMember(page, 'Akosua');
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    const phone = await other.newPage();
    await signIn(phone, email, 'a-long-passphrase');
    await expect(phone.getByRole('banner').getByRole('button', { name: 'Hi, Akosua' })).toBeVisible();
    const phoneSession = await phone.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { refresh_token: string };
    });

    await openAccount(page);
    const passwordPanel = panel(page, 'Password');
    await passwordPanel.getByLabel(/^New password/).fill('another-passphrase');
    await passwordPanel.getByLabel(/^Confirm new password/).fill('another-passphrase!');
    await passwordPanel.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordPanel.getByLabel(/^Confirm new password/)).toBeFocused();
    await expect(passwordPanel.getByLabel(/^Confirm new password/)).toHaveAccessibleDescription(/The two passwords don't match/);
    await passwordPanel.getByLabel(/^Confirm new password/).fill('another-passphrase');
    await passwordPanel.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordPanel.getByRole('status')).toHaveText('Your password is changed. Other devices are signed out.');

    // The phone's session can no longer be renewed.
    const refresh = await fetch(`${api}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: localAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: phoneSession.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    await other.close();
  });

  test('Sign out of all devices ends every session, here and elsewhere', async ({ page, browser }) => {
    const email = await newMember(page, 'Kojo');
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    const laptop = await other.newPage();
    await signIn(laptop, email, 'a-long-passphrase');
    await expect(laptop.getByRole('banner').getByRole('button', { name: 'Hi, Kojo' })).toBeVisible();
    const laptopToken = await accessToken(laptop);

    await openAccount(page);
    await panel(page, 'Signing out').getByRole('button', { name: 'Sign out of all devices' }).click();
    await expect(notifications(page)).toContainText("You're signed out on every device");
    await expect(page).toHaveURL('/circle');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The laptop's session is gone: Auth refuses its token, and its header follows on the next page.
    const user = await fetch(`${api}/auth/v1/user`, { headers: { apikey: localAnonKey, Authorization: `Bearer ${laptopToken}` } });
    expect(user.status).toBe(403);
    await other.close();
  });

  test('Download my data gives a JSON file of the profile and everything kept, and nothing of another member', async ({ page }) => {
    const email = await newMember(page, 'Esi');
    const token = await accessToken(page);
    await saveThroughApi(token, 'managing-gen-z');
    await openAccount(page);
    const download = page.waitForEvent('download');
    const button = panel(page, 'Your data').getByRole('button', { name: 'Download my data' });
    // The format before the file is made, its size once made (a visitor on prepaid data pays for it).
    await expect(button).toHaveAccessibleDescription('JSON');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^indycircle-data-\d{4}-\d{2}-\d{2}\.json$/);
    const bytes = (await stat(await file.path())).size;
    const fileSizeWords = readSingleton(siteFolder, contentModules.fileSizes, 'en');
    await expect(button).toHaveAccessibleDescription(fillTemplate(fileSizeWords.data.made, { size: formatFileSize(bytes, fileSizeWords) }));
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      profile: { email: string; firstName: string; lastName: string };
      saved_items: { slug: string }[];
      roi_estimates: unknown[];
      assessment_results: unknown[];
      event_registrations: unknown[];
    };
    expect(data.profile).toMatchObject({ email, firstName: 'Esi', lastName: 'Mensah' });
    expect(data.saved_items.map((item) => item.slug)).toEqual(['managing-gen-z']);
    expect(data.roi_estimates).toEqual([]);
    expect(data.assessment_results).toEqual([]);
    expect(data.event_registrations).toEqual([]);
    await expect(panel(page, 'Your data').getByRole('status')).toHaveText('Your data is downloaded.');
  });

  test('Delete my account asks for the e-mail address, then removes the account and every row, and a mail confirms it', async ({
    page,
  }) => {
    const email = await newMember(page, 'Ama');
    const token = await accessToken(page);
    await saveThroughApi(token, 'managing-gen-z');
    await openAccount(page);
    const opener = panel(page, 'Delete your account').getByRole('button', { name: 'Delete my account' });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
    await expect(confirm).toBeDisabled();
    // Escape keeps everything, and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('textbox', { name: 'Type your e-mail address to confirm' }).fill('someone@else.com');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type your e-mail address to confirm' }).fill(email.toUpperCase());
    await confirm.click();
    await expect(page).toHaveURL('/');
    await expect(notifications(page)).toContainText(`Your account is deleted. We've sent a confirmation to ${email}.`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    const mail = await waitForMessage(email, /Your IndyCircle account is deleted/);
    expect(mail.Text).toContain(`We've deleted the IndyCircle account for ${email}`);
    // Nothing remains: the old token is refused, and signing in fails.
    const saved = await fetch(`${api}/rest/v1/saved_items?select=slug`, {
      headers: { apikey: localAnonKey, Authorization: `Bearer ${token}` },
    });
    expect(saved.ok ? ((await saved.json()) as unknown[]).length : 0).toBe(0);
    const user = await fetch(`${api}/auth/v1/user`, { headers: { apikey: localAnonKey, Authorization: `Bearer ${token}` } });
    expect(user.status).toBeGreaterThanOrEqual(401);
    await signIn(page, email, 'a-long-passphrase');
    await expect(notifications(page)).toContainText(authReasons.wrongCredentials);
    expect((await messages()).filter((message) => message.To.some((to) => to.Address === email))).toHaveLength(2);
  });
});

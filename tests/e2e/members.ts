import { expect, type Page } from '@playwright/test';

import { waitForHydration } from './hydrated';
import { uniqueEmail, waitForMessage } from './mailbox';

/** What every member-area test needs: joining through /auth and the mailbox, and the session's token. */

export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const main = (page: Page) => page.getByRole('main');

/** The first link in an e-mail from Auth (a confirmation, a reset, an e-mail change). */
export const authLink = (text: string) => /http:\/\/\S+verify\S+/.exec(text)?.[0] ?? '';

/** Creates an account on /auth (already open) and follows the confirmation link from the mailbox. */
export async function joinAndConfirm(page: Page, email: string, firstName: string, password = 'a-long-passphrase') {
  await main(page).getByRole('tab', { name: 'Create account' }).click();
  await main(page).getByRole('textbox', { name: 'First name' }).fill(firstName);
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Mensah');
  await main(page).getByRole('textbox', { name: 'Work email' }).fill(email);
  await main(page)
    .getByLabel(/^Create password/)
    .fill(password);
  await main(page).getByRole('button', { name: 'Create free account' }).click();
  await expect(notifications(page)).toContainText('Account created. Check your email to confirm.');
  const confirmation = await waitForMessage(email, /Confirm your IndyCircle account/);
  await page.goto(authLink(confirmation.Text));
}

/** A new, confirmed member, signed in in this page; returns their e-mail address. */
export async function newMember(page: Page, name: string, password?: string) {
  const email = uniqueEmail(name.toLowerCase());
  await page.goto('/auth');
  await waitForHydration(page);
  await joinAndConfirm(page, email, name, password);
  await expect(page.getByRole('banner').getByText(`Hi, ${name}`)).toBeVisible();
  return email;
}

/** The member's access token, as supabase-js stored it. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const session = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
    return session.access_token ?? '';
  });
}

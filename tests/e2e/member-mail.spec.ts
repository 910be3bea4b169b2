import { createHmac } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { localServiceRoleKey } from '../../supabase/local/config';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { uniqueEmail, waitForMessage } from './mailbox';
import { main, newMember, notifications } from './members';

// What a member chooses to hear from IndyCircle: the topics they follow, their e-mail preferences,
// the code that confirms a new account, and the unsubscribe page an e-mail's link opens.

const piece = { path: '/insights/managing-gen-z', title: 'Managing Gen Z in Lagos, Nairobi and Accra' };
const follow = (page: Page, topic: string) => main(page).getByRole('button', { name: `Follow ${topic}`, exact: true });

/** The signed-in member's account id, as supabase-js stored the session. */
async function memberId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const session = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id?: string } }) : {};
    return session.user?.id ?? '';
  });
}

/** The signature an e-mail's unsubscribe link carries: HMAC-SHA-256 of "<user>:<kind>" keyed by the service role key. */
const unsubscribeToken = (user: string, kind: string) => createHmac('sha256', localServiceRoleKey).update(`${user}:${kind}`).digest('hex');

test.describe('IndyCircle: topics', () => {
  test('a member follows a piece’s topics, sees them on IndyCircle, and stops following one', async ({ page }) => {
    await newMember(page, 'Nkechi');
    await page.goto(piece.path);
    await waitForHydration(page);
    const topics = main(page).getByRole('group', { name: 'Follow this piece’s topics' });
    await expect(topics.getByRole('button')).toHaveText(['Follow Capability', 'Follow Talent', 'Follow Future of Work', 'Follow Culture']);
    await expect(follow(page, 'Capability')).toHaveAttribute('aria-pressed', 'false');

    await follow(page, 'Capability').click();
    await expect(follow(page, 'Capability')).toHaveAttribute('aria-pressed', 'true');
    // By keyboard too.
    await follow(page, 'Future of Work').focus();
    await page.keyboard.press('Enter');
    await expect(follow(page, 'Future of Work')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // Stored: on IndyCircle after a reload, among the pillars and the other topics.
    await page.goto('/circle');
    await waitForHydration(page);
    const yourTopics = page.getByRole('region', { name: 'Your topics' });
    await expect(yourTopics.getByRole('button', { name: 'Follow Capability', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(yourTopics.getByRole('button', { name: 'Follow Wellbeing', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(yourTopics.getByRole('button', { name: 'Follow Future of Work', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(yourTopics.getByRole('button', { name: 'Follow Talent', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // Stopped here, stopped on the piece's page.
    await yourTopics.getByRole('button', { name: 'Follow Future of Work', exact: true }).click();
    await expect(yourTopics.getByRole('button', { name: 'Follow Future of Work', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
    await page.goto(piece.path);
    await waitForHydration(page);
    await expect(follow(page, 'Capability')).toHaveAttribute('aria-pressed', 'true');
    await expect(follow(page, 'Future of Work')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a visitor’s Follow invites them to sign in', async ({ page }) => {
    await page.goto(piece.path);
    await waitForHydration(page);
    await follow(page, 'Talent').click();
    await expect(follow(page, 'Talent')).toHaveAttribute('aria-pressed', 'false');
    const invitation = main(page).getByRole('status').filter({ hasText: 'Follow topics in IndyCircle, free:' });
    await expect(invitation.getByRole('link', { name: 'sign in or create an account' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`${piece.path}?follow=talent`)}`,
    );
  });
});

test.describe('IndyCircle: e-mail preferences', () => {
  test('a member’s choices are saved in one press, said, and shown again after a reload', async ({ page }) => {
    await newMember(page, 'Folake');
    await page.goto('/circle/account#preferences');
    const panel = page.getByRole('region', { name: 'E-mails from IndyCircle' });
    // The defaults: a weekly digest, event reminders on, no newsletter.
    await expect(panel.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Event reminders and recordings' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('button', { name: 'The Workroom newsletter' })).toHaveAttribute('aria-pressed', 'false');

    // The digest by keyboard (arrow keys move a radio group's choice), the rest by pointer.
    await panel.getByRole('radio', { name: 'Weekly' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await panel.getByRole('button', { name: 'Event reminders and recordings' }).click();
    await panel.getByRole('button', { name: 'The Workroom newsletter' }).click();
    await panel.getByRole('button', { name: 'Save e-mail choices' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      "Saved. You'll get a monthly digest, no event reminders or recordings and The Workroom newsletter.",
    );
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(panel.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Event reminders and recordings' })).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('button', { name: 'The Workroom newsletter' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('IndyCircle: confirming a new account by its code', () => {
  test('after Create account, the code from the e-mail confirms it and lands on IndyCircle with a welcome, once', async ({ page }) => {
    const email = uniqueEmail('ngozi');
    await page.goto('/auth');
    await waitForHydration(page);
    await main(page).getByRole('tab', { name: 'Create account' }).click();
    await main(page).getByRole('textbox', { name: 'First name' }).fill('Ngozi');
    await main(page).getByRole('textbox', { name: 'Work email' }).fill(email);
    await main(page)
      .getByLabel(/^Create password/)
      .fill('a-long-passphrase');
    await main(page).getByRole('button', { name: 'Create free account' }).click();
    const code = main(page).getByRole('textbox', { name: '6-digit code' });
    await expect(code).toBeFocused();
    await expect(main(page).getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();

    // A code of the wrong shape, then a wrong code, each said on the field.
    await code.fill('12345');
    await main(page).getByRole('button', { name: 'Confirm my account' }).click();
    await expect(code).toHaveAccessibleDescription(/Enter the 6 digits from the e-mail\./);
    const message = await waitForMessage(email, /Confirm your IndyCircle account/);
    const sent = /Or enter this code: (\d{6})/.exec(message.Text)?.[1] ?? '';
    expect(sent).toMatch(/^\d{6}$/);
    await code.fill(sent === '000000' ? '111111' : '000000');
    await main(page).getByRole('button', { name: 'Confirm my account' }).click();
    await expect(code).toHaveAccessibleDescription(/That code is wrong or has expired/);
    await expectNoAxeViolations(page);

    await code.fill(sent);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/circle');
    const welcome = page.getByRole('status').filter({ hasText: 'Welcome to IndyCircle, Ngozi' });
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hi, Ngozi')).toBeVisible();
    await expectNoAxeViolations(page);

    // Once: not again on a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Your topics' })).toBeVisible();
    await expect(page.getByText('Welcome to IndyCircle, Ngozi')).toBeHidden();
  });

  test('the confirmation link lands on IndyCircle with the welcome too', async ({ page }) => {
    await newMember(page, 'Chinedu');
    await expect(page).toHaveURL('/circle');
    await expect(page.getByText('Welcome to IndyCircle, Chinedu')).toBeVisible();
    await expect(notifications(page)).toContainText('Signed in successfully');
  });
});

test.describe('IndyCircle: the unsubscribe page', () => {
  test('an e-mail’s link stops the digest on a press, and the preferences show it off', async ({ page }) => {
    await newMember(page, 'Tobi');
    const user = await memberId(page);
    expect(user).not.toBe('');
    await page.goto(`/circle/unsubscribe?u=${user}&k=digest&t=${unsubscribeToken(user, 'digest')}`);
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { name: 'Stop the IndyCircle digest?' })).toBeVisible();
    await expect(main(page).getByText(/no longer get the weekly or monthly e-mail/)).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Stop the digest' }).click();
    const done = main(page).getByRole('heading', { name: "You won't get the IndyCircle digest any more" });
    await expect(done).toBeVisible();
    await expect(done.locator('span')).toBeFocused();
    await main(page).getByRole('link', { name: 'Your e-mail preferences' }).click();
    await expect(page).toHaveURL('/circle/account#preferences');
    await expect(page.getByRole('region', { name: 'E-mails from IndyCircle' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  });

  test('a link cut short, or one the function refuses, says it does not work', async ({ page }) => {
    await page.goto('/circle/unsubscribe?u=0b6c1e2a-4f1d-4c5e-9a7b&k=digest');
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { name: "This unsubscribe link doesn't work" })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Your e-mail preferences' })).toHaveAttribute('href', '/circle/account#preferences');
    await expectNoAxeViolations(page);

    // The right shape, the wrong signature.
    await page.goto(`/circle/unsubscribe?u=0b6c1e2a-4f1d-4c5e-9a7b-1234567890ab&k=newsletter&t=${'0'.repeat(64)}`);
    await waitForHydration(page);
    await expect(main(page).getByRole('heading', { name: 'Unsubscribe from The Workroom?' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(main(page).getByRole('heading', { name: "This unsubscribe link doesn't work" })).toBeVisible();
  });

  test('is not indexed', async ({ page }) => {
    await page.goto('/circle/unsubscribe');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

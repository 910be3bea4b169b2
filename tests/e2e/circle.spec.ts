import { expect, test, type Page } from '@playwright/test';

import { localAnonKey } from '../../site/app/supabase/localBackend';
import { backendPort } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { uniqueEmail } from './mailbox';
import { accessToken, joinAndConfirm, main, newMember, notifications } from './members';

// IndyCircle's saved library, through the local backend (GoTrue-compatible Auth, PostgREST over
// Postgres with row-level security) and its mailbox.

/** The backend the site under test talks to (its REST API, as a browser would call it). */
const rest = `http://127.0.0.1:${String(backendPort)}/rest/v1`;
const piece = { path: '/insights/managing-gen-z', title: 'Managing Gen Z in Lagos, Nairobi and Accra' };
const saveButton = (page: Page, title = piece.title) => main(page).getByRole('button', { name: `Save: ${title}` });

test.describe('IndyCircle: Save and the saved library', () => {
  test('a visitor presses Save, joins, confirms by e-mail and lands back on the piece with it saved', async ({ page }) => {
    await page.goto(piece.path);
    await waitForHydration(page);
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    const invitation = main(page).getByRole('status').filter({ hasText: 'Save it to IndyCircle, free:' });
    await invitation.getByRole('link', { name: 'sign in or create an account' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await waitForHydration(page);

    await joinAndConfirm(page, uniqueEmail('kofi'), 'Kofi');
    await expect(page).toHaveURL(piece.path);
    await expect(notifications(page)).toContainText(`“${piece.title}” is saved in IndyCircle.`);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    // Still saved after a reload, and listed in the library.
    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Hi, Kofi' }).click();
    await page.getByRole('menuitem', { name: 'IndyCircle' }).click();
    await expect(page).toHaveURL('/circle');
    const library = page.getByRole('region', { name: 'Your saved library' });
    await expect(library.getByRole('status')).toHaveText('1 saved piece');
    await expect(library.getByRole('link', { name: piece.title })).toHaveAttribute('href', piece.path);
    await expectNoAxeViolations(page);
  });

  test('a member saves and removes from a card, filters the library by type, and a second member sees none of it', async ({
    page,
    browser,
    request,
  }) => {
    await newMember(page, 'Amina');
    await page.goto('/insights');
    await waitForHydration(page);
    const report = 'The State of Workplace Wellbeing in Africa 2025';
    const library = page.getByRole('region', { name: 'All insights' });
    await library.getByRole('button', { name: `Save: ${report}` }).click();
    // The same piece's Save in "Featured research" follows at once.
    const both = page.getByRole('button', { name: `Save: ${report}` });
    await expect(both).toHaveCount(2);
    await expect(both.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(both.last()).toHaveAttribute('aria-pressed', 'true');
    await page.goto(piece.path);
    await waitForHydration(page);
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/circle');
    const saved = page.getByRole('region', { name: 'Your saved library' });
    await expect(saved.getByRole('status')).toHaveText('2 saved pieces');
    await saved.getByRole('radio', { name: 'Podcast' }).check({ force: true });
    await expect(saved.getByRole('heading', { level: 3 })).toHaveText([piece.title]);
    await saved.getByRole('radio', { name: 'All' }).check({ force: true });
    // Removing keeps the card (and focus) until the page is left; a press saves it again.
    const remove = saved.getByRole('button', { name: `Save: ${report}` });
    await remove.click();
    await expect(remove).toHaveAttribute('aria-pressed', 'false');
    await expect(remove).toBeFocused();
    await expect(saved.getByRole('status')).toHaveText('1 saved piece');
    await page.reload();
    await expect(saved.getByRole('status')).toHaveText('1 saved piece');

    // A second member, in another browser: nothing of the first member's in the page or the API.
    const other = await browser.newContext();
    const second = await other.newPage();
    await newMember(second, 'Tunde');
    await second.goto('/circle');
    await expect(second.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    const response = await request.get(`${rest}/saved_items?select=slug,user_id`, {
      headers: { apikey: localAnonKey, Authorization: `Bearer ${await accessToken(second)}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual([]);
    // The first member's own token does read their row.
    const own = await request.get(`${rest}/saved_items?select=slug`, {
      headers: { apikey: localAnonKey, Authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(await own.json()).toEqual([{ slug: 'managing-gen-z' }]);
    await other.close();
  });

  test('a visitor on /circle sees what IndyCircle offers, with sign-in and join, and no redirect', async ({ page }) => {
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/circle');
      await waitForHydration(page);
      await expect(page).toHaveURL('/circle');
      await expect(page.getByRole('heading', { level: 1, name: 'IndyCircle' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/auth?next=%2Fcircle');
      await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fcircle');
      await expectNoAxeViolations(page);
    }
  });
});

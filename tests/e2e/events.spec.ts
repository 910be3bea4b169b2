import { expect, test, type Locator, type Page } from '@playwright/test';
import { datedEvents } from 'virtual:events';

import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { main, newMember, notifications } from './members';

// Registering for events on /partners and listing them on /circle, through the local backend
// (GoTrue-compatible Auth, PostgREST over Postgres with row-level security) and its mailbox.

const hub = (page: Page) => page.getByRole('region', { name: 'Events and experiences' });
const yourEvents = (page: Page) => page.getByRole('region', { name: 'Your events' });
const password = 'a-long-passphrase';

// Two dated events still more than a day away by this machine's clock, which is the database's:
// it refuses a registration for an event that has ended (supabase/local/events.test.ts).
const [soonest, next] = datedEvents.filter((event) => Date.parse(event.startsAt) > Date.now() + 86_400_000);
if (!soonest || !next) throw new Error('these tests need two events more than a day away in site/content/events');
const masterclass = { id: soonest.id, name: soonest.name, when: soonest.dates };
const summit = { id: 'workplace-summit', name: 'Akoma Workplace Summit', when: 'every year' };
const roundtable = { id: next.id, name: next.name, when: next.dates };
type Event = typeof masterclass;

const register = (scope: Locator, event: Event) =>
  scope.getByRole('button', { name: `Register for ${event.name}, ${event.when}`, exact: true });
const cancel = (scope: Locator, event: Event) =>
  scope.getByRole('button', { name: `Cancel registration for ${event.name}, ${event.when}`, exact: true });
const confirmation = (page: Page, event: Event) => page.getByRole('alertdialog', { name: `Cancel your registration for “${event.name}”?` });

async function openPartners(page: Page) {
  await page.goto('/partners');
  await waitForHydration(page);
}

test.describe('Events: Register and Cancel', () => {
  test('a member registers on /partners, keeps it after a reload, finds it on /circle and cancels there', async ({ page }) => {
    // A new account, three pages and two reloads.
    test.slow();
    await newMember(page, 'Efua');
    await openPartners(page);
    await register(hub(page), masterclass).click();
    await expect(notifications(page)).toContainText(`You are registered for “${masterclass.name}”.`);
    // The same button, still focused, now cancels; the card says the member is registered.
    await expect(cancel(hub(page), masterclass)).toBeFocused();
    const card = hub(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: masterclass.name }) });
    await expect(card.getByText('You are registered.')).toBeVisible();
    await expect(card.getByRole('link', { name: `Request an invitation for ${masterclass.name}` })).toBeVisible();
    // A flagship event: a place at the next one.
    await register(hub(page), summit).click();
    await expect(hub(page).getByText('You are registered: we will keep you a place at the next one.')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(cancel(hub(page), masterclass)).toBeVisible();
    await expect(cancel(hub(page), summit)).toBeVisible();
    await expect(register(hub(page), roundtable)).toBeVisible();

    // On /circle, soonest first: the dated event, then the flagship one.
    await page.goto('/circle');
    await waitForHydration(page);
    await expect(yourEvents(page).getByRole('status')).toHaveText('2 events');
    await expect(yourEvents(page).getByRole('heading', { level: 3 })).toHaveText([masterclass.name, summit.name]);
    const first = yourEvents(page).getByRole('listitem').first();
    await expect(first.locator('time').first()).toHaveText(soonest.when);
    await expect(first.getByText(soonest.where, { exact: true })).toBeVisible();

    await cancel(yourEvents(page), masterclass).click();
    const dialog = confirmation(page, masterclass);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep my place' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText(`Your registration for “${masterclass.name}” is cancelled.`);
    // The card stays until the page is left, so focus stays on its button, which registers again.
    await expect(register(yourEvents(page), masterclass)).toBeFocused();
    await expect(yourEvents(page).getByRole('status')).toHaveText('1 event');

    await page.reload();
    await waitForHydration(page);
    await expect(yourEvents(page).getByRole('heading', { level: 3 })).toHaveText([summit.name]);

    // Back on /partners with the keyboard: Escape keeps the place, the confirming button gives it up.
    await openPartners(page);
    await expect(register(hub(page), masterclass)).toBeVisible();
    await cancel(hub(page), summit).focus();
    await page.keyboard.press('Enter');
    await expect(confirmation(page, summit)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmation(page, summit)).toBeHidden();
    await expect(cancel(hub(page), summit)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation(page, summit).getByRole('button', { name: 'Keep my place' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirmation(page, summit).getByRole('button', { name: 'Cancel registration' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation(page, summit)).toBeHidden();
    await expect(register(hub(page), summit)).toBeFocused();

    await page.goto('/circle');
    await expect(yourEvents(page).getByRole('heading', { name: 'No events yet' })).toBeVisible();
    await expect(yourEvents(page).getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/partners#upcoming-events');
  });

  test('a visitor presses Register, signs in from the invitation and lands back by the event, registered', async ({ page, browser }) => {
    // An existing member, made in another browser.
    const other = await browser.newContext();
    const email = await newMember(await other.newPage(), 'Kwame');
    await other.close();

    // supabase-js is recognised by its Auth client's name in the script, whatever its file is called.
    const supabaseScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('GoTrueClient')) supabaseScripts.push(response.url());
    });
    await openPartners(page);
    await page.waitForLoadState('networkidle');
    await register(hub(page), roundtable).click();
    const invitation = hub(page).getByRole('status').filter({ hasText: 'Register with IndyCircle, free:' });
    await expect(invitation).toBeVisible();
    await expect(register(hub(page), roundtable)).toBeVisible();
    // Nothing of the member code's client for a visitor, even after the press.
    expect(supabaseScripts).toEqual([]);

    await invitation.getByRole('link', { name: 'sign in or create an account' }).click();
    await expect(page).toHaveURL(`/auth?next=%2Fpartners%3Fregister%3D${roundtable.id}%23events`);
    await waitForHydration(page);
    await main(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await main(page)
      .getByRole('tabpanel', { name: 'Sign in' })
      .getByLabel(/^Password/)
      .fill(password);
    await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL('/partners');
    await expect(notifications(page)).toContainText(`You are registered for “${roundtable.name}”.`);
    await expect(cancel(hub(page), roundtable)).toBeFocused();
    await expect(cancel(hub(page), roundtable)).toBeInViewport();

    await page.reload();
    await waitForHydration(page);
    await expect(cancel(hub(page), roundtable)).toBeVisible();
  });

  test('a failed or refused registration is undone with an error that says why, and /partners signed in is axe-clean at every width', async ({
    page,
  }) => {
    // A new account and four axe runs.
    test.slow();
    await newMember(page, 'Ama');
    await openPartners(page);
    // The database's answer for an event that has ended since the page was opened (the real one is
    // in supabase/local/events.test.ts): the member is told it has closed, not to check their connection.
    await page.route('**/rest/v1/event_registrations*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'P0001',
              message: `The event "${roundtable.id}" has ended: registration is closed.`,
              details: null,
              hint: 'Register for an upcoming event.',
            }),
          })
        : route.fallback(),
    );
    await register(hub(page), roundtable).click();
    await expect(notifications(page)).toContainText(`Registration for “${roundtable.name}” has closed: the event has ended.`);
    await expect(register(hub(page), roundtable)).toBeFocused();
    await page.unroute('**/rest/v1/event_registrations*');

    await page.route('**/rest/v1/event_registrations*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' })
        : route.fallback(),
    );
    await register(hub(page), masterclass).click();
    await expect(notifications(page)).toContainText(
      `We couldn't register you for “${masterclass.name}”. Check your connection and try again.`,
    );
    await expect(register(hub(page), masterclass)).toBeFocused();
    await page.unroute('**/rest/v1/event_registrations*');

    await register(hub(page), masterclass).click();
    await expect(cancel(hub(page), masterclass)).toBeFocused();
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPartners(page);
      await expect(cancel(hub(page), masterclass)).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // With the question open, too.
    await cancel(hub(page), masterclass).click();
    await expect(confirmation(page, masterclass)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

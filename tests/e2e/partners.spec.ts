import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';

import { fillTemplate, formatFileSize } from '../../site/app/format';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';

import { waitForHydration } from './hydrated';

/**
 * A day the sample events (site/content/events) are seen from: two in the past, six to come. The
 * page splits them by the visitor's clock, so the tests set it rather than depend on today's date.
 */
const sampleDay = new Date('2026-12-01T12:00:00+01:00');
const upcomingEvents = (page: Page) => page.getByRole('list', { name: 'Upcoming events' });
const pastEvents = (page: Page) => page.getByRole('list', { name: 'Past events' });

async function openPartners(page: Page) {
  await page.goto('/partners');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners and events' })).toBeVisible();
}

test.describe('/partners', () => {
  test('shows audiences, collaboration models and impact highlights', async ({ page }) => {
    await openPartners(page);
    const audiences = page.getByRole('region', { name: 'Who we partner with' });
    for (const name of [
      'Universities and business schools',
      'Governments and public agencies',
      'NGOs and development partners',
      'Technology firms',
      'Researchers and think tanks',
    ]) {
      await expect(audiences.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'How we collaborate' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    const impact = page.getByRole('region', { name: 'Impact highlights' });
    await expect(impact).toContainText('300+ organisations');
    await expect(impact).toContainText('served across 18 African markets');
    await expect(impact).toContainText('5,000+ youth trained');
  });

  test('lists the events still to come, soonest first, each with its date, place, Register, Add to calendar and an invitation e-mail', async ({
    page,
  }) => {
    await page.clock.setFixedTime(sampleDay);
    await openPartners(page);
    const hub = page.getByRole('region', { name: 'Events and experiences' });
    await expect(hub.getByRole('heading', { level: 3, name: 'Flagship events' })).toBeVisible();
    const events = upcomingEvents(page).getByRole('listitem');
    await expect(events.getByRole('heading', { level: 4 })).toHaveText([
      'Leading Through Uncertainty',
      'People Leaders Roundtable: Keeping Talent',
      'IndyFuture Career Bootcamp',
      'Performance Without Burnout',
      'Akoma Workplace Summit 2027',
      'WellPaddy Wellbeing Week 2027',
    ]);
    const starts = await upcomingEvents(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(starts).toEqual(starts.toSorted());
    for (const start of starts) expect(Date.parse(start), start).toBeGreaterThan(sampleDay.getTime());
    const first = events.first();
    await expect(first.locator('time')).toHaveText('Thursday 21 January 2027, 10:00 to 11:30 West Africa Time');
    await expect(first.getByRole('button', { name: 'Register for Leading Through Uncertainty, 21 January 2027' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Request an invitation for Leading Through Uncertainty' })).toHaveAttribute(
      'href',
      /^mailto:hello@akoma\.example\?subject=Event%20invitation%3A%20Leading%20Through%20Uncertainty%20\(21%20January%202027\)/,
    );
    await expect(hub.getByRole('link', { name: 'Subscribe to The Workroom newsletter' })).toHaveAttribute('href', '/insights/newsletter');
  });

  test('lists the latest past events with their recordings, and no Register', async ({ page }) => {
    await page.clock.setFixedTime(sampleDay);
    await openPartners(page);
    const past = pastEvents(page).getByRole('listitem');
    await expect(past.getByRole('heading', { level: 4 })).toHaveText([
      'State of the African Workplace: Research Launch',
      'Leading Through Change: A CEO Roundtable',
    ]);
    await expect(past.first().getByText('No recording of this event.')).toBeVisible();
    await expect(
      past.last().getByRole('link', { name: 'Watch the recording of Leading Through Change: A CEO Roundtable' }),
    ).toHaveAttribute('href', '/insights/ceo-roundtable-leading-through-change');
    await expect(pastEvents(page).getByRole('button')).toHaveCount(0);
  });

  test('a page built before an event ended lists it as past once the visitor’s clock says so', async ({ page }) => {
    // The day after the masterclass, in Lagos: this build still had it as upcoming.
    await page.clock.setFixedTime(new Date('2027-01-22T12:00:00+01:00'));
    await openPartners(page);
    await expect(pastEvents(page).getByRole('heading', { level: 4 }).first()).toHaveText('Leading Through Uncertainty');
    await expect(upcomingEvents(page).getByRole('heading', { level: 4 }).first()).toHaveText('People Leaders Roundtable: Keeping Talent');
    await expect(page.getByRole('button', { name: /^Register for Leading Through Uncertainty/ })).toHaveCount(0);
  });

  test('an event moves to the past while the page is open, as it ends', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-01-21T11:25:00+01:00') });
    await openPartners(page);
    const register = page.getByRole('button', { name: 'Register for Leading Through Uncertainty, 21 January 2027' });
    await expect(register).toBeVisible();
    // It ends at 11:30; the page looks at the clock every minute.
    await page.clock.runFor('06:00');
    await expect(register).toHaveCount(0);
    await expect(pastEvents(page).getByRole('heading', { level: 4, name: 'Leading Through Uncertainty' })).toBeVisible();
  });

  test('Add to calendar offers the event’s .ics file, valid for ical.js, and Google’s and Outlook’s pages', async ({ page }) => {
    await page.clock.setFixedTime(sampleDay);
    await openPartners(page);
    const first = upcomingEvents(page).getByRole('listitem').first();
    await first.getByRole('button', { name: 'Add to calendar for Leading Through Uncertainty' }).click();
    const menu = page.getByRole('menu');
    const file = menu.getByRole('menuitem', { name: /^Apple, Outlook and others \(ICS, \d+\sKB\) for Leading Through Uncertainty$/ });
    await expect(file).toHaveAttribute('href', '/events/leading-through-uncertainty-2027.ics');
    await expect(menu.getByRole('menuitem', { name: 'Google Calendar for Leading Through Uncertainty' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Leading\+Through\+Uncertainty&dates=20270121T090000Z%2F20270121T103000Z/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Outlook on the web for Leading Through Uncertainty' })).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.office\.com\/calendar\/0\/deeplink\/compose\?/,
    );

    // The size the menu states is the file's own.
    const words = readSingleton(siteFolder, contentModules.fileSizes, 'en');
    const bytes = (await (await page.request.get('/events/leading-through-uncertainty-2027.ics')).body()).byteLength;
    await expect(file).toContainText(`(${fillTemplate(words.calendar, { size: formatFileSize(bytes, words) })})`);
    const download = page.waitForEvent('download');
    await file.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('leading-through-uncertainty-2027.ics');
    const response = await page.request.get('/events/leading-through-uncertainty-2027.ics');
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!zone || !vevent) throw new Error('no time zone or no event in the file');
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Leading Through Uncertainty');
    expect(event.startDate.zone.tzid).toBe('Africa/Lagos');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-21T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-21T10:30:00.000Z');
  });

  test('"See upcoming events" takes focus to the upcoming events', async ({ page }) => {
    await openPartners(page);
    await page.getByRole('link', { name: 'See upcoming events' }).click();
    await expect(page.getByRole('heading', { name: 'Upcoming events' }).locator('[tabindex="-1"]')).toBeFocused();
  });

  test('its buttons lead to the contact form with the partnership topic chosen', async ({ page }) => {
    await openPartners(page);
    await expect(page.getByRole('link', { name: 'Start a partnership conversation' })).toHaveAttribute(
      'href',
      '/contact?interest=partnership',
    );
    await expect(page.getByRole('link', { name: 'Email our partnerships team' })).toHaveAttribute(
      'href',
      'mailto:hello@akoma.example?subject=Partnership%20enquiry',
    );
    await page.getByRole('link', { name: 'Become a partner' }).click();
    await expect(page).toHaveURL('/contact?interest=partnership');
    await expect(page.getByRole('radio', { name: 'Partnership' })).toBeChecked();
  });

  // Its axe check at 320, 768 and 1280 px is in accessibility.spec.ts, with every other page's.
});

import { expect, test } from '@playwright/test';
import { datedEvents } from 'virtual:events';

import { localServiceRoleKey } from '../../supabase/local/config';
import { backendPort, mailboxUrl } from '../playwright.config';
import { waitForHydration } from './hydrated';
import { waitForMessage } from './mailbox';
import { main, newMember, notifications } from './members';

// The e-mails that bring a member back, in the order they come: a member who joins, follows two
// topics and registers for an event receives a welcome, the registration's confirmation with its
// calendar file, a reminder the day before, and the digest of the week a piece on their topics was
// published; the digest stops with one click from the mail client. Through the local backend: its
// Auth, PostgREST, the delivery job and the member mail job, run at a chosen time (in production,
// Supabase Cron runs it every 15 minutes), and its mailbox.

const apiUrl = `http://127.0.0.1:${String(backendPort)}`;
const day = 86_400_000;
/** Text matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asService = { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}`, 'Content-Type': 'application/json' };

// A dated event more than two days away by this machine's clock (the database's), which refuses a
// registration for an event that has ended.
const event = datedEvents.find((candidate) => Date.parse(candidate.startsAt) > Date.now() + 2 * day);
if (!event) throw new Error('this test needs an event more than two days away in site/content/events');

/** Monday 00:00 UTC of the week holding `instant`: where a weekly digest's period starts. */
function mondayOf(instant: number): number {
  const date = new Date(instant);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - ((date.getUTCDay() + 6) % 7) * day;
}

// The job runs 23 hours before the event: inside the reminder's 24 hours, and in the week after the
// one the new piece is published in.
const jobTime = Date.parse(event.startsAt) - 23 * 3_600_000;
const publishedAt = mondayOf(jobTime) - 4 * day;
const newPiece = {
  slug: `hybrid-work-field-notes-${Date.now().toString(36)}`,
  title: 'Hybrid Work Field Notes from Accra',
  title_fr: null,
  summary: 'What three Accra employers changed after a year of hybrid work.',
  summary_fr: null,
  category: 'wellbeing',
  topics: ['wellbeing', 'hybrid-work'],
  published_on: new Date(publishedAt).toISOString().slice(0, 10),
};

/**
 * A tick of the scheduled jobs at `time`: the member mail job queues what is due then, and the
 * delivery job (every minute in production, every 30 seconds locally) sends what is queued.
 */
async function runMailJobs(time = Date.now()) {
  const run = await fetch(`${apiUrl}/_local/jobs/member-mail`, {
    method: 'POST',
    headers: asService,
    body: JSON.stringify({ now: new Date(time).toISOString() }),
  });
  expect(run.status, await run.text()).toBe(200);
}

interface CataloguePiece {
  slug: string;
}

/** The pieces the site lists now, as the deploy handed them over. */
async function listedPieces(): Promise<CataloguePiece[]> {
  const response = await fetch(
    `${apiUrl}/rest/v1/pieces?listed=is.true&select=slug,title,title_fr,summary,summary_fr,category,topics,published_on`,
    { headers: asService },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CataloguePiece[];
}

/** A deploy that lists exactly these pieces, at `time`. */
async function deployPieces(pieces: readonly CataloguePiece[], time: number) {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/sync_catalogue`, {
    method: 'POST',
    headers: asService,
    body: JSON.stringify({ p_catalogue: { pieces }, p_now: new Date(time).toISOString() }),
  });
  expect(response.status, await response.text()).toBe(200);
}

interface MessageSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Created: string;
}

/** The subjects of every e-mail to an address, oldest first. */
async function subjectsTo(address: string): Promise<string[]> {
  const { messages } = (await (await fetch(`${mailboxUrl}/api/v1/messages`)).json()) as { messages: MessageSummary[] };
  return messages
    .filter((message) => message.To.some((to) => to.Address === address))
    .sort((a, b) => a.Created.localeCompare(b.Created))
    .map((message) => message.Subject);
}

test('a member who joins, follows two topics and registers for an event receives a welcome, the confirmation with its calendar file, a reminder the day before and a digest on their topics, and stops the digest with one click', async ({
  page,
}) => {
  const email = await newMember(page, 'Abena');
  await expect(page).toHaveURL(/\/circle/);
  await runMailJobs();
  const welcome = await waitForMessage(email, /^Welcome to IndyCircle$/);
  expect(welcome.Text).toContain('/circle/account#preferences');

  // Two topics, from IndyCircle.
  const yourTopics = page.getByRole('region', { name: 'Your topics' });
  for (const topic of ['Wellbeing', 'Capability']) {
    const button = yourTopics.getByRole('button', { name: `Follow ${topic}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  // The event, from the events hub.
  await page.goto('/partners');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Events and experiences' })
    .getByRole('button', { name: `Register for ${event.name}, ${event.dates}`, exact: true })
    .click();
  await expect(notifications(page)).toContainText(`You are registered for “${event.name}”.`);
  await runMailJobs();
  const confirmation = await waitForMessage(email, new RegExp(`^You're registered: ${literally(event.name)}$`));
  expect(confirmation.Text).toContain(event.when);
  const details = (await (await fetch(`${mailboxUrl}/api/v1/message/${confirmation.ID}`)).json()) as {
    Attachments: { FileName: string; ContentType: string; PartID: string }[];
  };
  expect(details.Attachments).toEqual([
    expect.objectContaining({ FileName: `${event.id}.ics`, ContentType: expect.stringMatching(/^text\/calendar/) }),
  ]);
  const calendar = await (
    await fetch(`${mailboxUrl}/api/v1/message/${confirmation.ID}/part/${details.Attachments[0]?.PartID ?? ''}`)
  ).text();
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toMatch(new RegExp(`^SUMMARY(;[^:]*)?:${literally(event.name)}\\r?$`, 'm'));

  // A piece on Wellbeing is published the week before the event's eve, then the job runs then.
  const pieces = await listedPieces();
  await deployPieces([...pieces, newPiece], publishedAt);
  try {
    await runMailJobs(jobTime);

    const reminder = await waitForMessage(email, new RegExp(`^Tomorrow: ${literally(event.name)}$`));
    expect(reminder.Text).toContain(event.when);
    const digest = await waitForMessage(email, /^Your IndyCircle week$/);
    expect(digest.Text).toContain(newPiece.title);
    expect(digest.HTML).toContain(`/insights/${newPiece.slug}`);

    // In the order they were sent, and each once (the sign-up's own confirmation comes first).
    expect(await subjectsTo(email)).toEqual([
      'Confirm your IndyCircle account',
      'Welcome to IndyCircle',
      `You're registered: ${event.name}`,
      `Tomorrow: ${event.name}`,
      'Your IndyCircle week',
    ]);

    // The mail client's one-click unsubscribe (RFC 8058) turns the digest off: the preferences say so.
    const { ListUnsubscribe } = (await (await fetch(`${mailboxUrl}/api/v1/message/${digest.ID}`)).json()) as {
      ListUnsubscribe: { Links: string[]; HeaderPost: string };
    };
    expect(ListUnsubscribe.HeaderPost).toBe('List-Unsubscribe=One-Click');
    const oneClick = ListUnsubscribe.Links.find((link) => link.startsWith('http'));
    expect(oneClick).toBeDefined();
    const unsubscribed = await fetch(oneClick ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    await page.goto('/circle/account#preferences');
    await waitForHydration(page);
    await expect(main(page).getByRole('radio', { name: 'Off', exact: true })).toBeChecked();
  } finally {
    await deployPieces(pieces, Date.now());
  }
});

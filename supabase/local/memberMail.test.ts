import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailMessage } from './mailbox/mailbox';
import { restClient, signToken } from './testing/restClients';
import { startTestBackend, type TestBackend } from './testing/testBackend';

/**
 * IndyCircle's e-mails to members, end to end through the local backend: the database queues them
 * (triggers on registrations and accounts, enqueue_member_mail for digests and reminders), the
 * member mail job runs at a time the test chooses, the send-contact-email function draws them, and
 * they land in the mailbox, where the test reads them as a member would, attachments and headers
 * included. The clock of the job is the test's; registrations are stamped with the real time.
 */

let test: TestBackend;

const day = 86_400_000;
const hour = 3_600_000;
const realNow = Date.now();
/** Monday 00:00 UTC of the week holding `instant`: where a weekly digest's period starts. */
const mondayOf = (instant: number) => {
  const date = new Date(instant);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return midnight - ((date.getUTCDay() + 6) % 7) * day;
};
const thisMonday = mondayOf(realNow);
const iso = (instant: number) => new Date(instant).toISOString();

/** An event as the deploy describes it to sync_catalogue. */
const event = (id: string, startsAt: number, topics: string[], where = 'Nairobi, Kenya', recordingPath: string | null = null) => ({
  id,
  starts_at: iso(startsAt),
  ends_at: iso(startsAt + 2 * hour),
  name: `Event ${id}`,
  name_fr: `Événement ${id}`,
  when_text: `The day of ${id}, 10:00 East Africa Time`,
  when_text_fr: `Le jour de ${id}, 10:00, heure d’Afrique de l’Est`,
  where_text: where,
  where_text_fr: where === 'Online' ? 'En ligne' : where,
  time_zone: 'Africa/Nairobi',
  recording_path: recordingPath,
  topics,
});
const piece = (slug: string, category: string, topics: string[], publishedOn: string) => ({
  slug,
  title: `Piece ${slug}`,
  title_fr: `Contenu ${slug}`,
  summary: `What ${slug} says.`,
  summary_fr: `Ce que dit ${slug}.`,
  category,
  topics: [category, ...topics],
  published_on: publishedOn,
});

const reminderStart = realNow + 3 * day;
const events = [
  event('reminder-roundtable', reminderStart, ['leadership']),
  // Upcoming in a month, on wellbeing: a digest on wellbeing lists it.
  event('wellbeing-briefing', realNow + 30 * day, ['wellbeing'], 'Online'),
];
/** The calendar date (YYYY-MM-DD, UTC) `days` from the tests' clock. */
const dateIn = (days: number) => iso(realNow + days * day).slice(0, 10);
// Publication dates near the syncs that list them: a piece published more than 30 days before it is
// first listed is the back catalogue, never new in a digest.
const oldPiece = piece('old-wellbeing-guide', 'wellbeing', ['culture'], dateIn(-25));
const newPiece = piece('new-burnout-research', 'wellbeing', ['burnout'], dateIn(-2));
const otherPiece = piece('okrs-that-work', 'performance', ['execution'], dateIn(-24));

async function syncCatalogue(pieces: ReturnType<typeof piece>[], at: number, listedEvents = events) {
  const { error } = await test.service.rpc('sync_catalogue', {
    p_catalogue: { events: listedEvents, pieces, areas: [{ area: 'People focus', topic: 'wellbeing', tags: ['culture', 'wellbeing'] }] },
    p_now: iso(at),
  });
  expect(error).toBeNull();
}

interface Member {
  id: string;
  email: string;
  client: ReturnType<typeof restClient>;
}

let memberCount = 0;
/** A member with a confirmed address, signed up in `language`, and supabase-js in their name. */
async function newMember(language: 'en' | 'fr' = 'en'): Promise<Member> {
  memberCount += 1;
  const email = `member${String(memberCount)}-${language}@company.example`;
  const { data, error } = await test.service.auth.admin.createUser({
    email,
    password: 'Correct-Horse-9-Battery',
    email_confirm: true,
    user_metadata: { language },
  });
  expect(error).toBeNull();
  const id = data.user?.id ?? '';
  const token = await signToken(test.config.jwtSecret, { role: 'authenticated', sub: id, aud: 'authenticated', email });
  return { id, email, client: restClient(test.backend.apiUrl, test.config.anonKey, token) };
}

const mailsTo = async (address: string): Promise<MailMessage[]> =>
  (await test.backend.mailbox.list()).filter((mail) => mail.to.includes(address));
const subjectsTo = async (address: string) => (await mailsTo(address)).map((mail) => mail.subject).sort();

const functionUrl = () => `${test.backend.apiUrl}/functions/v1/send-contact-email/member-mail/unsubscribe`;

beforeAll(async () => {
  test = await startTestBackend();
  // The old piece has been listed for weeks; the new one arrives this week.
  await syncCatalogue([oldPiece, otherPiece], thisMonday - 14 * day);
  await syncCatalogue([oldPiece, otherPiece, newPiece], realNow);
}, 60_000);

afterAll(async () => {
  await test.close();
});

describe('transactional e-mails to members', () => {
  it('welcomes a member once their address is confirmed, in their language', async () => {
    const member = await newMember('fr');
    await test.backend.deliverPendingMail();
    const [welcome, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(welcome?.subject).toBe('Bienvenue dans IndyCircle');
    expect(welcome?.html).toContain('<html lang="fr"');
    expect(welcome?.text).toContain('/fr/circle/account#preferences');
  });

  it('confirms a registration in French for a French member, with the event’s .ics attached and a cancel link', async () => {
    const member = await newMember('fr');
    const { error } = await member.client.from('event_registrations').insert({ event_id: 'reminder-roundtable' });
    expect(error).toBeNull();
    await test.backend.deliverPendingMail();
    const confirmation = (await mailsTo(member.email)).find((mail) => mail.subject.startsWith('Inscription confirmée'));
    expect(confirmation?.subject).toBe('Inscription confirmée\u00a0: Événement reminder-roundtable');
    expect(confirmation?.text).toContain(`${test.config.siteUrl}/fr/circle#events`);

    // Through the mailbox's API, as a test of the site would read it.
    const api = (await (await fetch(`${test.backend.mailboxUrl}/api/v1/message/${confirmation?.id ?? ''}`)).json()) as {
      Attachments: { PartID: string; FileName: string; ContentType: string }[];
    };
    expect(api.Attachments).toEqual([expect.objectContaining({ PartID: '1', FileName: 'reminder-roundtable.ics' })]);
    const file = await fetch(`${test.backend.mailboxUrl}/api/v1/message/${confirmation?.id ?? ''}/part/1`);
    expect(file.headers.get('Content-Type')).toMatch(/^text\/calendar/);
    const ics = await file.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY;LANGUAGE=fr-CI:Événement reminder-roundtable');
    expect(ics).toContain('DTSTART;TZID=Africa/Nairobi:');
  });

  it('tells a member their password changed, and their old address that the address changed', async () => {
    const member = await newMember();
    await test.service.auth.admin.updateUserById(member.id, { password: 'Another-Horse-7-Battery' });
    await test.service.auth.admin.updateUserById(member.id, { email: `moved-${member.email}` });
    await test.backend.deliverPendingMail();
    expect(await subjectsTo(member.email)).toEqual([
      'Welcome to IndyCircle',
      'Your IndyCircle e-mail address was changed',
      'Your IndyCircle password was changed',
    ]);
    const [changed] = (await mailsTo(member.email)).filter((mail) => mail.subject.includes('address was changed'));
    expect(changed?.text).toContain(`moved-${member.email}`);
    const [password] = (await mailsTo(member.email)).filter((mail) => mail.subject.includes('password'));
    expect(password?.text).toContain(`${test.config.siteUrl}/auth?reset=1`);
    // Nothing goes to the new address but what Auth itself sends.
    expect(await mailsTo(`moved-${member.email}`)).toEqual([]);
  });
});

describe('reminders', () => {
  it('reminds a registered member 24 hours before the event, once', async () => {
    const member = await newMember();
    expect((await member.client.from('event_registrations').insert({ event_id: 'reminder-roundtable' })).error).toBeNull();
    const reminders = async () => (await mailsTo(member.email)).filter((mail) => mail.subject === 'Tomorrow: Event reminder-roundtable');

    // 25 hours before: too early.
    await test.backend.runMemberMailJob(new Date(reminderStart - 25 * hour));
    expect(await reminders()).toEqual([]);
    // 23 hours before: due, and sent once however often the job runs.
    await test.backend.runMemberMailJob(new Date(reminderStart - 23 * hour));
    await test.backend.runMemberMailJob(new Date(reminderStart - 22 * hour));
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder?.text).toContain('starts in 24 hours');
    expect(reminder?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder?.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${functionUrl()}\\?u=${member.id}&k=event_reminders&t=[0-9a-f]{64}>$`),
    );
  });
});

describe('the digest', () => {
  const nextWeek = thisMonday + 7 * day + hour;
  const digestsTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject === 'Your IndyCircle week');

  it('arrives once, the week after, with the new pieces and events on the member’s topics and one recommendation', async () => {
    const member = await newMember();
    expect((await member.client.from('followed_topics').insert({ topic: 'wellbeing' })).error).toBeNull();
    // Their latest assessment's weakest area is People focus, which the catalogue ties to wellbeing and culture.
    const assessment = { score: 60, tier: 'Growth Accelerator', answers: {}, area_scores: { 'People focus': 40, Scale: 80 } };
    expect((await member.client.from('assessment_results').insert(assessment)).error).toBeNull();
    // Nothing during the week itself.
    await test.backend.runMemberMailJob(new Date(realNow + 60_000));
    expect(await digestsTo(member.email)).toEqual([]);

    await test.backend.runMemberMailJob(new Date(nextWeek));
    await test.backend.runMemberMailJob(new Date(nextWeek + hour));
    const [digest, ...more] = await digestsTo(member.email);
    expect(more).toEqual([]);
    const text = digest?.text ?? '';
    // The new piece (not the old one, nor one on another topic), the upcoming event on wellbeing.
    expect(text).toContain('Piece new-burnout-research');
    expect(text).toContain(`${test.config.siteUrl}/insights/new-burnout-research`);
    expect(text).toContain('Event wellbeing-briefing');
    expect(text).not.toContain('Event reminder-roundtable');
    // The recommendation, ranked as on /circle: the piece on the weakest area, not already in the digest.
    const recommended = text.slice(text.indexOf('Recommended for you'));
    expect(recommended).toContain('Piece old-wellbeing-guide');
    expect(recommended).toContain('Why this piece: Your weakest area is People focus (40/100)');
    expect(digest?.headers['List-Unsubscribe']).toContain('k=digest');
  });

  it('stops after a one-click unsubscribe from the mail client: the next week sends nothing', async () => {
    const [member, stays] = await Promise.all([newMember(), newMember()]);
    for (const someone of [member, stays])
      expect((await someone.client.from('followed_topics').insert({ topic: 'wellbeing' })).error).toBeNull();
    await test.backend.runMemberMailJob(new Date(nextWeek));
    const [digest] = await digestsTo(member.email);
    const url = /^<(.+)>$/.exec(digest?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).not.toBe('');

    // As a mail client sends it (RFC 8058): a form POST, no Origin.
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ unsubscribed: 'digest' });

    // A new piece the week after, on the topic they follow: no digest for them.
    const later = piece('later-wellbeing-piece', 'wellbeing', [], dateIn(7));
    await syncCatalogue([oldPiece, otherPiece, newPiece, later], nextWeek + day);
    await test.backend.runMemberMailJob(new Date(nextWeek + 7 * day));
    expect(await digestsTo(member.email)).toHaveLength(1);
    // A member who did not unsubscribe hears about it.
    const [latest] = await digestsTo(stays.email);
    expect(await digestsTo(stays.email)).toHaveLength(2);
    expect(latest?.text).toContain('Piece later-wellbeing-piece');
    const { data } = await test.service.from('member_preferences').select('digest').eq('user_id', member.id).single();
    expect(data?.digest).toBe('off');
  });

  it('is sent once when two runs of the job overlap', async () => {
    const members = await Promise.all([newMember(), newMember()]);
    for (const member of members) expect((await member.client.from('followed_topics').insert({ topic: 'wellbeing' })).error).toBeNull();
    await Promise.all([test.backend.runMemberMailJob(new Date(nextWeek)), test.backend.runMemberMailJob(new Date(nextWeek))]);
    for (const member of members) expect(await digestsTo(member.email)).toHaveLength(1);
  });

  it('runs over HTTP for end-to-end tests, for the service role only', async () => {
    const member = await newMember();
    expect((await member.client.from('followed_topics').insert({ topic: 'wellbeing' })).error).toBeNull();
    const run = (authorization: string) =>
      fetch(`${test.backend.apiUrl}/_local/jobs/member-mail`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: JSON.stringify({ now: iso(nextWeek) }),
      });
    expect((await run(`Bearer ${test.config.anonKey}`)).status).toBe(401);
    const answer = await run(`Bearer ${test.config.serviceRoleKey}`);
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as { queued: { kind: string; queued: number }[]; sent: number };
    expect(result.queued).toContainEqual({ kind: 'digest', queued: 1 });
    expect(await digestsTo(member.email)).toHaveLength(1);
  });
});

describe('the one-click unsubscribe route', () => {
  const member = '11111111-1111-4111-8111-111111111111';

  it('refuses a GET with 405, so a link scanner unsubscribes nobody', async () => {
    const answer = await fetch(`${functionUrl()}?u=${member}&k=digest&t=${'0'.repeat(64)}`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('refuses a bad or missing token with 400 and the reason', async () => {
    const post = (query: string) =>
      fetch(`${functionUrl()}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const wrong = await post(`u=${member}&k=digest&t=${'0'.repeat(64)}`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_token', message: 'This unsubscribe link is not valid.' });
    const missing = await post(`u=${member}&k=digest`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_token');
    const kind = await post(`u=${member}&k=everything&t=${'0'.repeat(64)}`);
    expect(kind.status).toBe(400);
  });

  it('takes JSON from the site’s page, with CORS for its origin', async () => {
    const someone = await newMember();
    await test.backend.runMemberMailJob(new Date(reminderStart - 23 * hour));
    // The site's page posts the link's query as it came; here, the token made as the e-mail makes it.
    const { unsubscribeToken } = await import('../functions/send-contact-email/memberMail/unsubscribeLink');
    const token = await unsubscribeToken(test.config.serviceRoleKey, someone.id, 'event_reminders');
    const answer = await fetch(`${functionUrl()}?u=${someone.id}&k=event_reminders&t=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(await answer.json()).toEqual({ unsubscribed: 'event_reminders' });
    const refused = await fetch(`${functionUrl()}?u=${someone.id}&k=event_reminders&t=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
  });
});

describe('recordings', () => {
  it('sends the recording, once, to each member who registered, in their language', async () => {
    const member = await newMember('fr');
    const pieces = [oldPiece, otherPiece, newPiece];
    const upcoming = event('recorded-masterclass', realNow + 2 * day, ['performance'], 'Online');
    await syncCatalogue(pieces, realNow, [...events, upcoming]);
    expect((await member.client.from('event_registrations').insert({ event_id: 'recorded-masterclass' })).error).toBeNull();
    const recordings = async () => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith('Le replay'));

    // Held two days ago, as the deploy then lists it, with its recording.
    const held = event('recorded-masterclass', realNow - 2 * day, ['performance'], 'Online', '/insights/masterclass-recording');
    await syncCatalogue(pieces, realNow, [...events, held]);
    await test.backend.runMemberMailJob(new Date(realNow + hour));
    await test.backend.runMemberMailJob(new Date(realNow + 2 * hour));
    const [recording, ...more] = await recordings();
    expect(more).toEqual([]);
    expect(recording?.subject).toBe('Le replay de Événement recorded-masterclass');
    expect(recording?.text).toContain(`${test.config.siteUrl}/fr/insights/masterclass-recording`);
    expect(recording?.headers['List-Unsubscribe']).toContain('k=event_reminders');
  });
});

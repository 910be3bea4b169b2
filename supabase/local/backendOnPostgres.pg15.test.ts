import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { startTestBackend, type TestBackend } from './testing/testBackend.ts';
import { restClient } from './testing/restClients.ts';
import { siteClient } from './testing/authTestServer.ts';

/**
 * The local backend on a real PostgreSQL 15 (`DATABASE_URL`), as two instances sharing one
 * database, so its requests run side by side over real connections, as a hosted project's do. On
 * PGlite (one connection) the locks that keep concurrent work correct are never contended.
 */
const cluster = inject('postgres15');
const superuserUrl = (database: string) =>
  `postgresql://supabase_admin@/${database}?host=${encodeURIComponent(cluster.socketDirectory)}&port=${String(cluster.port)}`;

let first: TestBackend;
let second: TestBackend;

beforeAll(async () => {
  // An empty database of its own: the backend brings the platform and the migrations, as it does on PGlite.
  const database = `akoma_backend_${String(process.pid)}_${String(Date.now())}`;
  const admin = new pg.Client({ connectionString: superuserUrl('template1') });
  await admin.connect();
  // From template0, which no session may open: other files' sessions on template1 would fail the copy.
  await admin.query(`create database ${database} template template0`);
  await admin.end();
  // Two instances starting at once bring the database up to date one after the other.
  const overrides = {
    databaseUrl: superuserUrl(database),
    // The contact function's per-caller limits, with room for the second part's 30 senders from one test machine.
    contactRateLimit: { perAddress: 5, perIp: 100, windowSeconds: 600 },
  };
  [first, second] = await Promise.all([startTestBackend(overrides), startTestBackend(overrides)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const inquiry = (email: string, clientRequestId: string) => ({
  name: 'Ada Okafor',
  email,
  company: 'Bank of Lagos',
  role: 'Head of People',
  country: 'Nigeria',
  message: 'We want to talk about wellbeing.',
  interest: 'wellbeing',
  subject: 'New Contact Inquiry - wellbeing',
  clientRequestId,
});

const send = (backend: TestBackend, body: ReturnType<typeof inquiry>) =>
  fetch(`${backend.backend.apiUrl}/functions/v1/send-contact-email/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend.config.anonKey, Authorization: `Bearer ${backend.config.anonKey}` },
    body: JSON.stringify(body),
  });

describe('the local backend on PostgreSQL 15, two instances over one database', () => {
  it('accepts exactly five of twenty inquiries sent at once from one address across both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(index % 2 === 0 ? first : second, inquiry('burst@bank.com.ng', `burst-${String(index).padStart(4, '0')}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status < 300)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const stored = await first.backend.database.query<{ count: number }>(
      `select count(*) as count from public.contact_inquiries where email = 'burst@bank.com.ng'`,
    );
    expect(stored.rows[0]?.count).toBe(5);
  });

  it('sends each due e-mail once when both instances deliver at the same time', async () => {
    // The mail API is down while the inquiries arrive, so every e-mail is left for the retry job.
    first.backend.mailbox.failing = true;
    second.backend.mailbox.failing = true;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        send(index % 2 === 0 ? first : second, inquiry(`person${String(index)}@company.example`, `many-${String(index).padStart(4, '0')}`)),
      ),
    );
    first.backend.mailbox.failing = false;
    second.backend.mailbox.failing = false;
    // Every e-mail not yet sent is due now: the company's copy and the visitor's acknowledgement of each.
    await first.backend.database.query(
      `update public.contact_inquiries set mail_next_attempt_at = now(), acknowledgement_next_attempt_at = now()
        where mail_status = 'pending' or acknowledgement_status = 'pending'`,
    );
    const due = await first.backend.database.query<{ kind: string; id: string }>(
      `select 'mail' as kind, id from public.contact_inquiries where mail_status = 'pending'
       union all select 'acknowledgement', id from public.contact_inquiries where acknowledgement_status = 'pending'`,
    );
    expect(due.rows.length).toBeGreaterThan(40);

    // What each instance hands its mail API, idempotency key included.
    const handed: string[] = [];
    for (const instance of [first, second]) {
      const deliver = instance.backend.mailbox.deliver.bind(instance.backend.mailbox);
      vi.spyOn(instance.backend.mailbox, 'deliver').mockImplementation((message, key, ...rest) => {
        handed.push(key ?? `no key: ${message.subject}`);
        return deliver(message, key, ...rest);
      });
    }
    await Promise.all([first.backend.deliverPendingMail(), second.backend.deliverPendingMail()]);

    expect(handed).toHaveLength(due.rows.length);
    expect(new Set(handed).size).toBe(handed.length);
    const left = await first.backend.database.query(
      `select id from public.contact_inquiries where mail_status = 'pending' or acknowledgement_status = 'pending'`,
    );
    expect(left.rows).toEqual([]);
  });

  it('signs a member up and keeps what they save, with row-level security, over the pool', async () => {
    const email = 'member@company.example';
    // Made and confirmed by the service role on one instance; signed in on the other.
    const created = await first.service.auth.admin.createUser({ email, password: 'correct horse battery staple', email_confirm: true });
    expect(created.error).toBeNull();
    const member = siteClient(second.backend.apiUrl, second.config.anonKey);
    const signIn = await member.auth.signInWithPassword({ email, password: 'correct horse battery staple' });
    expect(signIn.error).toBeNull();

    const asMember = restClient(second.backend.apiUrl, second.config.anonKey, signIn.data.session?.access_token);
    const saved = await asMember.from('saved_items').insert({ slug: 'hybrid-work-lagos-nairobi' });
    expect(saved.error).toBeNull();
    const visitor = restClient(first.backend.apiUrl, first.config.anonKey);
    // A visitor may not read saved pieces at all; the member reads theirs on either instance.
    expect((await visitor.from('saved_items').select('slug')).error?.code).toBe('42501');
    expect((await asMember.from('saved_items').select('slug')).data).toEqual([{ slug: 'hybrid-work-lagos-nairobi' }]);
  });
});

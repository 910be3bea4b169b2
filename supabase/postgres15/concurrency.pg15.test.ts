import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { beginRequest, openTestDatabase, type TestDatabase } from './testDatabase.ts';

// What only parallel sessions can show: the SQL functions that every running instance of the
// send-contact-email function calls at once, each over its own connection as the service role, as
// PostgREST runs them. Each call's transaction is opened on every connection first, then all the
// calls are sent together, so they overlap in the server.

// Each describe has a database of its own, so what one stores is not due mail for the other.
let database: TestDatabase;

function withOwnDatabase() {
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
}

/** `count` connections as the API connects, each inside a service-role request's open transaction. */
async function serviceRequests(count: number): Promise<pg.Client[]> {
  const clients = await Promise.all(Array.from({ length: count }, () => database.connect()));
  await Promise.all(clients.map((client) => beginRequest(client, 'service_role', undefined)));
  return clients;
}

interface Recorded {
  outcome: 'created' | 'duplicate' | 'conflict' | 'rate_limited';
  inquiry_id: string | null;
  retry_after_seconds: number | null;
}

/** Each client records one inquiry at the same time, then commits; answers the outcomes in client order. */
async function recordAtOnce(clients: pg.Client[], fields: (index: number) => { email: string; ipHash: string | null }) {
  const rows = await Promise.all(
    clients.map(async (client, index) => {
      const { email, ipHash } = fields(index);
      const {
        rows: [row],
      } = await client.query<Recorded>(
        `select outcome, inquiry_id, retry_after_seconds from public.record_contact_inquiry(
           p_client_request_id => $1, p_content_hash => 'content', p_email => $2, p_subject => 'Capability', p_ip_hash => $3)`,
        [`parallel-${String(index).padStart(4, '0')}-${ipHash ?? 'none'}`, email, ipHash],
      );
      await client.query('commit');
      if (!row) throw new Error('record_contact_inquiry answered no row');
      return row;
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return rows;
}

const count = async (sql: string, params: unknown[]) => (await database.admin.query<{ count: number }>(sql, params)).rows[0]?.count;

describe('record_contact_inquiry, called by many instances at once', () => {
  withOwnDatabase();

  it('stores exactly 5 of 20 inquiries sent at once from one address, and rate-limits the other 15', async () => {
    const outcomes = await recordAtOnce(await serviceRequests(20), (index) => ({
      // The same address, as the limit counts it: whatever its case and spacing.
      email: index % 2 === 0 ? 'limit@company.example' : ' LIMIT@Company.example ',
      ipHash: null,
    }));
    expect(outcomes.filter((row) => row.outcome === 'created')).toHaveLength(5);
    const limited = outcomes.filter((row) => row.outcome === 'rate_limited');
    expect(limited).toHaveLength(15);
    expect(limited.every((row) => row.inquiry_id === null && (row.retry_after_seconds ?? 0) > 0)).toBe(true);
    expect(
      await count(`select count(*)::int as count from public.contact_inquiries where email_normalised = $1`, ['limit@company.example']),
    ).toBe(5);
  });

  it('stores exactly 20 of 25 inquiries sent at once from one IP hash, whatever the addresses', async () => {
    const outcomes = await recordAtOnce(await serviceRequests(25), (index) => ({
      email: `person${index}@company.example`,
      ipHash: 'ip-hash-parallel',
    }));
    expect(outcomes.filter((row) => row.outcome === 'created')).toHaveLength(20);
    expect(outcomes.filter((row) => row.outcome === 'rate_limited')).toHaveLength(5);
    expect(await count(`select count(*)::int as count from public.contact_inquiries where ip_hash = $1`, ['ip-hash-parallel'])).toBe(20);
  });
});

const dueMail = `
  select 'contact_inquiry' as kind, id from public.contact_inquiries where mail_status = 'pending' and mail_next_attempt_at <= now()
  union all
  select 'contact_acknowledgement', id from public.contact_inquiries where acknowledgement_status = 'pending' and acknowledgement_next_attempt_at <= now()
  union all
  select 'newsletter_confirmation', id from public.newsletter_subscribers where mail_status = 'pending' and mail_next_attempt_at <= now()`;
const asKeys = (rows: { kind: string; id: string }[]) => rows.map((row) => `${row.kind} ${row.id}`).sort();
const claimAs = async (client: pg.ClientBase) =>
  asKeys((await client.query<{ kind: string; id: string }>('select kind, id from public.claim_due_mail()')).rows);

/** `count` e-mails of each kind (an inquiry's notification and acknowledgement, a confirmation), all due now; answers them. */
async function makeDue(count: number): Promise<string[]> {
  await database.request(
    'service_role',
    undefined,
    async (client) => {
      for (let index = 0; index < count; index += 1) {
        await client.query(`select public.record_contact_inquiry($1, 'content', $2, 'Capability')`, [
          `due-${index}-request`,
          `due${index}@company.example`,
        ]);
        const token = (kind: string) => `${kind}${String(index).padStart(2, '0')}`.padEnd(43, 'x');
        await client.query('select public.subscribe_to_newsletter($1, $2, $3)', [`reader${index}@company.example`, token('c'), token('u')]);
      }
    },
    { commit: true },
  );
  // Their first sends are under way for two minutes after they are stored; these have waited that long.
  await database.admin.query(
    `update public.contact_inquiries set mail_next_attempt_at = now() - interval '1 second', acknowledgement_next_attempt_at = now() - interval '1 second'
      where mail_status = 'pending'`,
  );
  await database.admin.query(
    `update public.newsletter_subscribers set mail_next_attempt_at = now() - interval '1 second' where mail_status = 'pending'`,
  );
  const due = asKeys((await database.admin.query<{ kind: string; id: string }>(dueMail)).rows);
  expect(due).toHaveLength(3 * count);
  return due;
}

/** Two senders claim at the same time, each in its own transaction, then both commit. */
async function claimAtOnce(): Promise<[string[], string[]]> {
  const senders = await serviceRequests(2);
  const [first = [], second = []] = await Promise.all(senders.map(claimAs));
  await Promise.all(senders.map((client) => client.query('commit')));
  await Promise.all(senders.map((client) => client.end()));
  return [first, second];
}

const shared = (first: string[], second: string[]) => first.filter((key) => second.includes(key));

describe('claim_due_mail, called by two senders at once, with no more due than one batch (20 of each kind)', () => {
  withOwnDatabase();

  it('hands each due e-mail to one sender only, and every one of them to a sender', async () => {
    const due = await makeDue(15);
    const [first, second] = await claimAtOnce();
    expect(shared(first, second)).toEqual([]);
    expect([...first, ...second].sort()).toEqual(due);
  });

  it('leases what it handed out: a sender that comes next finds nothing due', async () => {
    expect(await database.request('service_role', undefined, claimAs)).toEqual([]);
  });
});

// With more due than a batch, a round can leave some due e-mails to the next one: an inquiry's
// notification and acknowledgement are one row, so when one sender's batch of notifications is
// full while it holds that row for its acknowledgement, the other sender skips the row (it is
// locked) and neither hands out that notification. Nothing is lost or sent twice: it is still due,
// and the next round (the job runs every minute) hands it out.
describe('claim_due_mail, called by two senders at once, with more due than one batch', () => {
  withOwnDatabase();

  it('hands each due e-mail to one sender only, and the next round hands out whatever the two left', async () => {
    const due = await makeDue(25);
    const [first, second] = await claimAtOnce();
    expect(shared(first, second)).toEqual([]);
    const handedOut = [...first, ...second];
    const left = due.filter((key) => !handedOut.includes(key));
    expect(handedOut.every((key) => due.includes(key))).toBe(true);
    expect(await database.request('service_role', undefined, claimAs, { commit: true })).toEqual(left);
    expect(await database.request('service_role', undefined, claimAs)).toEqual([]);
  });
});

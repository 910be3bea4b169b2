import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberA, memberB } from './testing/asRequest';
import { restClient, signToken } from './testing/restClients';
import { startTestBackend, type TestBackend } from './testing/testBackend';

// How many rows one member may keep in each IndyCircle table
// (supabase/migrations/20261130120000_member_row_caps.sql): Postgres refuses the row past the cap,
// and the API answers as PostgREST answers SQLSTATE PT409. Through the REST API, as supabase-js in
// the browser meets it, with members who fill a table and members who don't.

const memberC = '33333333-3333-4333-8333-333333333333';
const memberD = '44444444-4444-4444-8444-444444444444';

type Client = ReturnType<typeof restClient>;

interface CappedTable {
  name: 'saved_items' | 'roi_estimates' | 'assessment_results' | 'event_registrations';
  cap: number;
  /** How the refusal names the rows. */
  label: string;
  /** The column that tells one of a member's rows from another. */
  key: string;
  /** The nth row a member adds, as the site sends it. */
  row: (n: number) => Record<string, unknown>;
}

const cappedTables: CappedTable[] = [
  { name: 'saved_items', cap: 500, label: 'saved pieces', key: 'slug', row: (n) => ({ slug: `piece-${String(n)}` }) },
  {
    name: 'roi_estimates',
    cap: 200,
    label: 'ROI estimates',
    key: 'id',
    row: (n) => ({ name: `Estimate ${String(n)}`, inputs: { employees: n }, results: { roi: 2.5 } }),
  },
  {
    name: 'assessment_results',
    cap: 100,
    label: 'assessment results',
    key: 'id',
    row: (n) => ({ score: 72, tier: 'Ready to scale', answers: { stage: `answer-${String(n)}` }, area_scores: { Leadership: 80 } }),
  },
  {
    name: 'event_registrations',
    cap: 300,
    label: 'event registrations',
    key: 'event_id',
    row: (n) => ({ event_id: `event-${String(n)}` }),
  },
];

let test: TestBackend;
let service: Client;
const members = new Map<string, Client>();
const as = (member: string): Client => {
  const client = members.get(member);
  if (!client) throw new Error(`no client for ${member}`);
  return client;
};

/** The member's rows of a table, read as the service role. */
async function countOf(table: CappedTable, member: string): Promise<number> {
  const { count, error } = await service.from(table.name).select('*', { count: 'exact', head: true }).eq('user_id', member);
  expect(error).toBeNull();
  return count ?? -1;
}

/** Fills the member's table to the cap, in one insert by the service role (rows 1 to cap). */
async function fillToCap(table: CappedTable, member: string) {
  const rows = Array.from({ length: table.cap }, (_, index) => ({ user_id: member, ...table.row(index + 1) }));
  const { error } = await service.from(table.name).insert(rows);
  expect(error).toBeNull();
  expect(await countOf(table, member)).toBe(table.cap);
}

beforeAll(async () => {
  test = await startTestBackend();
  const { apiUrl } = test.backend;
  const { anonKey, jwtSecret } = test.config;
  const ids = [memberA, memberB, memberC, memberD];
  await test.backend.database.query(
    `insert into auth.users (id, email) select id, 'member' || n || '@member.example' from unnest($1::uuid[]) with ordinality as m(id, n)`,
    [ids],
  );
  // Registrations are accepted only for listed events: more than any cap, each one that never ends.
  await test.backend.database.query(`insert into public.events (id) select 'event-' || n from generate_series(1, 600) n`);
  service = restClient(apiUrl, await signToken(jwtSecret, { role: 'service_role' }));
  for (const id of ids) {
    members.set(id, restClient(apiUrl, anonKey, await signToken(jwtSecret, { role: 'authenticated', sub: id, aud: 'authenticated' })));
  }
  for (const table of cappedTables) await fillToCap(table, memberA);
}, 60_000);

afterAll(async () => {
  await test.close();
});

describe.each(cappedTables)('$name: at most $cap rows per member', (table) => {
  const refusal = {
    code: 'PT409',
    message: `A member may keep at most ${String(table.cap)} ${table.label}.`,
    details: `public.${table.name} holds at most ${String(table.cap)} rows per member.`,
    hint: `Delete one of your ${table.label}, then add this one again.`,
  };

  it('refuses a member at the cap with a 409 that says why, and stores nothing', async () => {
    // A row with an id of its own names it (a client may name the row it retries), so it can be looked for.
    const extra: Record<string, unknown> = { ...table.row(table.cap + 1), ...(table.key === 'id' ? { id: randomUUID() } : {}) };
    const { error, status } = await as(memberA).from(table.name).insert(extra);
    expect(status).toBe(409);
    expect(error).toMatchObject(refusal);
    expect(await countOf(table, memberA)).toBe(table.cap);
    const { data } = await service.from(table.name).select(table.key).eq('user_id', memberA).eq(table.key, String(extra[table.key]));
    expect(data).toEqual([]);
  });

  it('leaves another member free to add theirs', async () => {
    const { error, status } = await as(memberB)
      .from(table.name)
      .insert(table.row(table.cap + 1));
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await countOf(table, memberB)).toBe(1);
  });

  it('lets the member add one again once they delete one', async () => {
    const { data: oldest } = await as(memberA).from(table.name).select(table.key).limit(1).single<Record<string, string>>();
    const key = oldest?.[table.key];
    expect(key).toBeDefined();
    expect(
      (
        await as(memberA)
          .from(table.name)
          .delete()
          .eq(table.key, key ?? '')
      ).error,
    ).toBeNull();
    expect(
      (
        await as(memberA)
          .from(table.name)
          .insert(table.row(table.cap + 1))
      ).error,
    ).toBeNull();
    expect(await countOf(table, memberA)).toBe(table.cap);
    const { status, error } = await as(memberA)
      .from(table.name)
      .insert(table.row(table.cap + 2));
    expect(status).toBe(409);
    expect(error?.code).toBe('PT409');
  });

  it('refuses a single bulk insert past the cap whole: not one of its rows is stored', async () => {
    const rows = Array.from({ length: table.cap + 1 }, (_, index) => table.row(index + 1));
    const { error, status } = await as(memberC).from(table.name).insert(rows);
    expect(status).toBe(409);
    expect(error).toMatchObject(refusal);
    expect(await countOf(table, memberC)).toBe(0);
  });

  it('holds the service role to the cap too', async () => {
    const { error, status } = await service.from(table.name).insert({ user_id: memberA, ...table.row(table.cap + 3) });
    expect(status).toBe(409);
    expect(error?.code).toBe('PT409');
    expect(await countOf(table, memberA)).toBe(table.cap);
  });
});

describe('what the cap leaves as it was', () => {
  it('answers saving a saved piece, or registering again, at the cap as before: nothing changes, nothing is refused', async () => {
    // The site saves and registers with "insert ... on conflict do nothing" (upsert, ignoreDuplicates).
    const saved = await as(memberA).from('saved_items').upsert({ slug: 'piece-2' }, { onConflict: 'user_id,slug', ignoreDuplicates: true });
    expect(saved.error).toBeNull();
    const registered = await as(memberA)
      .from('event_registrations')
      .upsert({ event_id: 'event-2' }, { onConflict: 'user_id,event_id', ignoreDuplicates: true });
    expect(registered.error).toBeNull();
    // And a plain insert of a row the member already has is still the conflict it was, not the cap.
    const duplicate = await as(memberA).from('saved_items').insert({ slug: 'piece-2' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    expect(await countOf(cappedTables[0] as CappedTable, memberA)).toBe(500);
  });

  it('refuses a 30,000-row POST at the first row past the cap, storing none of it', async () => {
    const rows = Array.from({ length: 30_000 }, (_, index) => ({ slug: `bulk-${String(index)}` }));
    const { error, status } = await as(memberD).from('saved_items').insert(rows);
    // The whole answer, so a failure shows what came back instead (a reset connection is status 0).
    expect({ status, code: error?.code, message: error?.message }).toMatchObject({ status: 409, code: 'PT409' });
    expect(await countOf(cappedTables[0] as CappedTable, memberD)).toBe(0);
    // A guard against a hang, not a timing: 30,000 rows through the API took 27 s on PGlite and 45 s on
    // PostgreSQL 15 on a busy two-core CI machine, past both projects' usual limits.
  }, 120_000);

  it('never takes a member past the cap with inserts sent at the same time', async () => {
    const roi = cappedTables[1] as CappedTable;
    const before = await countOf(roi, memberD);
    const rows = Array.from({ length: roi.cap - before - 1 }, (_, index) => roi.row(index + 1));
    expect((await as(memberD).from(roi.name).insert(rows)).error).toBeNull();
    // One place left, eight inserts for it at once: one is stored, the others are refused.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        as(memberD)
          .from(roi.name)
          .insert(roi.row(1000 + index)),
      ),
    );
    expect(attempts.filter((attempt) => attempt.error === null)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.status === 409 && attempt.error?.code === 'PT409')).toHaveLength(7);
    expect(await countOf(roi, memberD)).toBe(roi.cap);
  });
});

import type { Database, Queryable } from './database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, memberA, memberB } from './testing/asRequest';
import { insertRow, memberC, memberTables, type MemberTable } from './testing/memberTables';
import { openTestDatabase } from './testing/templateDatabase';

// IndyCircle's member data (supabase/migrations/20261124180000_indycircle_members.sql), held to its
// rules by Postgres itself: two members, A and B, a member with nothing saved, C, and a visitor (anon).

/** One statement as a member (or anon, with no `sub`), rolled back unless `commit` is set. */
function run(database: Database, sub: string | undefined, sql: string, params: unknown[] = [], commit = false) {
  return as(database, sub ? 'authenticated' : 'anon', sub, (tx) => tx.query<{ key: string }>(sql, params), commit);
}

/** What a member can see of a table: its keys, sorted. */
async function keysSeenBy(database: Database, sub: string | undefined, table: MemberTable) {
  const { rows } = await run(database, sub, `select ${table.key}::text as key from public.${table.name}`);
  return rows.map((row) => row.key).sort();
}

describe('IndyCircle member data: each member’s own, with two members and a visitor', () => {
  let database: Database;
  // The keys of A's and B's rows, per table: A has three (a1, a2, a3), B one (b1).
  const rowsOf: Record<string, { a: string[]; b: string[] }> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.query(
      `insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example'), ($3, 'c@member.example')`,
      [memberA, memberB, memberC],
    );
    // The events the registrations below name: a registration is accepted only for a listed event
    // that has not ended (events.test.ts).
    await database.query(`select public.sync_events($1::jsonb)`, [
      JSON.stringify(
        ['a1', 'a2', 'a3', 'b1', 'forged', 'named', 'visitor'].map((tag) => ({ id: `event-${tag}`, starts_at: null, ends_at: null })),
      ),
    ]);
    for (const table of memberTables) {
      const a: string[] = [];
      for (const tag of ['a1', 'a2', 'a3']) {
        const [sql, params] = insertRow(table, tag);
        const { rows } = await run(database, memberA, sql, params, true);
        a.push(rows[0]?.key ?? '');
      }
      const [sql, params] = insertRow(table, 'b1');
      const { rows } = await run(database, memberB, sql, params, true);
      rowsOf[table.name] = { a, b: [rows[0]?.key ?? ''] };
      // Made at known times, and not in the order they were inserted: a3 newest, then a1, then a2.
      const times = ['2026-11-02T09:00:00Z', '2026-11-01T09:00:00Z', '2026-11-03T09:00:00Z'];
      for (const [index, key] of a.entries()) {
        await database.query(`update public.${table.name} set ${table.time} = $1 where ${table.key}::text = $2`, [times[index], key]);
      }
    }
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  const rowsOfTable = (table: MemberTable) => {
    const rows = rowsOf[table.name];
    if (!rows) throw new Error(`no rows for ${table.name}`);
    return rows;
  };

  describe.each(memberTables)('$name', (table) => {
    it('has row-level security on, and no privilege at all for a visitor (anon)', async () => {
      const { rows } = await database.query<{ rls: boolean; anon: boolean }>(
        `select c.relrowsecurity as rls,
                has_any_column_privilege('anon', c.oid, 'select, insert, update, references')
                  or has_table_privilege('anon', c.oid, 'select, insert, update, delete, truncate, references, trigger') as anon
           from pg_class c where c.oid = $1::regclass`,
        [`public.${table.name}`],
      );
      expect(rows).toEqual([{ rls: true, anon: false }]);
    });

    it('has a policy, for members only, for each thing a member may do, and each holds them to their own rows', async () => {
      // Postgres also applies the select policy to an update's or delete's WHERE, so the tests below
      // cannot tell a too-wide delete or update policy from a right one; this can.
      const { rows } = await database.query<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
        `select cmd, roles::text[] as roles, qual, with_check from pg_policies
           where schemaname = 'public' and tablename = $1 order by cmd`,
        [table.name],
      );
      const own = '(user_id = ( SELECT auth.uid() AS uid))';
      expect(rows).toEqual([
        { cmd: 'DELETE', roles: ['authenticated'], qual: own, with_check: null },
        { cmd: 'INSERT', roles: ['authenticated'], qual: null, with_check: own },
        { cmd: 'SELECT', roles: ['authenticated'], qual: own, with_check: null },
        ...(table.updatable ? [{ cmd: 'UPDATE', roles: ['authenticated'], qual: own, with_check: own }] : []),
      ]);
    });

    it('a row a member inserts without user_id is theirs', async () => {
      const { rows } = await database.query<{ user_id: string }>(
        `select distinct user_id::text from public.${table.name} where ${table.key}::text = any($1::text[])`,
        [rowsOfTable(table).a],
      );
      expect(rows).toEqual([{ user_id: memberA }]);
    });

    it('A reads A’s rows only, B reads B’s only, and B sees none of A’s even when asking for them', async () => {
      const { a, b } = rowsOfTable(table);
      expect(await keysSeenBy(database, memberA, table)).toEqual([...a].sort());
      expect(await keysSeenBy(database, memberB, table)).toEqual(b);
      const asked = await run(database, memberB, `select * from public.${table.name} where ${table.key}::text = any($1::text[])`, [a]);
      expect(asked.rows).toEqual([]);
      expect(await keysSeenBy(database, memberC, table)).toEqual([]);
    });

    it('B cannot insert a row in A’s name', async () => {
      const [sql, params] = insertRow(table, 'forged', memberA);
      await expect(run(database, memberB, sql, params)).rejects.toThrow(/violates row-level security policy/);
      // Naming themselves is fine.
      const [own, ownParams] = insertRow(table, 'named', memberB);
      expect((await run(database, memberB, own, ownParams)).affectedRows).toBe(1);
    });

    it('B can neither delete nor change A’s rows', async () => {
      const { a } = rowsOfTable(table);
      const deleted = await run(database, memberB, `delete from public.${table.name} where ${table.key}::text = any($1::text[])`, [a]);
      expect(deleted.affectedRows).toBe(0);
      const everything = await run(database, memberB, `delete from public.${table.name} where user_id = $1::uuid`, [memberA]);
      expect(everything.affectedRows).toBe(0);
      if (table.updatable) {
        const renamed = await run(
          database,
          memberB,
          `update public.${table.name} set name = 'Taken' where ${table.key}::text = any($1::text[])`,
          [a],
        );
        expect(renamed.affectedRows).toBe(0);
      } else {
        await expect(
          run(database, memberB, `update public.${table.name} set ${table.time} = now() where ${table.key}::text = any($1::text[])`, [a]),
        ).rejects.toThrow(/permission denied/);
      }
      const { rows } = await database.query<{ count: number }>(
        `select count(*)::int as count from public.${table.name} where user_id = $1::uuid`,
        [memberA],
      );
      expect(rows[0]?.count).toBe(3);
    });

    it('A deletes A’s own row', async () => {
      const [first] = rowsOfTable(table).a;
      const deleted = await run(database, memberA, `delete from public.${table.name} where ${table.key}::text = $1`, [first]);
      expect(deleted.affectedRows).toBe(1);
    });

    it('nobody changes the time a row was made, not even its owner (and only an estimate’s name changes at all)', async () => {
      const [first] = rowsOfTable(table).a;
      await expect(
        run(database, memberA, `update public.${table.name} set ${table.time} = now() where ${table.key}::text = $1`, [first]),
      ).rejects.toThrow(/permission denied/);
    });

    it('a member cannot set the time a row was made: the database does', async () => {
      const values = table.values('backdated');
      await expect(
        run(
          database,
          memberA,
          `insert into public.${table.name} (${table.columns}, ${table.time}) values (${table.placeholders}, $${values.length + 1})`,
          [...values, '2020-01-01T00:00:00Z'],
        ),
      ).rejects.toThrow(/permission denied/);
    });

    it('a visitor (anon) reads nothing and cannot insert, with or without a user_id', async () => {
      await expect(run(database, undefined, `select * from public.${table.name}`)).rejects.toThrow(/permission denied/);
      const [sql, params] = insertRow(table, 'visitor');
      await expect(run(database, undefined, sql, params)).rejects.toThrow(/permission denied/);
      const [named, namedParams] = insertRow(table, 'visitor', memberA);
      await expect(run(database, undefined, named, namedParams)).rejects.toThrow(/permission denied/);
      await expect(run(database, undefined, `delete from public.${table.name}`)).rejects.toThrow(/permission denied/);
    });
  });

  describe('the rules on what is stored', () => {
    const refused = (sql: string, params: unknown[]) => expect(run(database, memberA, sql, params)).rejects.toThrow(/check constraint/);

    it('a saved item’s slug is a lower-case slug of at most 120 characters', async () => {
      for (const slug of ['Upper-Case', '-leading-hyphen', 'with space', 'under_score', '', 'a'.repeat(121), 'piece/../admin']) {
        await refused('insert into public.saved_items (slug) values ($1)', [slug]);
      }
      const longest = `a${'-b'.repeat(59)}c`;
      expect(longest).toHaveLength(120);
      for (const slug of ['x', '2026-outlook', longest]) {
        expect(
          (await run(database, memberA, 'insert into public.saved_items (slug) values ($1) returning slug as key', [slug])).rows,
        ).toEqual([{ key: slug }]);
      }
    });

    it('saving the same piece twice is refused by the primary key, and the app’s upsert (on conflict do nothing) keeps the one row', async () => {
      await expect(run(database, memberA, `insert into public.saved_items (slug) values ('piece-a2')`)).rejects.toThrow(
        /duplicate key value violates unique constraint "saved_items_pkey"/,
      );
      const ignored = await run(
        database,
        memberA,
        `insert into public.saved_items (slug) values ('piece-a2') on conflict (user_id, slug) do nothing`,
      );
      expect(ignored.affectedRows).toBe(0);
      // B saving the same piece is B's own row.
      expect((await run(database, memberB, `insert into public.saved_items (slug) values ('piece-a2')`)).affectedRows).toBe(1);
    });

    it('registering for the same event twice is refused, and an event id is a lower-case slug of at most 80 characters', async () => {
      await expect(run(database, memberA, `insert into public.event_registrations (event_id) values ('event-a1')`)).rejects.toThrow(
        /duplicate key value violates unique constraint "event_registrations_pkey"/,
      );
      for (const eventId of ['Event', '-x', 'a'.repeat(81), 'x y']) {
        await refused('insert into public.event_registrations (event_id) values ($1)', [eventId]);
      }
    });

    it('an ROI estimate’s inputs and results are JSON objects of at most 8 KB, and its name at most 120 characters', async () => {
      const insert = 'insert into public.roi_estimates (name, inputs, results) values ($1, $2::jsonb, $3::jsonb)';
      const object = JSON.stringify({ headcount: 40 });
      const over8k = JSON.stringify({ notes: 'a'.repeat(8200) });
      for (const bad of ['[1, 2]', '"text"', '42', 'null', over8k]) {
        await refused(insert, ['Estimate', bad, object]);
        await refused(insert, ['Estimate', object, bad]);
      }
      await refused(insert, ['n'.repeat(121), object, object]);
      // 8 KB exactly is kept: {"notes": "…"} is 13 characters around the text.
      const at8k = JSON.stringify({ notes: 'a'.repeat(8192 - 13) });
      expect((await run(database, memberA, `select octet_length($1::jsonb::text)::int as key`, [at8k])).rows[0]?.key).toBe(8192);
      expect((await run(database, memberA, insert, ['n'.repeat(120), at8k, '{}'])).affectedRows).toBe(1);
    });

    it('an assessment’s score is 0 to 100, its tier 1 to 80 characters, its answers an object of at most 8 KB and its area scores an object of at most 4 KB, each 0 to 100', async () => {
      const insert = 'insert into public.assessment_results (score, tier, answers, area_scores) values ($1, $2, $3::jsonb, $4::jsonb)';
      const answers = JSON.stringify({ q1: 'often' });
      const areas = JSON.stringify({ Leadership: 80 });
      await refused(insert, [101, 'Tier', answers, areas]);
      await refused(insert, [-1, 'Tier', answers, areas]);
      await refused(insert, [50, '', answers, areas]);
      await refused(insert, [50, 't'.repeat(81), answers, areas]);
      await refused(insert, [50, 'Tier', '["often"]', areas]);
      await refused(insert, [50, 'Tier', JSON.stringify({ q1: 'a'.repeat(8200) }), areas]);
      await refused(insert, [50, 'Tier', answers, '[80]']);
      await refused(insert, [50, 'Tier', answers, JSON.stringify({ Leadership: 101 })]);
      await refused(insert, [50, 'Tier', answers, JSON.stringify({ Leadership: -0.5 })]);
      await refused(insert, [50, 'Tier', answers, JSON.stringify({ Leadership: '80' })]);
      await refused(insert, [50, 'Tier', answers, JSON.stringify({ Leadership: { score: 80 } })]);
      await refused(insert, [50, 'Tier', answers, JSON.stringify({ Leadership: 80, notes: 'a'.repeat(4100) })]);
      await expect(run(database, memberA, insert, [50, 'Tier', answers, null])).rejects.toThrow(/not-null constraint/);
      for (const [score, areaScores] of [
        [0, {}],
        [100, { Leadership: 0, Wellbeing: 100, Performance: 57.5 }],
      ] as const) {
        expect((await run(database, memberA, insert, [score, 'Tier', answers, JSON.stringify(areaScores)])).affectedRows).toBe(1);
      }
    });
  });

  describe('renaming an ROI estimate', () => {
    const roi = memberTables.find((table) => table.name === 'roi_estimates');
    const estimateOfA = () => (roi ? rowsOfTable(roi).a[0] : '');

    it('A renames their own estimate', async () => {
      const renamed = await as(database, 'authenticated', memberA, async (tx) => {
        const update = await tx.query(`update public.roi_estimates set name = 'Board pack, March' where id = $1`, [estimateOfA()]);
        const { rows } = await tx.query<{ name: string }>('select name from public.roi_estimates where id = $1', [estimateOfA()]);
        return { affected: update.affectedRows, name: rows[0]?.name };
      });
      expect(renamed).toEqual({ affected: 1, name: 'Board pack, March' });
    });

    it('A cannot change its inputs, results, owner or time (permission denied), nor give it a name over 120 characters', async () => {
      for (const change of [
        `inputs = '{"headcount": 1}'::jsonb`,
        `results = '{"roi": 99}'::jsonb`,
        `user_id = '${memberB}'`,
        'created_at = now()',
        `id = gen_random_uuid()`,
        `name = 'x', inputs = '{}'::jsonb`,
      ]) {
        await expect(run(database, memberA, `update public.roi_estimates set ${change} where id = $1`, [estimateOfA()])).rejects.toThrow(
          /permission denied/,
        );
      }
      await expect(
        run(database, memberA, `update public.roi_estimates set name = $2 where id = $1`, [estimateOfA(), 'n'.repeat(121)]),
      ).rejects.toThrow(/check constraint/);
    });
  });

  describe('export_my_data()', () => {
    interface Export {
      saved_items: { user_id: string; slug: string }[];
      roi_estimates: { user_id: string; id: string; name: string }[];
      assessment_results: { user_id: string; id: string; score: number }[];
      event_registrations: { user_id: string; event_id: string }[];
    }
    const exportFor = async (sub: string) =>
      (await as(database, 'authenticated', sub, (tx) => tx.query<{ data: Export }>('select public.export_my_data() as data'))).rows[0]
        ?.data;
    const keysOf = (data: Export | undefined) => ({
      saved_items: data?.saved_items.map((row) => row.slug),
      roi_estimates: data?.roi_estimates.map((row) => row.id),
      assessment_results: data?.assessment_results.map((row) => row.id),
      event_registrations: data?.event_registrations.map((row) => row.event_id),
    });

    it('gives A every row of A’s, newest first, and nothing of B’s', async () => {
      const data = await exportFor(memberA);
      // a3 is newest, then a1, then a2.
      const newestFirst = (table: MemberTable) => {
        const [a1, a2, a3] = rowsOfTable(table).a;
        return [a3, a1, a2];
      };
      expect(keysOf(data)).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, newestFirst(table)])));
      const owners = [
        ...(data?.saved_items ?? []),
        ...(data?.roi_estimates ?? []),
        ...(data?.assessment_results ?? []),
        ...(data?.event_registrations ?? []),
      ].map((row) => row.user_id);
      expect(owners).toHaveLength(12);
      expect(new Set(owners)).toEqual(new Set([memberA]));
      expect(data?.roi_estimates.map((row) => row.name)).toEqual(['Estimate a3', 'Estimate a1', 'Estimate a2']);
      expect(data?.assessment_results[0]).toMatchObject({ score: 72, tier: 'Ready to scale', area_scores: { Leadership: 80 } });
    });

    it('gives B only B’s rows, and a member with nothing saved empty lists', async () => {
      expect(keysOf(await exportFor(memberB))).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, rowsOfTable(table).b])));
      expect(await exportFor(memberC)).toEqual({
        saved_items: [],
        roi_estimates: [],
        assessment_results: [],
        event_registrations: [],
        followed_topics: [],
        member_preferences: null,
        emails: [],
      });
    });

    it('may be called by a signed-in member only', async () => {
      await expect(run(database, undefined, 'select public.export_my_data()')).rejects.toThrow(
        /permission denied for function export_my_data/,
      );
      await expect(as(database, 'service_role', undefined, (tx) => tx.query('select public.export_my_data()'))).rejects.toThrow(
        /permission denied for function export_my_data/,
      );
      const { rows } = await database.query<{ definer: boolean }>(
        `select prosecdef as definer from pg_proc where proname = 'export_my_data'`,
      );
      expect(rows).toEqual([{ definer: false }]);
    });
  });

  it('deleting A’s account deletes every row of A’s in all four tables, and leaves B’s', async () => {
    const counts = async (tx: Queryable, userId: string) => {
      const counted: Record<string, number | undefined> = {};
      for (const table of memberTables) {
        const { rows } = await tx.query<{ count: number }>(
          `select count(*)::int as count from public.${table.name} where user_id = $1::uuid`,
          [userId],
        );
        counted[table.name] = rows[0]?.count;
      }
      return counted;
    };
    const every = (count: number) => Object.fromEntries(memberTables.map((table) => [table.name, count]));
    const rollback = new Error('rollback');
    // As the superuser, as Supabase Auth deletes a user; rolled back afterwards.
    await expect(
      database.transaction(async (tx) => {
        expect(await counts(tx, memberA)).toEqual(every(3));
        const deleted = await tx.query('delete from auth.users where id = $1', [memberA]);
        expect(deleted.affectedRows).toBe(1);
        expect(await counts(tx, memberA)).toEqual(every(0));
        expect(await counts(tx, memberB)).toEqual(every(1));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

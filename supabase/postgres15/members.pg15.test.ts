import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberA, memberB } from '../local/testing/asRequest.ts';
import { insertRow, memberC, memberTables, type MemberTable } from '../local/testing/memberTables.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

// IndyCircle's member data (supabase/migrations/*_indycircle_members.sql and the migrations after
// it) on PostgreSQL 15 bootstrapped as hosted Supabase, reached as PostgREST reaches it: two members,
// A and B, a member with nothing saved, C, a visitor (anon) and the service role. The same claims as
// supabase/local/members.test.ts makes of the local PGlite database.

let database: TestDatabase;

/** One statement as a member (or anon, with no `sub`), rolled back unless `commit` is set. */
function run(sub: string | undefined, sql: string, params: unknown[] = [], commit = false) {
  return database.request(sub ? 'authenticated' : 'anon', sub, (client) => client.query<{ key: string }>(sql, params), { commit });
}

async function keysSeenBy(sub: string | undefined, table: MemberTable) {
  const { rows } = await run(sub, `select ${table.key}::text as key from public.${table.name}`);
  return rows.map((row) => row.key).sort();
}

const permissionDenied = (table: string) => ({ code: '42501', message: `permission denied for table ${table}` });

// The keys of A's and B's rows, per table: A has three (a1, a2, a3), B one (b1).
const rowsOf = new Map<string, { a: string[]; b: string[] }>();
const rowsOfTable = (table: MemberTable) => {
  const rows = rowsOf.get(table.name);
  if (!rows) throw new Error(`no rows for ${table.name}`);
  return rows;
};

beforeAll(async () => {
  database = await openTestDatabase();
  // As Supabase Auth writes its users: as a superuser, outside the API.
  await database.admin.query(
    `insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example'), ($3, 'c@member.example')`,
    [memberA, memberB, memberC],
  );
  // The events the registrations below name, as the deploy lists them (service role, through the API).
  const events = ['a1', 'a2', 'a3', 'b1', 'forged', 'named', 'visitor'].map((tag) => ({
    id: `event-${tag}`,
    starts_at: null,
    ends_at: null,
  }));
  await database.request(
    'service_role',
    undefined,
    (client) => client.query('select public.sync_events($1::jsonb)', [JSON.stringify(events)]),
    {
      commit: true,
    },
  );
  for (const table of memberTables) {
    const a: string[] = [];
    for (const tag of ['a1', 'a2', 'a3']) {
      const [sql, params] = insertRow(table, tag);
      a.push((await run(memberA, sql, params, true)).rows[0]?.key ?? '');
    }
    const [sql, params] = insertRow(table, 'b1');
    rowsOf.set(table.name, { a, b: [(await run(memberB, sql, params, true)).rows[0]?.key ?? ''] });
    // Made at known times, not in the order inserted: a3 newest, then a1, then a2.
    const times = ['2026-11-02T09:00:00Z', '2026-11-01T09:00:00Z', '2026-11-03T09:00:00Z'];
    for (const [index, key] of a.entries()) {
      await database.admin.query(`update public.${table.name} set ${table.time} = $1 where ${table.key}::text = $2`, [times[index], key]);
    }
  }
});

afterAll(async () => {
  await database.close();
});

describe.each(memberTables)('$name', (table) => {
  it('has row-level security on, and grants a visitor (anon) nothing at all', async () => {
    const { rows } = await database.admin.query<{ rls: boolean; anon: boolean }>(
      `select c.relrowsecurity as rls,
              has_any_column_privilege('anon', c.oid, 'select, insert, update, references')
                or has_table_privilege('anon', c.oid, 'select, insert, update, delete, truncate, references, trigger') as anon
         from pg_class c where c.oid = $1::regclass`,
      [`public.${table.name}`],
    );
    expect(rows).toEqual([{ rls: true, anon: false }]);
  });

  it('has a policy for members only for each thing a member may do, each holding them to their own rows', async () => {
    const client = await database.admin.connect();
    // Expressions are printed relative to the search path: with an empty one, every name is qualified.
    await client.query(`set search_path = ''`);
    const { rows } = await client
      .query<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
        `select cmd, roles::text[] as roles, qual, with_check from pg_policies where schemaname = 'public' and tablename = $1 order by cmd`,
        [table.name],
      )
      .finally(() => client.release(true));
    const own = '(user_id = ( SELECT auth.uid() AS uid))';
    expect(rows).toEqual([
      { cmd: 'DELETE', roles: ['authenticated'], qual: own, with_check: null },
      { cmd: 'INSERT', roles: ['authenticated'], qual: null, with_check: own },
      { cmd: 'SELECT', roles: ['authenticated'], qual: own, with_check: null },
      ...(table.updatable ? [{ cmd: 'UPDATE', roles: ['authenticated'], qual: own, with_check: own }] : []),
    ]);
  });

  it('a row a member inserts without user_id is theirs', async () => {
    const { rows } = await database.admin.query<{ user_id: string }>(
      `select distinct user_id::text from public.${table.name} where ${table.key}::text = any($1::text[])`,
      [rowsOfTable(table).a],
    );
    expect(rows).toEqual([{ user_id: memberA }]);
  });

  it('A reads A’s rows only, B reads B’s only, B sees none of A’s even when asking for them, and C sees nothing', async () => {
    const { a, b } = rowsOfTable(table);
    expect(await keysSeenBy(memberA, table)).toEqual([...a].sort());
    expect(await keysSeenBy(memberB, table)).toEqual(b);
    expect((await run(memberB, `select * from public.${table.name} where ${table.key}::text = any($1::text[])`, [a])).rows).toEqual([]);
    expect(await keysSeenBy(memberC, table)).toEqual([]);
  });

  it('B cannot insert a row in A’s name, and may in their own', async () => {
    const [sql, params] = insertRow(table, 'forged', memberA);
    await expect(run(memberB, sql, params)).rejects.toMatchObject({
      code: '42501',
      message: `new row violates row-level security policy for table "${table.name}"`,
    });
    const [own, ownParams] = insertRow(table, 'named', memberB);
    expect((await run(memberB, own, ownParams)).rowCount).toBe(1);
  });

  it('B can neither delete nor change A’s rows', async () => {
    const { a } = rowsOfTable(table);
    expect((await run(memberB, `delete from public.${table.name} where ${table.key}::text = any($1::text[])`, [a])).rowCount).toBe(0);
    expect((await run(memberB, `delete from public.${table.name} where user_id = $1::uuid`, [memberA])).rowCount).toBe(0);
    if (table.updatable) {
      const renamed = await run(memberB, `update public.${table.name} set name = 'Taken' where ${table.key}::text = any($1::text[])`, [a]);
      expect(renamed.rowCount).toBe(0);
    } else {
      await expect(
        run(memberB, `update public.${table.name} set ${table.time} = now() where ${table.key}::text = any($1::text[])`, [a]),
      ).rejects.toMatchObject(permissionDenied(table.name));
    }
    const { rows } = await database.admin.query<{ count: number }>(
      `select count(*)::int as count from public.${table.name} where user_id = $1::uuid`,
      [memberA],
    );
    expect(rows).toEqual([{ count: 3 }]);
  });

  it('A deletes A’s own row', async () => {
    const [first] = rowsOfTable(table).a;
    expect((await run(memberA, `delete from public.${table.name} where ${table.key}::text = $1`, [first])).rowCount).toBe(1);
  });

  it('nobody changes or sets the time a row was made, not even its owner', async () => {
    const [first] = rowsOfTable(table).a;
    await expect(
      run(memberA, `update public.${table.name} set ${table.time} = now() where ${table.key}::text = $1`, [first]),
    ).rejects.toMatchObject(permissionDenied(table.name));
    const values = table.values('backdated');
    await expect(
      run(
        memberA,
        `insert into public.${table.name} (${table.columns}, ${table.time}) values (${table.placeholders}, $${values.length + 1})`,
        [...values, '2020-01-01T00:00:00Z'],
      ),
    ).rejects.toMatchObject(permissionDenied(table.name));
  });

  it('a visitor (anon) reads nothing and cannot insert or delete, with or without a user_id', async () => {
    await expect(run(undefined, `select * from public.${table.name}`)).rejects.toMatchObject(permissionDenied(table.name));
    const [sql, params] = insertRow(table, 'visitor');
    await expect(run(undefined, sql, params)).rejects.toMatchObject(permissionDenied(table.name));
    const [named, namedParams] = insertRow(table, 'visitor', memberA);
    await expect(run(undefined, named, namedParams)).rejects.toMatchObject(permissionDenied(table.name));
    await expect(run(undefined, `delete from public.${table.name} where user_id = $1::uuid`, [memberA])).rejects.toMatchObject(
      permissionDenied(table.name),
    );
  });

  it('the service role reads every member’s rows', async () => {
    const { a, b } = rowsOfTable(table);
    const { rows } = await database.request('service_role', undefined, (client) =>
      client.query<{ key: string }>(`select ${table.key}::text as key from public.${table.name}`),
    );
    expect(rows.map((row) => row.key).sort()).toEqual([...a, ...b].sort());
  });
});

describe('renaming an ROI estimate', () => {
  const estimateOfA = () => rowsOf.get('roi_estimates')?.a[1] ?? '';

  it('A renames their own estimate', async () => {
    const renamed = await database.request('authenticated', memberA, async (client) => {
      const update = await client.query(`update public.roi_estimates set name = 'Board pack, March' where id = $1`, [estimateOfA()]);
      const { rows } = await client.query<{ name: string }>('select name from public.roi_estimates where id = $1', [estimateOfA()]);
      return { affected: update.rowCount, name: rows[0]?.name };
    });
    expect(renamed).toEqual({ affected: 1, name: 'Board pack, March' });
  });

  it('A cannot change its inputs, results, owner, id or time', async () => {
    for (const change of [
      `inputs = '{"headcount": 1}'::jsonb`,
      `results = '{"roi": 99}'::jsonb`,
      `user_id = '${memberB}'`,
      'created_at = now()',
      'id = gen_random_uuid()',
      `name = 'x', inputs = '{}'::jsonb`,
    ]) {
      await expect(run(memberA, `update public.roi_estimates set ${change} where id = $1`, [estimateOfA()]), change).rejects.toMatchObject(
        permissionDenied('roi_estimates'),
      );
    }
  });
});

describe('export_my_data()', () => {
  interface Export {
    saved_items: { user_id: string; slug: string }[];
    roi_estimates: { user_id: string; id: string }[];
    assessment_results: { user_id: string; id: string }[];
    event_registrations: { user_id: string; event_id: string }[];
  }
  const exportFor = async (sub: string) =>
    (await database.request('authenticated', sub, (client) => client.query<{ data: Export }>('select public.export_my_data() as data')))
      .rows[0]?.data;

  it('gives A every row of A’s, newest first, and nothing of B’s', async () => {
    const data = await exportFor(memberA);
    // a3 is newest, then a1, then a2 (every request above that changed A's rows was rolled back).
    const newestFirst = (name: string) => {
      const [a1, a2, a3] = rowsOf.get(name)?.a ?? [];
      return [a3, a1, a2];
    };
    expect({
      saved_items: data?.saved_items.map((row) => row.slug),
      roi_estimates: data?.roi_estimates.map((row) => row.id),
      assessment_results: data?.assessment_results.map((row) => row.id),
      event_registrations: data?.event_registrations.map((row) => row.event_id),
    }).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, newestFirst(table.name)])));
    const owners = new Set(
      [
        ...(data?.saved_items ?? []),
        ...(data?.roi_estimates ?? []),
        ...(data?.assessment_results ?? []),
        ...(data?.event_registrations ?? []),
      ].map((row) => row.user_id),
    );
    expect(owners).toEqual(new Set([memberA]));
  });

  it('gives a member with nothing saved empty lists', async () => {
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

  it('may be called by a signed-in member only: not a visitor, not the service role', async () => {
    for (const role of ['anon', 'service_role'] as const) {
      await expect(database.request(role, undefined, (client) => client.query('select public.export_my_data()'))).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for function export_my_data',
      });
    }
  });
});

describe('pg-safeupdate, loaded for the API’s connections as on hosted', () => {
  it('refuses a member’s DELETE with no WHERE clause (21000), and deletes with one', async () => {
    await expect(run(memberA, 'delete from public.saved_items')).rejects.toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    expect((await run(memberA, 'delete from public.saved_items where slug = $1', ['piece-a2'])).rowCount).toBe(1);
  });

  it('refuses an UPDATE with no WHERE clause (21000), the service role’s too, and updates with one', async () => {
    await expect(run(memberA, `update public.roi_estimates set name = 'All'`)).rejects.toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    const service = (sql: string) => database.request('service_role', undefined, (client) => client.query(sql));
    await expect(service(`update public.events set listed = true`)).rejects.toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    await expect(service('delete from public.saved_items')).rejects.toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    expect((await service(`update public.events set listed = true where id = 'event-a1'`)).rowCount).toBe(1);
    expect(
      (await run(memberA, `update public.roi_estimates set name = 'One' where id = $1`, [rowsOf.get('roi_estimates')?.a[1]])).rowCount,
    ).toBe(1);
  });

  it('refuses such a statement inside a SQL function the API calls, too', async () => {
    // Made here as the project's migrations are (as postgres), for this file's database only.
    const owner = await database.connect('postgres');
    await owner.query(`create function public.forget_every_saved_item() returns void language sql as $$ delete from public.saved_items $$`);
    await owner.query('grant execute on function public.forget_every_saved_item() to service_role');
    await owner.end();
    await expect(
      database.request('service_role', undefined, (client) => client.query('select public.forget_every_saved_item()')),
    ).rejects.toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('leaves other sessions alone: the superuser’s (as migrations and the SQL editor run) deletes every row', async () => {
    const client = await database.admin.connect();
    try {
      await client.query('begin');
      const { rowCount } = await client.query('delete from public.saved_items');
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('upserts as PostgREST sends them', () => {
  it('refuses a member’s merge-duplicates upsert of a saved item (42501): it updates every payload column, and members may only insert', async () => {
    await expect(
      run(
        memberA,
        `insert into public.saved_items (user_id, slug) values ($1, 'managing-gen-z')
           on conflict (user_id, slug) do update set user_id = excluded.user_id, slug = excluded.slug`,
        [memberA],
      ),
    ).rejects.toMatchObject(permissionDenied('saved_items'));
    await expect(
      run(
        memberA,
        `insert into public.saved_items (slug) values ('managing-gen-z') on conflict (user_id, slug) do update set slug = excluded.slug`,
      ),
    ).rejects.toMatchObject(permissionDenied('saved_items'));
  });

  it('ignoring duplicates needs INSERT only: saving a piece twice keeps one row', async () => {
    const saved = await database.request('authenticated', memberB, async (client) => {
      const counts = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        counts.push(
          (await client.query(`insert into public.saved_items (slug) values ('managing-gen-z') on conflict (user_id, slug) do nothing`))
            .rowCount,
        );
      }
      const { rows } = await client.query<{ slug: string }>(`select slug from public.saved_items where slug = 'managing-gen-z'`);
      return { counts, rows };
    });
    expect(saved).toEqual({ counts: [1, 0], rows: [{ slug: 'managing-gen-z' }] });
  });
});

it('deleting A’s account deletes every row of A’s in all four tables, and leaves B’s', async () => {
  const client = await database.admin.connect();
  const counts = async (userId: string) => {
    const counted: Record<string, number | undefined> = {};
    for (const table of memberTables) {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from public.${table.name} where user_id = $1::uuid`,
        [userId],
      );
      counted[table.name] = rows[0]?.count;
    }
    return counted;
  };
  try {
    // As the superuser, as Supabase Auth deletes a user; rolled back afterwards.
    await client.query('begin');
    expect(await counts(memberA)).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, 3])));
    expect((await client.query('delete from auth.users where id = $1', [memberA])).rowCount).toBe(1);
    expect(await counts(memberA)).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, 0])));
    expect(await counts(memberB)).toEqual(Object.fromEntries(memberTables.map((table) => [table.name, 1])));
  } finally {
    await client.query('rollback');
    client.release();
  }
});

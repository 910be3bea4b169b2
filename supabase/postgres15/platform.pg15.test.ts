import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from '../local/database.ts';
import { memberA, memberB } from '../local/testing/asRequest.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

// The local backend's platform (supabase/local/database.ts: what a hosted project has before any
// migration, rebuilt on PGlite) against hosted's, on PostgreSQL 15 bootstrapped from Supabase's own
// sources. The same queries run on both and their answers are compared; where hosted differs from
// the local platform, a test below says how.

let hosted: TestDatabase;
let local: Database;

beforeAll(async () => {
  [hosted, local] = await Promise.all([openTestDatabase(), openDatabase(undefined)]);
});

afterAll(async () => {
  await Promise.all([hosted.close(), local.close()]);
});

const rollback = new Error('rollback');

/** Runs `statements` in one transaction (rolled back) on each database; answers each one's rows of the last statement. */
async function onBoth(statements: string[]): Promise<{ hosted: unknown[]; local: unknown[] }> {
  const client: pg.PoolClient = await hosted.admin.connect();
  let hostedRows: unknown[] = [];
  try {
    await client.query('begin');
    for (const statement of statements) hostedRows = (await client.query(statement)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
  let localRows: unknown[] = [];
  await local
    .transaction(async (tx) => {
      for (const statement of statements) localRows = (await tx.query(statement)).rows;
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return { hosted: hostedRows, local: localRows };
}

/** One query on each database, its rows sorted so that the two servers' collations do not matter. */
async function sortedOnBoth(sql: string): Promise<{ hosted: string[]; local: string[] }> {
  // Expressions are printed relative to the search path: with an empty one, every name is qualified.
  const { hosted: hostedRows, local: localRows } = await onBoth([`set local search_path = ''`, sql]);
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  return { hosted: sorted(hostedRows), local: sorted(localRows) };
}

describe('what the local platform reproduces as hosted has it', () => {
  it('anon, authenticated and service_role inherit the privileges of the roles granted to them', async () => {
    const both = await onBoth([
      `select rolname, rolinherit from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    ]);
    expect(both.hosted).toEqual([
      { rolname: 'anon', rolinherit: true },
      { rolname: 'authenticated', rolinherit: true },
      { rolname: 'service_role', rolinherit: true },
    ]);
    expect(both.local).toEqual(both.hosted);
  });

  it('a visitor’s statements time out after 3 s and a member’s after 8 s; the service role has no timeout of its own', async () => {
    const both = await onBoth([
      `select r.rolname, s.setconfig from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
        where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`,
    ]);
    expect(both.hosted).toEqual([
      { rolname: 'anon', setconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', setconfig: ['statement_timeout=8s'] },
      { rolname: 'service_role', setconfig: null },
    ]);
    expect(both.local).toEqual(both.hosted);
  });

  it('auth.jwt() is null with no claims, not an empty object; auth.uid() and auth.role() are null too', async () => {
    const both = await onBoth([
      `select set_config('request.jwt.claims', '', true)`,
      'select auth.jwt() as jwt, auth.uid() as uid, auth.role() as role',
    ]);
    expect(both.hosted).toEqual([{ jwt: null, uid: null, role: null }]);
    expect(both.local).toEqual(both.hosted);
  });

  it('auth.uid(), auth.role(), auth.email() and auth.jwt() read the request’s claims (request.jwt.claims)', async () => {
    const claims = JSON.stringify({ sub: memberA, role: 'authenticated', email: 'a@member.example' });
    const both = await onBoth([
      `select set_config('request.jwt.claims', '${claims}', true)`,
      `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'email' as claimed`,
    ]);
    expect(both.hosted).toEqual([{ uid: memberA, role: 'authenticated', email: 'a@member.example', claimed: 'a@member.example' }]);
    expect(both.local).toEqual(both.hosted);
  });

  it('auth.uid() and auth.role() read the one-claim settings of older PostgREST versions first (request.jwt.claim.sub, .role)', async () => {
    const both = await onBoth([
      `select set_config('request.jwt.claims', '${JSON.stringify({ sub: memberA, role: 'authenticated' })}', true)`,
      `select set_config('request.jwt.claim.sub', '${memberB}', true), set_config('request.jwt.claim.role', 'service_role', true)`,
      'select auth.uid() as uid, auth.role() as role',
    ]);
    expect(both.hosted).toEqual([{ uid: memberB, role: 'service_role' }]);
    expect(both.local).toEqual(both.hosted);
  });

  it('auth.uid(), auth.role(), auth.email() and auth.jwt() are defined alike: stable SQL functions, without a SET clause, that any role may call', async () => {
    const { hosted: hostedRows, local: localRows } = await sortedOnBoth(
      `select p.proname, p.provolatile, p.prosecdef, p.proconfig, regexp_replace(p.prosrc, '\\s+', ' ', 'g') as source,
              has_function_privilege('anon', p.oid, 'execute') and has_function_privilege('authenticated', p.oid, 'execute')
                and has_function_privilege('service_role', p.oid, 'execute') as callable
         from pg_proc p where p.oid in ('auth.uid()'::regprocedure, 'auth.role()'::regprocedure, 'auth.jwt()'::regprocedure, 'auth.email()'::regprocedure)`,
    );
    expect(hostedRows).toHaveLength(4);
    expect(localRows).toEqual(hostedRows);
  });

  it('the API roles may do the same with every table, column and function in public', async () => {
    const { hosted: hostedGrants, local: localGrants } = await sortedOnBoth(`
      with api(role) as (values ('anon'), ('authenticated'), ('service_role')),
      table_privilege(privilege) as (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')),
      column_privilege(privilege) as (values ('SELECT'), ('INSERT'), ('UPDATE'), ('REFERENCES'))
      select format('%s %s on %s', api.role, p.privilege, c.oid::regclass) as grant
        from pg_class c cross join api cross join table_privilege p
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'S', 'p', 'f')
         and has_table_privilege(api.role, c.oid, p.privilege)
      union all
      select format('%s %s (%s) on %s', api.role, p.privilege, a.attname, c.oid::regclass)
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
             cross join api cross join column_privilege p
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')
         and has_column_privilege(api.role, c.oid, a.attnum, p.privilege) and not has_table_privilege(api.role, c.oid, p.privilege)
      union all
      select format('%s EXECUTE %s', api.role, p.oid::regprocedure)
        from pg_proc p cross join api
       where p.pronamespace = 'public'::regnamespace and has_function_privilege(api.role, p.oid, 'execute')
      union all
      select format('%s %s on schema %s', api.role, p.privilege, n.nspname)
        from pg_namespace n cross join api cross join (values ('USAGE'), ('CREATE')) p(privilege)
       where n.nspname in ('public', 'auth') and has_schema_privilege(api.role, n.oid, p.privilege)`);
    expect(hostedGrants).toContain(JSON.stringify({ grant: 'authenticated EXECUTE public.export_my_data()' }));
    expect(hostedGrants).toContain(JSON.stringify({ grant: 'authenticated INSERT (slug) on public.saved_items' }));
    expect(localGrants).toEqual(hostedGrants);
  });

  it('every table in public has the same policies, and the same row-level security', async () => {
    const policies = await sortedOnBoth(
      `select tablename, policyname, permissive, roles::text[] as roles, cmd, qual, with_check from pg_policies where schemaname = 'public'`,
    );
    expect(policies.hosted.length).toBeGreaterThan(0);
    expect(policies.local).toEqual(policies.hosted);
    const security = await sortedOnBoth(
      `select relname, relrowsecurity, relforcerowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    expect(security.local).toEqual(security.hosted);
  });

  it('every function in public runs with the same security, search path and volatility', async () => {
    const { hosted: hostedFunctions, local: localFunctions } = await sortedOnBoth(
      `select oid::regprocedure::text as function, prosecdef, proconfig, provolatile from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(hostedFunctions.length).toBeGreaterThan(0);
    expect(localFunctions).toEqual(hostedFunctions);
  });
});

describe('where hosted differs from the local platform', () => {
  it('hosted’s API connects as authenticator and loads pg-safeupdate there, so the database refuses an unfiltered DELETE; the local database has neither and deletes every row (the local API refuses such a request before it reaches the database)', async () => {
    const roles = await onBoth([`select count(*)::int as count from pg_roles where rolname = 'authenticator'`]);
    expect(roles).toEqual({ hosted: [{ count: 1 }], local: [{ count: 0 }] });

    const statements = [
      `insert into auth.users (id, email) values ('${memberA}', 'a@member.example')`,
      `insert into public.saved_items (user_id, slug) values ('${memberA}', 'managing-gen-z')`,
      'set local role authenticated',
      `select set_config('request.jwt.claims', '${JSON.stringify({ role: 'authenticated', sub: memberA })}', true)`,
      'delete from public.saved_items returning slug',
    ];
    const locally = await onBoth(statements).then((both) => both.local);
    expect(locally).toEqual([{ slug: 'managing-gen-z' }]);
    // Hosted, as the API runs it: set up as the superuser, then the member's request.
    await hosted.admin.query(statements[0] ?? '');
    await hosted.admin.query(statements[1] ?? '');
    await expect(
      hosted.request('authenticated', memberA, (client) => client.query('delete from public.saved_items')),
    ).rejects.toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('the role migrations run as: hosted’s postgres can log in; the local one is only ever become, never logged in as', async () => {
    // Whichever role owns the project's tables is the one migrations ran as.
    const both = await onBoth([
      `select rolsuper, rolcanlogin, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
         from pg_roles where oid = (select relowner from pg_class where oid = 'public.contact_inquiries'::regclass)`,
    ]);
    expect(both).toEqual({
      hosted: [{ rolsuper: false, rolcanlogin: true, rolcreaterole: true, rolcreatedb: true, rolreplication: true, rolbypassrls: true }],
      local: [{ rolsuper: false, rolcanlogin: false, rolcreaterole: true, rolcreatedb: true, rolreplication: true, rolbypassrls: true }],
    });
  });

  it('hosted has schemas the local platform lacks (extensions, with uuid-ossp and pgcrypto, graphql_public, realtime, storage), and the local one has its mailbox', async () => {
    const schemas = await sortedOnBoth(`select nspname from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'`);
    const names = (rows: string[]) => rows.map((row) => (JSON.parse(row) as { nspname: string }).nspname);
    expect({
      hostedOnly: names(schemas.hosted).filter((name) => !names(schemas.local).includes(name)),
      localOnly: names(schemas.local).filter((name) => !names(schemas.hosted).includes(name)),
    }).toEqual({ hostedOnly: ['extensions', 'graphql_public', 'realtime', 'storage'], localOnly: ['mailbox'] });
  });

  it('hosted’s auth tables are GoTrue’s, with row-level security on; the local Auth API keeps a smaller set of its own', async () => {
    const columns = await sortedOnBoth(
      `select c.table_name as table, c.column_name as column, c.data_type as type, c.is_nullable as nullable, c.column_default as default
         from information_schema.columns c where c.table_schema = 'auth'`,
    );
    const parse = (rows: string[]) =>
      new Map(
        rows.map((row) => {
          const column = JSON.parse(row) as { table: string; column: string; type: string; nullable: string; default: string | null };
          return [
            `${column.table}.${column.column}`,
            `${column.type}${column.nullable === 'NO' ? ' not null' : ''}${column.default ? ` default ${column.default}` : ''}`,
          ];
        }),
      );
    const hostedColumns = parse(columns.hosted);
    const differences = [...parse(columns.local)]
      .filter(([name, definition]) => hostedColumns.get(name) !== definition)
      .map(([name, definition]) => `${name}: local ${definition}, hosted ${hostedColumns.get(name) ?? 'none'}`);
    // Every table and column the local Auth API keeps is on hosted but one, most with other types
    // (GoTrue's varchar), nullability and defaults: its code must give what hosted leaves open.
    expect(differences).toEqual([
      'flow_state.auth_code: local text not null, hosted text',
      'flow_state.code_challenge: local text not null, hosted text',
      'flow_state.code_challenge_method: local text not null, hosted USER-DEFINED',
      'flow_state.created_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      "flow_state.provider_type: local text not null default 'email'::text, hosted text not null",
      'flow_state.user_id: local uuid not null, hosted uuid',
      'identities.created_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      "identities.identity_data: local jsonb not null default '{}'::jsonb, hosted jsonb not null",
      'refresh_tokens.created_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      'refresh_tokens.parent: local text, hosted character varying',
      'refresh_tokens.revoked: local boolean not null default false, hosted boolean',
      'refresh_tokens.session_id: local uuid not null, hosted uuid',
      'refresh_tokens.token: local text not null, hosted character varying',
      'refresh_tokens.updated_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      'refresh_tokens.user_id: local uuid not null, hosted character varying',
      'sessions.created_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      'sessions.id: local uuid not null default gen_random_uuid(), hosted uuid not null',
      'users.confirmation_resent_at: local timestamp with time zone, hosted none',
      'users.confirmation_token: local text, hosted character varying',
      'users.created_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
      'users.email: local text not null, hosted character varying',
      'users.email_change: local text, hosted character varying',
      'users.email_change_confirm_status: local smallint not null default 0, hosted smallint default 0',
      "users.email_change_token_current: local text, hosted character varying default ''::character varying",
      'users.email_change_token_new: local text, hosted character varying',
      'users.encrypted_password: local text, hosted character varying',
      'users.id: local uuid not null default gen_random_uuid(), hosted uuid not null',
      "users.raw_app_meta_data: local jsonb not null default '{}'::jsonb, hosted jsonb",
      "users.raw_user_meta_data: local jsonb not null default '{}'::jsonb, hosted jsonb",
      'users.recovery_token: local text, hosted character varying',
      'users.updated_at: local timestamp with time zone not null default now(), hosted timestamp with time zone',
    ]);
    const security = await onBoth([`select relrowsecurity from pg_class where oid = 'auth.users'::regclass`]);
    expect(security).toEqual({ hosted: [{ relrowsecurity: true }], local: [{ relrowsecurity: false }] });
  });

  it('an address in capitals is refused by the local auth.users (it keeps addresses lower-cased) and stored as given on hosted (GoTrue lower-cases them itself)', async () => {
    const insert = `insert into auth.users (id, email) values ('44444444-4444-4444-8444-444444444444', 'Case@Member.example') returning email`;
    await expect(local.query(insert)).rejects.toMatchObject({
      code: '23514',
      message: 'new row for relation "users" violates check constraint "users_email_lower_case"',
    });
    const client = await hosted.admin.connect();
    try {
      await client.query('begin');
      expect((await client.query(insert)).rows).toEqual([{ email: 'Case@Member.example' }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

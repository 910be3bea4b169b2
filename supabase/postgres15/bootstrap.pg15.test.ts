import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

// The database as hosted Supabase hands it to a project (supabase/postgres's and GoTrue's own
// migrations, ./hostedBootstrap.ts), with the project's migrations applied by the Supabase CLI as
// `supabase db push` applies them on deploy.

const projectMigrations = fileURLToPath(new URL('../migrations/', import.meta.url));
const authMigrations = fileURLToPath(new URL('vendor/supabase-auth/migrations/', import.meta.url));

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const query = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await database.admin.query<T>(sql, params)).rows;

describe('the role migrations run as', () => {
  it('is postgres, not a superuser: it may log in, create roles and databases, replicate and bypass row-level security', async () => {
    expect(
      await query(
        `select rolsuper, rolcanlogin, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls from pg_roles where rolname = 'postgres'`,
      ),
    ).toEqual([{ rolsuper: false, rolcanlogin: true, rolcreaterole: true, rolcreatedb: true, rolreplication: true, rolbypassrls: true }]);
  });

  it('owns every table and function the project’s migrations made in public', async () => {
    const owners = await query<{ owner: string }>(
      `select distinct pg_get_userbyid(relowner) as owner from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'v', 'S')
       union
       select distinct pg_get_userbyid(proowner) from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(owners).toEqual([{ owner: 'postgres' }]);
  });
});

describe('the project’s migrations, pushed by the Supabase CLI', () => {
  it('are every file of supabase/migrations, in order, recorded with its name and statements in supabase_migrations.schema_migrations', async () => {
    const rows = await query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    const files = readdirSync(projectMigrations)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(rows.map((row) => `${row.version}_${row.name}.sql`)).toEqual(files);
    expect(rows.filter((row) => row.statements.length === 0)).toEqual([]);
  });

  it('turn on row-level security on every table in public', async () => {
    expect(
      await query(`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`),
    ).toEqual([]);
  });
});

describe('the API’s role, authenticator', () => {
  it('logs in, inherits nothing, and may become anon, authenticated and service_role only', async () => {
    expect(await query(`select rolsuper, rolcanlogin, rolinherit from pg_roles where rolname = 'authenticator'`)).toEqual([
      { rolsuper: false, rolcanlogin: true, rolinherit: false },
    ]);
    expect(
      await query<{ role: string }>(
        `select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid where m.member = 'authenticator'::regrole order by 1`,
      ),
    ).toEqual([{ role: 'anon' }, { role: 'authenticated' }, { role: 'service_role' }]);
  });

  it('loads pg-safeupdate in its sessions, with statement and lock timeouts of 8 s', async () => {
    expect(
      await query(`select s.setconfig from pg_db_role_setting s where s.setrole = 'authenticator'::regrole and s.setdatabase = 0`),
    ).toEqual([{ setconfig: ['session_preload_libraries=safeupdate', 'statement_timeout=8s', 'lock_timeout=8s'] }]);
    const session = await database.connect();
    const { rows } = await session.query('select current_setting($1, true) as safeupdate, current_setting($2) as statement_timeout', [
      'safeupdate.enabled',
      'statement_timeout',
    ]);
    await session.end();
    expect(rows).toEqual([{ safeupdate: 'on', statement_timeout: '8s' }]);
  });

  it('is the only role whose sessions load it: migrations (postgres) and Supabase’s own roles run without it', async () => {
    for (const user of ['postgres', 'supabase_admin']) {
      const session = await database.connect(user);
      const { rows } = await session.query(`select current_setting('safeupdate.enabled', true) as safeupdate`);
      await session.end();
      expect(rows, user).toEqual([{ safeupdate: null }]);
    }
  });
});

describe('Supabase Auth', () => {
  it('has every GoTrue migration recorded in auth.schema_migrations', async () => {
    const recorded = new Set((await query<{ version: string }>('select version from auth.schema_migrations')).map((row) => row.version));
    const versions = readdirSync(authMigrations).map((name) => name.split('_')[0] ?? name);
    expect(versions.filter((version) => !recorded.has(version))).toEqual([]);
  });

  it('owns its tables and auth.uid(), auth.role() and auth.jwt()', async () => {
    expect(
      await query(
        `select distinct pg_get_userbyid(relowner) as owner from pg_class where oid in ('auth.users'::regclass, 'auth.identities'::regclass, 'auth.sessions'::regclass)
         union
         select distinct pg_get_userbyid(proowner) from pg_proc where oid in ('auth.uid()'::regprocedure, 'auth.role()'::regprocedure, 'auth.jwt()'::regprocedure)`,
      ),
    ).toEqual([{ owner: 'supabase_auth_admin' }]);
  });
});

describe('the databases the tests get', () => {
  it('are clones that grant on themselves what hosted grants on its database, postgres', async () => {
    const grants = (name: string) =>
      query<{ grant: string }>(
        `select format('%s %s', coalesce(r.rolname, 'public'), a.privilege_type) as grant
           from pg_database d cross join lateral aclexplode(d.datacl) a left join pg_roles r on r.oid = a.grantee
          where d.datname = $1 order by 1`,
        [name],
      );
    const template = await grants('postgres');
    expect(template.map((row) => row.grant)).toContain('dashboard_user CREATE');
    expect(await grants(database.name)).toEqual(template);
    expect(await query(`select pg_get_userbyid(datdba) as owner from pg_database where datname = $1`, [database.name])).toEqual([
      { owner: 'postgres' },
    ]);
  });

  it('have the extensions hosted creates before a project’s migrations, but for those Debian does not package', async () => {
    // Hosted also has pgjwt, and pg_graphql, pgsodium and supabase_vault where they are installed:
    // see supabase/postgres15/vendor/README.md.
    expect(await query(`select extname as name, extnamespace::regnamespace::text as schema from pg_extension order by 1`)).toEqual([
      { name: 'pgcrypto', schema: 'extensions' },
      { name: 'plpgsql', schema: 'pg_catalog' },
      { name: 'uuid-ossp', schema: 'extensions' },
    ]);
  });
});

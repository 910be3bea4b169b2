import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

/**
 * What a hosted Supabase project's database holds before the project's first migration, rebuilt
 * from Supabase's own sources (vendor/README.md names the commits and every edit):
 *
 * 1. supabase/postgres `migrations/db/migrate.sh`: as the bootstrap superuser `supabase_admin`,
 *    create the `postgres` role and hand it the database; run `init-scripts/*.sql` as `postgres`,
 *    then `migrations/*.sql` as `supabase_admin` (the first of which demotes `postgres` to a
 *    non-superuser).
 * 2. supabase/auth (GoTrue) `migrate`: its `migrations/*.up.sql`, as `supabase_auth_admin` in the
 *    namespace `auth`, each in its own transaction and recorded in `auth.schema_migrations`, skipping
 *    the versions already recorded there, as its migrator (gobuffalo/pop) does.
 */

const vendor = fileURLToPath(new URL('vendor/', import.meta.url));

export interface ServerAddress {
  socketDirectory: string;
  port: number;
}

/** The SQL files of a directory, in the order their names sort (as `*.sql` expands in a shell). */
function sqlFiles(directory: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(directory, name));
}

async function asRole(address: ServerAddress, user: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  // Client-side limits (a server-side statement_timeout would override the roles' own settings):
  // a bootstrap that stalls fails the run instead of holding it.
  const client = new pg.Client({
    host: address.socketDirectory,
    port: address.port,
    user,
    database: 'postgres',
    connectionTimeoutMillis: 30_000,
    query_timeout: 120_000,
  });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a file as `psql -v ON_ERROR_STOP=1 -f` would, as one simple-protocol query: the statements
 * run in order and the first error stops the bootstrap, naming the file. (psql commits each
 * statement on its own; here a failing file is rolled back whole. Either way the run stops.)
 */
async function runFile(client: pg.Client, file: string, sql = readFileSync(file, 'utf8')): Promise<void> {
  try {
    await client.query(sql);
  } catch (error) {
    throw new Error(`${file} failed as ${client.user ?? 'its role'}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** GoTrue's migrations are Go templates; pop renders them with the connection's options, of which they use only the namespace. */
function renderAuthMigration(file: string, namespace: string): string {
  const sql = readFileSync(file, 'utf8').replace(/\{\{\s*index\s+\.Options\s+"Namespace"\s*\}\}/g, namespace);
  if (sql.includes('{{')) throw new Error(`${file} uses a template action the bootstrap does not render`);
  return sql;
}

/** pop's migration file names: `<version>_<name>[.<dialect>].up.sql`; a dialect other than postgres is for another database. */
const popMigrationName = /^(\d+)_[^.]+(?:\.([a-z0-9]+))?\.up\.sql$/;

async function applyAuthMigrations(client: pg.Client): Promise<void> {
  const directory = join(vendor, 'supabase-auth', 'migrations');
  // supabase_auth_admin's search_path is auth: pop's unqualified table resolves to auth.schema_migrations.
  const { rows } = await client.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  for (const file of sqlFiles(directory)) {
    const match = popMigrationName.exec(file.slice(directory.length + 1));
    if (!match?.[1]) throw new Error(`${file} is not named as GoTrue's migrations are`);
    const version = match[1];
    if ((match[2] !== undefined && match[2] !== 'postgres') || applied.has(version)) continue;
    await client.query('begin');
    try {
      await runFile(client, file, renderAuthMigration(file, 'auth'));
      await client.query('insert into schema_migrations (version) values ($1)', [version]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  }
}

/** Brings the `postgres` database of a fresh cluster (bootstrap superuser `supabase_admin`) to what hosted has before a project's migrations. */
export async function bootstrapAsHosted(address: ServerAddress): Promise<void> {
  await asRole(address, 'supabase_admin', async (client) => {
    // migrate.sh, word for word but for the password: connections here are trusted over a private socket.
    await client.query(`
      do $$
      begin
        if not exists (select from pg_roles where rolname = 'postgres') then
          create role postgres superuser login;
          alter database postgres owner to postgres;
        end if;
      end $$`);
  });
  await asRole(address, 'postgres', async (client) => {
    for (const file of sqlFiles(join(vendor, 'supabase-postgres', 'init-scripts'))) await runFile(client, file);
  });
  await asRole(address, 'supabase_admin', async (client) => {
    for (const file of sqlFiles(join(vendor, 'supabase-postgres', 'migrations'))) await runFile(client, file);
  });
  await asRole(address, 'supabase_auth_admin', applyAuthMigrations);
}

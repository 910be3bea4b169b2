import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { inject } from 'vitest';

import type { Postgres15Address } from '../../postgres15/cluster.ts';
import { openDatabase, type Database } from '../database.ts';
import { defaultMigrationsDirectory } from '../migrations.ts';

/** What a store brought up to date is made of: PGlite's build, the platform (database.ts) and every migration. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const pglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(readFileSync(join(pglite, '..', 'package.json')));
  hash.update(readFileSync(fileURLToPath(new URL('../database.ts', import.meta.url))));
  for (const name of readdirSync(defaultMigrationsDirectory).sort()) {
    hash.update(name).update(readFileSync(join(defaultMigrationsDirectory, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templatePrefix = 'akoma-database-template-';
let template: Promise<string> | undefined;

/**
 * A store with the platform and every migration applied, made once for each change of them (in the
 * system's temporary folder, shared by the test files' processes) and copied for each test. A new
 * PGlite store runs initdb, then the migrations: 5 to 20 s on a busy two-core machine, where a copy
 * opens in 1 to 3 s. Opening the copy still applies any migration it lacks, as the backend does.
 */
function templateDirectory(): Promise<string> {
  template ??= (async () => {
    const path = join(tmpdir(), `${templatePrefix}${fingerprint()}`);
    if (existsSync(path)) return path;
    const building = mkdtempSync(join(tmpdir(), 'akoma-database-building-'));
    const database = await openDatabase(building);
    await database.close();
    try {
      // Atomic: another process that got there first keeps its copy, and this one is dropped.
      renameSync(building, path);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    // Templates of other migrations that no test has made for a day (another checkout may still use a newer one).
    for (const name of readdirSync(tmpdir())) {
      const other = join(tmpdir(), name);
      if (name.startsWith(templatePrefix) && other !== path && Date.now() - statSync(other).mtimeMs > 86_400_000)
        rmSync(other, { recursive: true, force: true });
    }
    return path;
  })();
  return template;
}

/**
 * The PostgreSQL 15 cluster this test file's stores are on, when it runs in the `postgres15`
 * project (vite.config.ts), which runs the data layer's tests a second time on a real server;
 * undefined in the `unit` project, where they are on PGlite.
 */
function postgresCluster() {
  // Typed as always there (supabase/postgres15/globalSetup.ts); only that project provides it.
  return inject('postgres15') as Postgres15Address | undefined;
}

/**
 * As the cluster's superuser, with PostgreSQL's default search path: the hosted bootstrap gives
 * supabase_admin its own (with auth), which would change how the catalogue prints names.
 */
const postgresUrl = (cluster: Postgres15Address, database: string) =>
  `postgresql://supabase_admin@localhost/${database}?host=${encodeURIComponent(cluster.socketDirectory)}&port=${String(cluster.port)}` +
  `&options=${encodeURIComponent('-c search_path="$user",public')}`;

let postgresTemplate: Promise<string> | undefined;

/**
 * On the PostgreSQL cluster: a database brought up to date (the platform and every migration, by
 * the backend itself, as `DATABASE_URL` has it), made once per run and change of them, and cloned
 * for each test. The test files' processes take turns making it.
 */
async function postgresDatabase(cluster: Postgres15Address): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `akoma_local_${fingerprint()}`;
    const admin = new pg.Client({ connectionString: postgresUrl(cluster, 'template1') });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rows.length === 0) {
        // From template0, which no session may open: template1 has the other files' admin sessions on it.
        await admin.query(`create database ${name}_building template template0`);
        const database = await openDatabase(undefined, { url: postgresUrl(cluster, `${name}_building`) });
        await database.close();
        await admin.query(`alter database ${name}_building rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  const template = await postgresTemplate;
  const name = `akoma_test_${String(process.pid)}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl(cluster, 'template1') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return postgresUrl(cluster, name);
}

/**
 * Where a test backend keeps its data: a new data directory holding a store brought up to date,
 * and, in the PostgreSQL 15 run, a new database on that server to use instead.
 */
export async function freshStore(): Promise<{ dataDirectory: string; databaseUrl?: string }> {
  const cluster = postgresCluster();
  if (cluster) return { dataDirectory: mkdtempSync(join(tmpdir(), 'akoma-backend-test-')), databaseUrl: await postgresDatabase(cluster) };
  return { dataDirectory: await freshDataDirectory() };
}

/** A new data directory holding a store brought up to date, for a test backend to open. */
export async function freshDataDirectory(): Promise<string> {
  const source = await templateDirectory();
  const directory = mkdtempSync(join(tmpdir(), 'akoma-backend-test-'));
  cpSync(source, directory, { recursive: true });
  return directory;
}

/** A store brought up to date, for a test; closing it deletes its files. */
export async function openTestDatabase(): Promise<Database> {
  const cluster = postgresCluster();
  // On the server, the database is left for the cluster's removal at the end of the run.
  if (cluster) return openDatabase(undefined, { url: await postgresDatabase(cluster) });
  const directory = await freshDataDirectory();
  const database = await openDatabase(directory);
  const close = database.close.bind(database);
  // The one extra step a test's store needs when it closes; everything else is PGlite's own.
  database.close = async () => {
    await close();
    rmSync(directory, { recursive: true, force: true });
  };
  return database;
}

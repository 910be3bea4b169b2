import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Database } from './database.ts';
import { featuresNewerThanPostgres15 } from './postgres15.ts';

/** supabase/migrations: the schema, as the files `supabase db push` deploys to a hosted project. */
export const defaultMigrationsDirectory = fileURLToPath(new URL('../migrations', import.meta.url));

/** A migration file: `<version>_<name>.sql`, the version being the 14-digit UTC timestamp the CLI writes. */
export interface Migration {
  version: string;
  name: string;
  file: string;
}

const migrationFileName = /^(\d{14})_([A-Za-z0-9_-]+)\.sql$/;

/** The migrations in a directory, in the order they apply (by version). Other files are refused. */
export function listMigrations(directory: string): Migration[] {
  const migrations = readdirSync(directory)
    .filter((file) => !file.startsWith('.'))
    .map((file) => {
      const match = migrationFileName.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(
          `supabase/migrations: "${file}" is not named <14-digit timestamp>_<name>.sql, as \`supabase migration new\` writes.`,
        );
      }
      return { version: match[1], name: match[2], file: join(directory, file) };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  migrations.forEach((migration, index) => {
    if (migrations[index - 1]?.version === migration.version)
      throw new Error(`supabase/migrations: two migrations share version ${migration.version}.`);
  });
  return migrations;
}

/**
 * Applies every migration not yet recorded, oldest first, each in its own transaction, and records
 * it in `supabase_migrations.schema_migrations` as the Supabase CLI does (version, name and the
 * statements, here the file's text as one entry). A failing migration is rolled back whole and
 * stops the start, naming the file; the ones before it stay applied. One that uses what PostgreSQL
 * 15 lacks (./postgres15.ts) is refused before it runs. Returns the versions applied.
 *
 * Each runs as `project_admin`, which has the attributes of hosted's non-superuser "postgres" role
 * (database.ts), so what only a superuser may do fails here as on deploy. Two backends starting on
 * one PostgreSQL database take turns: each migration is applied by whichever gets there first.
 */
export async function applyMigrations(database: Database, directory: string): Promise<string[]> {
  await database.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);
  const applied = new Set(
    (await database.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of listMigrations(directory)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    const newer = featuresNewerThanPostgres15(sql);
    if (newer.length > 0) {
      throw new Error(
        `supabase/migrations: ${migration.version}_${migration.name}.sql uses ${newer.join(', ')}, which PostgreSQL 15 lacks. ` +
          'Hosted projects run PostgreSQL 15 or 17 (this backend runs 18), so it would apply here and fail on deploy: it was not applied.',
      );
    }
    try {
      const appliedHere = await database.transaction(async (transaction) => {
        await transaction.query('select pg_advisory_xact_lock(hashtext($1))', ['akoma migrations']);
        const done = await transaction.query('select 1 from supabase_migrations.schema_migrations where version = $1', [migration.version]);
        if (done.rows.length > 0) return false;
        await transaction.exec('set local role project_admin');
        await transaction.exec(sql);
        await transaction.exec('reset role');
        await transaction.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
          migration.version,
          [sql],
          migration.name,
        ]);
        return true;
      });
      if (!appliedHere) continue;
    } catch (error) {
      throw new Error(`supabase/migrations: ${migration.version}_${migration.name}.sql failed and was rolled back: ${String(error)}`, {
        cause: error,
      });
    }
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

import { readFileSync } from 'node:fs';

import { inject, expect, it } from 'vitest';

import { connectPostgres15 } from '../postgres15/cluster.ts';
import { databaseTypesFile, generateDatabaseTypes } from './databaseTypes.ts';
import { openPostgres } from './postgresDatabase.ts';

it('the committed database types are those of PostgreSQL 15 with the migrations pushed by the Supabase CLI, as deployed', async () => {
  // The run's template, cloned: hosted's bootstrap, then every migration applied by `supabase db push` as postgres.
  const server = connectPostgres15(inject('postgres15'));
  const database = openPostgres(server.url('postgres', await server.createDatabase()), 2);
  try {
    expect(readFileSync(databaseTypesFile, 'utf8')).toBe(await generateDatabaseTypes(database));
  } finally {
    await database.close();
  }
});

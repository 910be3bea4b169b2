/**
 * `npm run db:types`: applies every migration to an empty in-memory database (or to the PostgreSQL
 * database named by DATABASE_URL) and writes the `public` schema's types to
 * supabase/functions/_shared/database.types.ts. Run it after adding a migration. The PostgreSQL 15
 * suite checks the committed file against a database the Supabase CLI deployed
 * (databaseTypes.pg15.test.ts), so the two ways agree.
 */
import { writeFileSync } from 'node:fs';

import { openDatabase } from './database.ts';
import { databaseTypesFile, generateDatabaseTypes } from './databaseTypes.ts';

const url = process.env.DATABASE_URL;
const database = await openDatabase(undefined, url ? { url } : {});
try {
  writeFileSync(databaseTypesFile, await generateDatabaseTypes(database));
  console.log(`db:types: wrote ${databaseTypesFile}`);
} finally {
  await database.close();
}

/**
 * `npm run db:types`: applies every migration to an empty in-memory database and writes the
 * `public` schema's types to supabase/functions/_shared/database.types.ts. Run it after adding a migration.
 */
import { writeFileSync } from 'node:fs';

import { openDatabase } from './database.ts';
import { databaseTypesFile, generateDatabaseTypes } from './databaseTypes.ts';

const database = await openDatabase(undefined);
try {
  writeFileSync(databaseTypesFile, await generateDatabaseTypes(database));
  console.log(`db:types: wrote ${databaseTypesFile}`);
} finally {
  await database.close();
}

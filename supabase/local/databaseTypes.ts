import { fileURLToPath } from 'node:url';

import type { Database } from './database.ts';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { format, resolveConfig } from 'prettier';

/** The committed types of the `public` schema, which the site and the functions give supabase-js. */
export const databaseTypesFile = fileURLToPath(new URL('../functions/_shared/database.types.ts', import.meta.url));

/**
 * The PostgREST version the types are written for. Hosted projects run 12 or later; typing for the
 * oldest keeps the types from offering what only a newer PostgREST answers.
 */
const postgrestVersion = '12';

const header = `// Generated from supabase/migrations by \`npm run db:types\`: do not edit by hand.
// A unit test (supabase/local/databaseTypes.test.ts) fails when this file and the migrations differ.
`;

/**
 * Writes the TypeScript types of a database's `public` schema, as \`supabase gen types typescript
 * --schema public\` does: it uses the same engine (@supabase/postgrest-typegen, which the Supabase
 * CLI runs through postgres-meta), reading the schema from the running database rather than from
 * the SQL text, then formats the result with the repository's Prettier settings.
 */
export async function generateDatabaseTypes(database: Database): Promise<string> {
  const metadata = await introspect(database, { includedSchemas: ['public'] });
  const types = await generateTypescript(sortGeneratorMetadata(metadata), { postgrestVersion });
  const options = await resolveConfig(databaseTypesFile);
  return format(header + types, { ...options, filepath: databaseTypesFile });
}

import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { databaseTypesFile, generateDatabaseTypes } from './databaseTypes';
import { openTestDatabase } from './testing/templateDatabase';

describe('the committed database types', () => {
  it('match the schema the migrations build (run `npm run db:types` after a migration)', async () => {
    const database = await openTestDatabase();
    try {
      expect(readFileSync(databaseTypesFile, 'utf8')).toBe(await generateDatabaseTypes(database));
    } finally {
      await database.close();
    }
    // Building the database from every migration takes seconds on a busy machine, as in the other suites' set-up.
  }, 30_000);

  it('type every table the site reads, with its columns', () => {
    const committed = readFileSync(databaseTypesFile, 'utf8');
    for (const table of ['saved_items', 'event_registrations', 'assessment_results', 'roi_estimates']) {
      expect(committed).toMatch(new RegExp(`\\b${table}: \\{\\s*Row: \\{`));
    }
  });
});

/**
 * `npm run catalogue:sync -w @akoma/site` (also `events:sync`, its earlier name): hands the database
 * the catalogue of the site's content, its events and pieces in both languages and the
 * assessment's areas (see buildtime/catalogue/syncCatalogue.ts). Against the local backend by
 * default; for a hosted project, set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. SYNC_WAIT_MS waits
 * that long for a backend that is still starting.
 */
import { fileURLToPath } from 'node:url';

import { readCatalogue } from '../buildtime/catalogue/catalogue.ts';
import { catalogueSummary, syncCatalogue, syncTargetFromEnvironment } from '../buildtime/catalogue/syncCatalogue.ts';

const target = syncTargetFromEnvironment();
const catalogue = readCatalogue(fileURLToPath(new URL('..', import.meta.url)));
const listed = await syncCatalogue(target, catalogue, Number(process.env.SYNC_WAIT_MS ?? 0));
console.log(`catalogue: ${catalogueSummary(listed)} listed in ${target.url}`);

/**
 * `npm run events:sync -w @akoma/site`: tells the database which events the site lists, with their
 * dates (see buildtime/events/syncEvents.ts). Against the local backend by default; for a hosted
 * project, set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. SYNC_WAIT_MS waits that long for a
 * backend that is still starting.
 */
import { fileURLToPath } from 'node:url';

import { readEvents } from '../buildtime/events/readEvents.ts';
import { syncEvents, syncTargetFromEnvironment } from '../buildtime/events/syncEvents.ts';

const target = syncTargetFromEnvironment();
const events = readEvents(fileURLToPath(new URL('..', import.meta.url)));
const listed = await syncEvents(target, events, Number(process.env.SYNC_WAIT_MS ?? 0));
console.log(`events: ${String(listed)} listed in ${target.url}`);

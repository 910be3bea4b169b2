/** `npm run backend:reset`: empties the local backend (users, sessions, mail). */
import { rmSync } from 'node:fs';

import { loadConfig } from './config.ts';

const { dataDirectory, databaseUrl } = loadConfig();
if (databaseUrl !== undefined) {
  // A server's database may hold more than this backend's data: it is never dropped from here.
  console.error('local backend: DATABASE_URL is set, so the data is on that PostgreSQL server. To begin empty, drop and create');
  console.error('that database yourself (dropdb, then createdb); the next start brings it up to date.');
  process.exit(1);
}
rmSync(dataDirectory, { recursive: true, force: true });
console.log(`local backend: removed ${dataDirectory}; the next start begins empty.`);

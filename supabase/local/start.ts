/**
 * `npm run backend` (and `npm start`, beside the site): the local Supabase-compatible backend.
 * Stop with Ctrl+C; data stays in supabase/.local-data until `npm run backend:reset`, or in the
 * PostgreSQL database named by DATABASE_URL when it is set.
 */
import { startBackend } from './backend.ts';
import { loadConfig } from './config.ts';

/** A connection string as it may be printed: without its password. */
const redactPassword = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the PostgreSQL server in DATABASE_URL';
  }
};

const config = loadConfig();
const backend = await startBackend(config);
console.log(`local backend: API ${backend.apiUrl} (Auth /auth/v1, functions /functions/v1)`);
console.log(`local backend: mailbox ${backend.mailboxUrl}`);
console.log(`local backend: data in ${config.databaseUrl === undefined ? config.dataDirectory : redactPassword(config.databaseUrl)}`);

// Stops within 5 seconds even with requests open (a stalled upload, a client that never reads):
// what is still open after 4 seconds is cut off. The data is safe either way (see durability.test.ts).
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error('local backend: requests still open after 4 s; stopping anyway');
    process.exit(0);
  }, 4000).unref();
  backend.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('local backend: failed to stop cleanly:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

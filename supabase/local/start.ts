/**
 * `npm run backend` (and `npm start`, beside the site): the local Supabase-compatible backend.
 * Stop with Ctrl+C; data stays in supabase/.local-data until `npm run backend:reset`.
 */
import { startBackend } from './backend.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const backend = await startBackend(config);
console.log(`local backend: API ${backend.apiUrl} (Auth /auth/v1, functions /functions/v1)`);
console.log(`local backend: mailbox ${backend.mailboxUrl}`);
console.log(`local backend: data in ${config.dataDirectory}`);

const stop = () => {
  void backend.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

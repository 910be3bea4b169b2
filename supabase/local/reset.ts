/** `npm run backend:reset`: empties the local backend (users, sessions, mail). */
import { rmSync } from 'node:fs';

import { loadConfig } from './config.ts';

const { dataDirectory } = loadConfig();
rmSync(dataDirectory, { recursive: true, force: true });
console.log(`local backend: removed ${dataDirectory}; the next start begins empty.`);

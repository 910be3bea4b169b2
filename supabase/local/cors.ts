import { cors } from 'hono/cors';

import { originAllowed } from '../functions/_shared/contract.ts';
import type { LocalBackendConfig } from './config.ts';

/** CORS for one of the local API's services: the site's origins only, no credentials, as Supabase's gateway. */
export function apiCors(config: LocalBackendConfig, options: { allowHeaders: string[]; allowMethods: string[]; exposeHeaders: string[] }) {
  return cors({
    origin: (origin) => (originAllowed(origin, config.allowedOrigins) ? origin : null),
    ...options,
    credentials: false,
  });
}

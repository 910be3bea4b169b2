import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import type { Database } from '../functions/_shared/database.types.ts';

/**
 * supabase-js signed in as service role, for code that runs in Node: the function inside the local
 * backend, and tests. Node 20 has no WebSocket of its own, which supabase-js's realtime client
 * needs at construction, so it is given `ws` (nothing here subscribes to realtime).
 */
export function serviceClient(apiUrl: string, serviceRoleKey: string) {
  return createClient<Database>(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

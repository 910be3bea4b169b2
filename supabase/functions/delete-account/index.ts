// The Supabase Edge Function entry: `supabase functions deploy delete-account`.
// The handler (handler.ts) is plain web-standard code plus supabase-js, shared with the local
// backend and the tests. Hosted functions receive SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { createClient } from '@supabase/supabase-js';

import type { Database } from '../_shared/database.types.ts';

import { configFromEnvironment, createDeleteAccountHandler } from './handler.ts';

const config = configFromEnvironment((name) => Deno.env.get(name));
const supabaseUrl = Deno.env.get('SUPABASE_URL');
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
if (!supabaseUrl || !serviceRoleKey) {
  throw new Error('delete-account: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set (Supabase sets them for hosted functions).');
}
const database = createClient<Database>(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, createDeleteAccountHandler(config, { database }));

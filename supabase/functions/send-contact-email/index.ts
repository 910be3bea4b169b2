// The Supabase Edge Function entry: `supabase functions deploy send-contact-email`.
// The app (handler.ts) is Hono plus web-standard code and supabase-js, shared with the local
// backend and the tests. Hosted functions receive SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { createClient } from '@supabase/supabase-js';

import type { Database } from '../_shared/database.types.ts';

import { configFromEnvironment } from './context.ts';
import { createContactHandler } from './handler.ts';

const config = configFromEnvironment((name) => Deno.env.get(name));
const supabaseUrl = Deno.env.get('SUPABASE_URL');
if (!supabaseUrl) throw new Error('send-contact-email: SUPABASE_URL is not set (Supabase sets it for hosted functions).');
const database = createClient<Database>(supabaseUrl, config.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, createContactHandler(config, { database }));

// The Supabase Edge Function entry: `supabase functions deploy send-contact-email`.
// The handler (handler.ts) is plain web-standard code plus supabase-js, shared with the local
// backend and the tests. Hosted functions receive SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { createClient } from '@supabase/supabase-js';

import { configFromEnvironment, createContactHandler } from './handler.ts';

const config = configFromEnvironment((name) => Deno.env.get(name));
const supabaseUrl = Deno.env.get('SUPABASE_URL');
if (!supabaseUrl) throw new Error('send-contact-email: SUPABASE_URL is not set (Supabase sets it for hosted functions).');
const database = createClient(supabaseUrl, config.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

const handler = createContactHandler(config, { database });

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);

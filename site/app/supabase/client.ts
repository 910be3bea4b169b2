import type { SupabaseClient } from '@supabase/supabase-js';

import { supabaseAnonKey, supabaseUrl } from './settings';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client, loaded on first use only: pages that never sign in or send a form never
 * download supabase-js. It reads a session from the address after a confirmation or LinkedIn
 * sign-in (implicit flow) and keeps it in localStorage.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { flowType: 'implicit', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return client;
}

/**
 * Where the site's Supabase project is. Builds for production set VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY (see README, "Deployment"); without them development, previews, tests
 * and plain builds use the local backend that `npm start` runs (supabase/local), whose anon key is
 * a public development value.
 */
export const localSupabaseUrl = 'http://127.0.0.1:54321';
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJha29tYS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY0NTQ1NjAwLCJleHAiOjIwODAwNzg0MDB9.JMJTUAV3BkF-8DgaYJ6ZSIr2SGXwchuFsOPaf2beTns';

export const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL ?? localSupabaseUrl).replace(/\/+$/, '');
export const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? localAnonKey;

/** supabase-js keeps the session in localStorage under this key: "sb-" + the first label of the host. */
export const sessionStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0] ?? 'local'}-auth-token`;

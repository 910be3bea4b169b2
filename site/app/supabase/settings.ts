import { localAnonKey, localSupabaseUrl } from './localBackend.ts';

/**
 * Where the site's Supabase project is. Builds for production set VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY (see supabase/README.md, "Deployment"); without them development, previews, tests
 * and plain builds use the local backend that `npm start` runs (supabase/local), whose anon key is
 * a public development value.
 */
export const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL ?? localSupabaseUrl).replace(/\/+$/, '');
export const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? localAnonKey;

/**
 * Where the session is kept in localStorage: the client is given it (`auth.storageKey`), and the
 * header reads the stored session from it before supabase-js has loaded. It is the key supabase-js
 * would choose ("sb-" + the first label of the project's host), so members stay signed in.
 */
export const sessionStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0] ?? 'local'}-auth-token`;

import type { Database } from '@akoma/supabase/database';
import type { SupabaseClient } from '@supabase/supabase-js';

import { sessionStorageKey, supabaseAnonKey, supabaseUrl } from './settings';

/** supabase-js typed by the database's `public` schema (supabase/functions/_shared/database.types.ts, generated from the migrations). */
export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;

// Browsers refuse a keepalive request once the keepalive bodies in flight pass 64 KiB; a body
// bigger than this goes as an ordinary request.
const keepaliveBodyLimit = 32 * 1024;

function bodySize(body: BodyInit | null | undefined): number | undefined {
  if (body === undefined || body === null) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  // A stream or form data: its size is not known in advance.
  return undefined;
}

/**
 * Sends every change (any method but GET and HEAD) with `keepalive`, so the browser finishes it
 * even if the page goes away meanwhile. The member's pages show a change at once (a rename, a
 * save, a deletion) and send it behind the scenes: without this, reloading or leaving the page in
 * that moment cancelled the request, and a change the member had seen made was lost.
 */
export const fetchKeepingChanges: typeof fetch = (input, init) => {
  // supabase-js passes an address and options; a whole Request (its body a stream) goes as it is.
  if (input instanceof Request) return fetch(input, init);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || init?.keepalive !== undefined) return fetch(input, init);
  const size = bodySize(init?.body);
  if (size === undefined || size > keepaliveBodyLimit) return fetch(input, init);
  return fetch(input, { ...init, keepalive: true });
};

/**
 * The one Supabase client, loaded on first use only: pages that never sign in or send a form never
 * download supabase-js. It reads a session from the address after a confirmation or LinkedIn
 * sign-in (implicit flow) and keeps it in localStorage. Its changes outlive the page (see
 * `fetchKeepingChanges`).
 */
export function loadSupabase(): Promise<Supabase> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { flowType: 'implicit', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: sessionStorageKey },
      global: { fetch: fetchKeepingChanges },
    }),
  );
  return client;
}

import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';

/** A token signed with the backend's secret, with these claims, valid for an hour. */
export function signToken(jwtSecret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret));
}

/**
 * supabase-js against the backend at `apiUrl` as a caller with this key (the anon key, or a
 * service-role token), or as the anon key plus a member's token: how the tests of the REST API
 * act as a visitor, a member or the service role.
 */
export function restClient(apiUrl: string, key: string, accessToken?: string) {
  return createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

import type { ServiceDatabase } from './database.ts';

import { hmacSha256Hex } from './digest.ts';

/** Who sends a request: the connection's address (for the rate limits), and the signed-in member if any. */

/**
 * The caller's IP address, as the platform's gateway reports it: X-Real-IP, which Supabase's API
 * gateway sets from the connection (a client can't choose it), else the first entry of
 * X-Forwarded-For. The local backend sets both from the socket.
 */
function clientIp(request: Request): string | undefined {
  const reported = request.headers.get('X-Real-IP')?.trim() || request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  if (reported && reported.length <= 64) return reported;
  return undefined;
}

/**
 * A keyed digest of the sender's IP address (HMAC-SHA-256 under the service role key), or null
 * when the gateway did not say: the rate limit can count a sender without the database ever
 * holding an address.
 */
export async function senderIpHash(request: Request, serviceRoleKey: string): Promise<string | null> {
  const ip = clientIp(request);
  return ip ? hmacSha256Hex(serviceRoleKey, ip) : null;
}

/** A signed-in member, as Auth knows them. */
export interface SignedInMember {
  id: string;
  /** The account's address, lower-cased; '' when Auth gave none. */
  email: string;
}

/**
 * The signed-in member sending, if the request carries a member's access token (supabase-js sends
 * the session's token when there is one, else the anon key): the inquiry is then theirs to read.
 * Auth checks the token (`getUser`, not only its payload), so the id and address are Auth's own,
 * never the caller's claim. Anything else is an anonymous inquiry, never an error.
 */
export async function signedInMember(request: Request, database: ServiceDatabase): Promise<SignedInMember | null> {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const [, payload] = token.split('.');
  if (!payload || payload.length > 4096) return null;
  let role: unknown;
  try {
    role = (JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { role?: unknown }).role;
  } catch {
    return null;
  }
  if (role !== 'authenticated') return null;
  try {
    const { data, error } = await database.auth.getUser(token);
    return error ? null : { id: data.user.id, email: (data.user.email ?? '').toLowerCase() };
  } catch {
    return null;
  }
}

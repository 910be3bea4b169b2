import { randomBytes } from 'node:crypto';

import type { Context } from 'hono';
import { jwtVerify, SignJWT } from 'jose';

import type { AuthContext, Queryable } from './context.ts';
import { isUuid } from './context.ts';
import { badRequest, forbidden, noAuthorization, type AuthError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

/**
 * The session repository: auth.sessions and their rotating refresh tokens, the signed access
 * token, and who is calling (the bearer token of a request).
 */

export type AuthMethod = 'password' | 'otp' | 'oauth' | 'token_refresh' | 'pkce' | 'magiclink' | 'email/signup' | 'recovery';

interface RefreshTokenRow {
  token: string;
  session_id: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  updated_at: Date;
}

const newRefreshToken = () => randomBytes(18).toString('base64url');

export async function signAccessToken(context: AuthContext, user: UserRow, sessionId: string, method: AuthMethod) {
  const issuedAt = Math.floor(context.now() / 1000);
  const expiresAt = issuedAt + context.settings.jwtExpirySeconds;
  const accessToken = await new SignJWT({
    aud: 'authenticated',
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: issuedAt }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(`${context.apiUrl}/auth/v1`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(context.jwtSecret);
  return { accessToken, expiresAt };
}

async function sessionAnswer(
  context: AuthContext,
  db: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
) {
  const { accessToken, expiresAt } = await signAccessToken(context, user, sessionId, method);
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: context.settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

export type SessionAnswer = Awaited<ReturnType<typeof sessionAnswer>>;

/** A new session for a user who just signed in. */
export async function startSession(context: AuthContext, db: Queryable, userId: string, method: AuthMethod): Promise<SessionAnswer> {
  const now = new Date(context.now());
  await db.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, now]);
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const session = (
    await db.query<{ id: string }>('insert into auth.sessions (user_id, created_at) values ($1, $2) returning id', [userId, now])
  ).rows[0];
  if (!session) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, session_id, user_id, created_at, updated_at) values ($1, $2, $3, $4, $4)', [
    refreshToken,
    session.id,
    userId,
    now,
  ]);
  return sessionAnswer(context, db, user, session.id, refreshToken, method);
}

/**
 * The refresh-token grant with rotation: each token is used once and replaced by its child. A
 * client that lost the answer may present the parent again within the reuse interval and gets the
 * current child; after that, a used token means the session leaked, so the session ends.
 */
export async function refreshSession(context: AuthContext, db: Queryable, token: string): Promise<SessionAnswer | { reused: AuthError }> {
  const row = (
    await db.query<RefreshTokenRow>(
      'select token, session_id, user_id, revoked, parent, updated_at from auth.refresh_tokens where token = $1',
      [token],
    )
  ).rows[0];
  if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(db, row.user_id);
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const now = new Date(context.now());

  if (row.revoked && context.settings.refreshTokenRotation) {
    const reusable = row.updated_at.getTime() + context.settings.refreshTokenReuseIntervalSeconds * 1000 >= now.getTime();
    const current = (
      await db.query<RefreshTokenRow>(
        'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by created_at desc limit 1',
        [row.session_id],
      )
    ).rows[0];
    if (!reusable || !current) {
      await db.query('delete from auth.sessions where id = $1', [row.session_id]);
      // Returned, not thrown: the session's end must be committed with the refusal.
      return { reused: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    return sessionAnswer(context, db, user, row.session_id, current.token, 'token_refresh');
  }

  const child = newRefreshToken();
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1', [row.token, now]);
  await db.query(
    'insert into auth.refresh_tokens (token, session_id, user_id, parent, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)',
    [child, row.session_id, row.user_id, row.token, now],
  );
  return sessionAnswer(context, db, user, row.session_id, child, 'token_refresh');
}

export interface Caller {
  user: UserRow;
  sessionId: string;
  role: string;
}

/** The bearer token of a request, or GoTrue's 401 when there is none. */
export function bearerToken(c: Context): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}

/** The verified claims of a bearer token. */
export async function verifiedClaims(context: AuthContext, token: string) {
  try {
    const { payload } = await jwtVerify(token, context.jwtSecret, { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${error instanceof Error ? error.message.slice(0, 120) : 'invalid token'}`,
    );
  }
}

/** The signed-in user and session behind a request, as GoTrue's requireAuthentication finds them. */
export async function authenticate(c: Context, context: AuthContext): Promise<Caller> {
  const claims = await verifiedClaims(context, bearerToken(c));
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(context.database, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (sessionId === undefined || sessionId === null || sessionId === '') {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const session = (
    await context.database.query<{ id: string }>('select id from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id])
  ).rows[0];
  if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, sessionId: session.id, role: typeof claims.role === 'string' ? claims.role : '' };
}

/** Ends sessions: one, all but one, or all of a user's. */
export async function endSessions(db: Queryable, userId: string, scope: 'global' | 'local' | 'others', sessionId: string) {
  if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}

import type { Context } from 'hono';

import { maximumPasswordBytes, verifyPassword } from '../passwords.ts';
import type { AuthContext } from './context.ts';
import { isValidEmail, maxEmailLength } from './email.ts';
import { badRequest } from './errors.ts';
import { queryParam, readJsonBody, stringField } from './input.ts';
import { exchangeAuthCode } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { refreshSession, startSession, type AuthMethod } from './sessions.ts';
import { findUserByEmail } from './users.ts';

/** POST /token: the password, refresh-token and PKCE grants. */
export async function token(c: Context, context: AuthContext): Promise<Response> {
  const grantType = queryParam(c, 'grant_type') ?? '';
  limitByAddress(context.limits.token, c);
  const body = await readJsonBody(c);
  if (grantType === 'password') return c.json(await passwordGrant(context, body));
  if (grantType === 'refresh_token') {
    const refreshToken = stringField(body, 'refresh_token');
    if (refreshToken.length < 12 || refreshToken.length > 255) throw badRequest('validation_failed', 'Refresh token is not valid');
    const refreshed = await context.database.transaction((tx) => refreshSession(context, tx, refreshToken));
    if ('reused' in refreshed) throw refreshed.reused;
    return c.json(refreshed);
  }
  if (grantType === 'pkce') {
    const authCode = stringField(body, 'auth_code');
    const verifier = stringField(body, 'code_verifier');
    if (authCode === '' || verifier === '') {
      throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    }
    return c.json(
      await context.database.transaction(async (tx) => {
        const flow = await exchangeAuthCode(context, tx, authCode.slice(0, 255), verifier.slice(0, 255));
        return startSession(context, tx, flow.userId, flow.method === 'oauth' ? 'oauth' : (flow.method as AuthMethod));
      }),
    );
  }
  throw badRequest('validation_failed', 'unsupported_grant_type');
}

async function passwordGrant(context: AuthContext, body: Record<string, unknown>) {
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '')
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '' || password === '') throw invalid();
  // Checked before any lookup, so a huge address or password costs nothing.
  const usable = email.length <= maxEmailLength && isValidEmail(email) && Buffer.byteLength(password) <= maximumPasswordBytes;
  // A malformed address can have no account, so nothing is learnt from answering it at once.
  if (!usable) throw invalid();
  const user = await findUserByEmail(context.database, email.toLowerCase());
  // An unknown address is checked against a dummy hash, so it takes as long as a known one.
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches) throw invalid();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return context.database.transaction((tx) => startSession(context, tx, user.id, 'password'));
}

import type { Context } from 'hono';

import type { AuthContext, Queryable } from './context.ts';
import { normaliseEmail } from './email.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { queryParam, readJsonBody, stringField } from './input.ts';
import { isExpired, tokenHash } from './mailer.ts';
import { issueAuthCode, type FlowMethod } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { startSession, type SessionAnswer } from './sessions.ts';
import { confirmEmail, findUserByEmail, findUserByToken, type TokenColumn, type UserRow } from './users.ts';

/**
 * /verify: the links in the Auth API's e-mails (GET, a navigation that ends in a redirect) and
 * their codes or token hashes (POST, answered with a session). Every token works once and only
 * within the OTP expiry.
 */

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

const columns: Record<VerifyType, TokenColumn> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
};
const sentAtOf = (user: UserRow, type: VerifyType) =>
  type === 'signup' || type === 'invite'
    ? user.confirmation_sent_at
    : type === 'email_change'
      ? user.email_change_sent_at
      : user.recovery_sent_at;
const flowMethods: Record<VerifyType, FlowMethod> = {
  signup: 'email/signup',
  invite: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};
const isVerifyType = (value: string): value is VerifyType => Object.hasOwn(columns, value);

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

const singleConfirmationAccepted = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Applies what the token proves, and uses the token up. With secure e-mail change, the first of
 * the two links only records itself ('pending'); the second makes the change.
 */
async function applyVerification(
  context: AuthContext,
  tx: Queryable,
  user: UserRow,
  type: VerifyType,
  matched: TokenColumn,
): Promise<UserRow | 'pending'> {
  const now = new Date(context.now());
  if (type === 'signup' || type === 'invite') {
    await confirmEmail(tx, user.id, now);
  } else if (type === 'recovery' || type === 'magiclink') {
    await tx.query('update auth.users set recovery_token = null, updated_at = $2 where id = $1', [user.id, now]);
    // Following a link sent to the address proves it, as GoTrue counts it.
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id, now);
  } else {
    const bothLinks = user.email_change_token_new !== null && user.email_change_token_current !== null;
    if (context.settings.secureEmailChange && bothLinks && user.email_change_confirm_status === 0) {
      await tx.query(`update auth.users set ${matched} = null, email_change_confirm_status = 1 where id = $1`, [user.id]);
      return 'pending';
    }
    const newEmail = user.email_change ?? '';
    const taken = newEmail ? await findUserByEmail(tx, newEmail) : undefined;
    if (!newEmail || (taken && taken.id !== user.id)) {
      await tx.query(
        'update auth.users set email_change = null, email_change_token_new = null, email_change_token_current = null, email_change_confirm_status = 0 where id = $1',
        [user.id],
      );
      if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      throw linkInvalid();
    }
    await tx.query(
      `update auth.users set email = $2, email_change = null, email_change_token_new = null, email_change_token_current = null,
         email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, $3), updated_at = $3 where id = $1`,
      [user.id, newEmail, now],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
  }
  const updated = (await tx.query<UserRow>('select * from auth.users where id = $1', [user.id])).rows[0];
  if (!updated) throw linkInvalid();
  return updated;
}

function redirectWithError(c: Context, redirectTo: string, error: AuthError, pkce: boolean) {
  const target = new URL(redirectTo);
  const oauthError = error.status === 403 ? 'access_denied' : error.status >= 500 ? 'server_error' : 'invalid_request';
  const fields = { error: oauthError, error_code: error.code, error_description: error.message };
  if (pkce) for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
  target.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
  return c.redirect(target.toString(), 303);
}

export async function verifyGet(c: Context, context: AuthContext): Promise<Response> {
  limitByAddress(context.limits.verify, c);
  const type = queryParam(c, 'type') ?? '';
  const token = queryParam(c, 'token') ?? '';
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = safeRedirect(context.settings, queryParam(c, 'redirect_to'));
  const pkce = token.startsWith('pkce_');
  try {
    if (!isVerifyType(type)) throw badRequest('validation_failed', 'Unsupported verification type');
    const result = await context.database.transaction(async (tx) => {
      const found = await findByHash(tx, type, token);
      if (!found || isExpired(context, sentAtOf(found.user, type))) throw linkInvalid();
      const verified = await applyVerification(context, tx, found.user, type, found.column);
      if (verified === 'pending') return { message: singleConfirmationAccepted };
      if (pkce) {
        const code = await issueAuthCode(context, tx, verified.id, flowMethods[type]);
        if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found.');
        return { code };
      }
      return { session: await startSession(context, tx, verified.id, 'otp') };
    });
    const target = new URL(redirectTo);
    if (result.message !== undefined) {
      if (pkce) target.searchParams.set('message', result.message);
      target.hash = new URLSearchParams({ message: result.message, sb: '' }).toString();
    } else if (result.code !== undefined) target.searchParams.set('code', result.code);
    else target.hash = sessionFragment(result.session, type);
    return c.redirect(target.toString(), 303);
  } catch (error) {
    if (error instanceof AuthError) return redirectWithError(c, redirectTo, error, pkce);
    throw error;
  }
}

export function sessionFragment(session: SessionAnswer, type: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString();
}

export async function verifyPost(c: Context, context: AuthContext): Promise<Response> {
  limitByAddress(context.limits.verify, c);
  const body = await readJsonBody(c);
  const requestedType = stringField(body, 'type');
  const token = stringField(body, 'token');
  const hash = stringField(body, 'token_hash');
  const emailInput = stringField(body, 'email');
  if (requestedType === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '' && hash === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (token !== '' && hash !== '') throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (hash !== '' && emailInput !== '') throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  if (requestedType === 'sms' || requestedType === 'phone_change')
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (requestedType !== 'email' && !isVerifyType(requestedType)) throw badRequest('validation_failed', 'Unsupported verification type');
  let email = '';
  if (token !== '') {
    try {
      email = normaliseEmail(emailInput);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  }

  const answer = await context.database.transaction(async (tx) => {
    const candidates: VerifyType[] = requestedType === 'email' ? ['signup', 'magiclink'] : [requestedType];
    for (const type of candidates) {
      // A code is checked through its hash with the address, which is what the link carries.
      const found = await findByHash(tx, type, hash !== '' ? hash : tokenHash(email, token));
      if (!found) continue;
      if (isExpired(context, sentAtOf(found.user, type))) throw hash !== '' ? linkInvalid() : codeInvalid();
      const verified = await applyVerification(context, tx, found.user, type, found.column);
      if (verified === 'pending') return { msg: singleConfirmationAccepted, code: '200' };
      return startSession(context, tx, verified.id, 'otp');
    }
    throw hash !== '' ? linkInvalid() : codeInvalid();
  });
  return c.json(answer);
}

/** The user a token hash (with or without the PKCE prefix) belongs to, and the column it is in. */
async function findByHash(tx: Queryable, type: VerifyType, hash: string): Promise<{ user: UserRow; column: TokenColumn } | undefined> {
  const candidates: TokenColumn[] = type === 'email_change' ? ['email_change_token_new', 'email_change_token_current'] : [columns[type]];
  for (const column of candidates) {
    for (const value of hash.startsWith('pkce_') ? [hash] : [hash, `pkce_${hash}`]) {
      const user = await findUserByToken(tx, column, value);
      if (user) return { user, column };
    }
  }
  return undefined;
}

import type { Context } from 'hono';

import { hashPassword } from '../passwords.ts';
import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { badRequest, unprocessable } from './errors.ts';
import { assertMetadataSize, objectField, queryParam, readJsonBody, stringField } from './input.ts';
import { isExpired, sendConfirmation } from './mailer.ts';
import { checkPasswordStrength } from './passwordPolicy.ts';
import { createFlowState, validatePkceParams } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { startSession } from './sessions.ts';
import { addIdentity, confirmEmail, findUserByEmail, insertUser, userJson, type UserJson } from './users.ts';

/**
 * POST /signup. A new address gets a user, its e-mail identity and the confirmation e-mail in one
 * transaction. An address with an unconfirmed account is left as it is (its password, metadata
 * and link stay) and the confirmation is sent again, within the e-mail interval. A confirmed address
 * gets the same 200 a new one gets, with a made-up user, so sign-up tells nobody who has an account.
 */
export async function signup(c: Context, context: AuthContext): Promise<Response> {
  const { settings } = context;
  if (!settings.signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = await readJsonBody(c);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  // Anonymous sign-ins are not part of this project: GoTrue's answer when they are switched off.
  if (emailInput === '' && phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  limitByAddress(context.limits.signInSignUps, c);
  const password = stringField(body, 'password');
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(settings, password);
  if (emailInput !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  const pkce = validatePkceParams(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const email = normaliseEmail(emailInput);
  const metadata = objectField(body, 'data') ?? {};
  assertMetadataSize(metadata);
  const redirectTo = safeRedirect(settings, queryParam(c, 'redirect_to'));

  const existing = await findUserByEmail(context.database, email);
  if (existing?.email_confirmed_at) return alreadyRegistered(c, context, email, metadata);
  // Hashing is slow on purpose: never inside the transaction, which would hold every other request.
  const passwordHash = existing ? null : await hashPassword(password);

  const outcome = await context.database.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) return { kind: 'exists' as const };
    if (!user) {
      user = await insertUser(tx, { email, passwordHash, userMetadata: metadata, provider: 'email', confirmedAt: null });
      await addIdentity(tx, user, 'email', user.id, { ...metadata, sub: user.id, email, email_verified: false, phone_verified: false });
    }
    if (settings.autoconfirm) {
      await confirmEmail(tx, user.id, new Date(context.now()));
      return { kind: 'session' as const, session: await startSession(context, tx, user.id, 'password') };
    }
    // A new link is made only when the account has none that still works (see sendConfirmation).
    if (pkce && (!user.confirmation_token || isExpired(context, user.confirmation_sent_at))) {
      await createFlowState(context, tx, user.id, 'email/signup', pkce);
    }
    await sendConfirmation(context, tx, user, { redirectTo, pkce: pkce !== undefined });
    const stored = await findUserByEmail(tx, email);
    return { kind: 'user' as const, user: await userJson(tx, stored ?? user) };
  });
  if (outcome.kind === 'exists') return alreadyRegistered(c, context, email, metadata);
  return c.json(outcome.kind === 'session' ? outcome.session : outcome.user);
}

/** GoTrue's answer for a confirmed address: 422 with autoconfirm, else a user that is not theirs. */
function alreadyRegistered(c: Context, context: AuthContext, email: string, metadata: Record<string, unknown>) {
  if (context.settings.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
  const now = new Date(context.now()).toISOString();
  const obfuscated: UserJson = {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    email_confirmed_at: null,
    phone: '',
    confirmation_sent_at: now,
    confirmed_at: null,
    recovery_sent_at: null,
    last_sign_in_at: null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
  return c.json(obfuscated);
}

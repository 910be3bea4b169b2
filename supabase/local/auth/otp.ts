import type { Context } from 'hono';

import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { badRequest, unprocessable } from './errors.ts';
import { assertMetadataSize, objectField, queryParam, readJsonBody, stringField } from './input.ts';
import { isExpired, sendConfirmation, sendRecoveryOrMagicLink } from './mailer.ts';
import { createFlowState, validatePkceParams } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { addIdentity, findUserByEmail, insertUser } from './users.ts';

/**
 * POST /otp (and the older /magiclink): a sign-in link and code by e-mail. A confirmed account
 * gets a magic link; an unconfirmed one its confirmation; an unknown address a new account
 * (without a password) and its confirmation, unless `create_user` is false or sign-ups are off.
 */
export async function otp(c: Context, context: AuthContext): Promise<Response> {
  limitByAddress(context.limits.signInSignUps, c);
  const body = await readJsonBody(c);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (emailInput !== '' && phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (emailInput === '') throw badRequest('validation_failed', 'One of email or phone must be set');
  if (!context.settings.emailEnabled) throw unprocessable('email_provider_disabled', 'Email logins are disabled');
  const email = normaliseEmail(emailInput);
  const createUser = body.create_user === undefined || body.create_user === null ? true : body.create_user === true;
  const metadata = objectField(body, 'data') ?? {};
  assertMetadataSize(metadata);
  const pkce = validatePkceParams(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));
  const redirectTo = safeRedirect(context.settings, queryParam(c, 'redirect_to'));
  const options = { redirectTo, pkce: pkce !== undefined };

  const existing = await findUserByEmail(context.database, email);
  if (!existing) {
    if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    if (!context.settings.signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  await context.database.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      user = await insertUser(tx, { email, passwordHash: null, userMetadata: metadata, provider: 'email', confirmedAt: null });
      await addIdentity(tx, user, 'email', user.id, { ...metadata, sub: user.id, email, email_verified: false, phone_verified: false });
    }
    if (user.email_confirmed_at) {
      if (pkce) await createFlowState(context, tx, user.id, 'magiclink', pkce);
      await sendRecoveryOrMagicLink(context, tx, user, 'magiclink', options);
    } else {
      if (pkce && (!user.confirmation_token || isExpired(context, user.confirmation_sent_at))) {
        await createFlowState(context, tx, user.id, 'email/signup', pkce);
      }
      await sendConfirmation(context, tx, user, options);
    }
  });
  return c.json({});
}

import type { Context } from 'hono';

import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { badRequest } from './errors.ts';
import { queryParam, readJsonBody, stringField } from './input.ts';
import { sendConfirmation, sendEmailChange } from './mailer.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { findUserByEmail } from './users.ts';

/** POST /resend: the sign-up confirmation or the e-mail-change link again, within the e-mail interval. */
export async function resend(c: Context, context: AuthContext): Promise<Response> {
  limitByAddress(context.limits.signInSignUps, c);
  const body = await readJsonBody(c);
  const type = stringField(body, 'type');
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (emailInput === '') throw badRequest('validation_failed', 'Type provided requires an email address');
  if (phone !== '') throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (!context.settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const email = normaliseEmail(emailInput);
  const redirectTo = safeRedirect(context.settings, queryParam(c, 'redirect_to'));
  const user = await findUserByEmail(context.database, email);
  if (!user) return c.json({});
  if (type === 'signup') {
    if (user.email_confirmed_at) return c.json({});
    await context.database.transaction((tx) => sendConfirmation(context, tx, user, { redirectTo, pkce: false }));
  } else {
    const pending = user.email_change;
    if (!pending) return c.json({});
    await context.database.transaction((tx) => sendEmailChange(context, tx, user, pending, { redirectTo, pkce: false }));
  }
  return c.json({});
}

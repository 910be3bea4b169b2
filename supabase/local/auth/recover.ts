import type { Context } from 'hono';

import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { badRequest } from './errors.ts';
import { queryParam, readJsonBody, stringField } from './input.ts';
import { sendRecoveryOrMagicLink } from './mailer.ts';
import { createFlowState, validatePkceParams } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { findUserByEmail } from './users.ts';

/** POST /recover: a password-recovery link; the same empty answer whether or not the address has an account. */
export async function recover(c: Context, context: AuthContext): Promise<Response> {
  limitByAddress(context.limits.signInSignUps, c);
  const body = await readJsonBody(c);
  const emailInput = stringField(body, 'email');
  if (emailInput === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  if (!context.settings.emailEnabled) throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const email = normaliseEmail(emailInput);
  const pkce = validatePkceParams(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));
  const redirectTo = safeRedirect(context.settings, queryParam(c, 'redirect_to'));
  const user = await findUserByEmail(context.database, email);
  if (user) {
    await context.database.transaction(async (tx) => {
      if (pkce) await createFlowState(context, tx, user.id, 'recovery', pkce);
      await sendRecoveryOrMagicLink(context, tx, user, 'recovery', { redirectTo, pkce: pkce !== undefined });
    });
  }
  return c.json({});
}

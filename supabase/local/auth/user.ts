import type { Context } from 'hono';

import { hashPassword, verifyPassword } from '../passwords.ts';
import type { AuthContext } from './context.ts';
import { normaliseEmail } from './email.ts';
import { forbidden, unprocessable } from './errors.ts';
import { assertMetadataSize, objectField, queryParam, readJsonBody, stringField } from './input.ts';
import { sendEmailChange } from './mailer.ts';
import { checkPasswordStrength } from './passwordPolicy.ts';
import { createFlowState, validatePkceParams } from './pkce.ts';
import { limitByAddress } from './rateLimits.ts';
import { safeRedirect } from './redirects.ts';
import { authenticate, endSessions } from './sessions.ts';
import { findUserByEmail, findUserById, userJson } from './users.ts';

/** GET /user: the signed-in user. */
export async function getUser(c: Context, context: AuthContext): Promise<Response> {
  const caller = await authenticate(c, context);
  return c.json(await userJson(context.database, caller.user));
}

/**
 * PUT /user. A new password ends every other session of the user. A new e-mail address is not
 * the account's until the link sent to that address is followed: until then it waits in
 * `new_email`. Metadata is merged, and capped like at sign-up.
 */
export async function updateUser(c: Context, context: AuthContext): Promise<Response> {
  const caller = await authenticate(c, context);
  limitByAddress(context.limits.signInSignUps, c);
  const body = await readJsonBody(c);
  const password = body.password === undefined || body.password === null ? undefined : stringField(body, 'password');
  const emailInput = stringField(body, 'email');
  const data = objectField(body, 'data');
  if (objectField(body, 'app_metadata')) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  const pkce = validatePkceParams(stringField(body, 'code_challenge_method'), stringField(body, 'code_challenge'));
  const { user } = caller;

  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(context.settings, password);
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  let merged: Record<string, unknown> | undefined;
  if (data) {
    // A null value removes the key, as GoTrue merges metadata.
    merged = Object.fromEntries(Object.entries({ ...user.raw_user_meta_data, ...data }).filter(([, value]) => value !== null));
    assertMetadataSize(merged);
  }
  const newEmail = emailInput === '' ? undefined : normaliseEmail(emailInput);
  const redirectTo = safeRedirect(context.settings, queryParam(c, 'redirect_to'));

  await context.database.transaction(async (tx) => {
    const now = new Date(context.now());
    if (passwordHash) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [user.id, passwordHash, now]);
      await endSessions(tx, user.id, 'others', caller.sessionId);
    }
    if (merged) await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1', [user.id, merged, now]);
    if (newEmail && newEmail !== user.email) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      if (pkce) await createFlowState(context, tx, user.id, 'email_change', pkce);
      const current = await findUserById(tx, user.id);
      await sendEmailChange(context, tx, current ?? user, newEmail, { redirectTo, pkce: pkce !== undefined });
    }
  });
  const updated = await findUserById(context.database, user.id);
  return c.json(await userJson(context.database, updated ?? user));
}

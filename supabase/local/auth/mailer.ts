import { createHash, randomInt } from 'node:crypto';

import { MailDeliveryError } from '../mailbox/mailbox.ts';
import type { AuthContext, Queryable } from './context.ts';
import { emailRateLimited, internal, tooManyRequests } from './errors.ts';
import { GoTemplateError } from './goTemplate.ts';
import { authMailFrom, renderAuthMail, type AuthMailKind, type AuthMailValues } from './mailTemplates.ts';
import type { UserRow } from './users.ts';

/**
 * Sending the Auth API's e-mails inside the caller's transaction (the mailbox writes to the same
 * database, so a user and their e-mail are stored together or not at all), with GoTrue's limits:
 * a minimum interval between two e-mails of a kind to one user, and a ceiling for the server.
 *
 * Links carry a token hash as GoTrue's do: sha224 of the address and a one-time code, prefixed
 * `pkce_` for the PKCE flow. The code itself goes in the e-mail, for `verifyOtp`. Each e-mail is
 * config.toml's template for its kind (mailTemplates.ts), rendered over the values GoTrue gives it,
 * the user's metadata among them: its `language` picks the e-mail's.
 */

export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change';

export const tokenHash = (email: string, code: string) =>
  createHash('sha224')
    .update(email + code)
    .digest('hex');

const newCode = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

function assertInterval(context: AuthContext, lastSent: Date | null) {
  if (!lastSent) return;
  const wait = lastSent.getTime() + context.settings.emailMinIntervalSeconds * 1000 - context.now();
  if (wait > 0) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${String(Math.ceil(wait / 1000))} seconds.`,
    );
  }
}

function assertServerLimit(context: AuthContext) {
  if (!context.limits.emailSent.allow('server')) throw emailRateLimited();
}

/**
 * Renders a kind's template and delivers it. A template that fails (as GoTrue's would on, say,
 * metadata whose `language` is a number, which `eq` cannot compare with "fr") and a mailbox that
 * refuses are GoTrue's 500 for that e-mail; the caller's transaction then rolls back.
 */
async function deliver(context: AuthContext, tx: Queryable, to: string, kind: AuthMailKind, values: AuthMailValues, failure: string) {
  try {
    const mail = renderAuthMail(context.settings.mailTemplates, kind, values);
    await context.mailbox.deliver({ from: authMailFrom, to: [to], ...mail }, undefined, tx);
  } catch (error) {
    if (error instanceof GoTemplateError) console.error(`local Auth API: the ${kind} template failed:`, error.message);
    if (error instanceof MailDeliveryError || error instanceof GoTemplateError) throw internal(failure);
    throw error;
  }
}

/** The values every kind's template gets, for one user and one link. */
function mailValues(
  context: AuthContext,
  user: UserRow,
  link: { url: string; token: string; code: string | undefined; redirectTo: string },
): AuthMailValues {
  return {
    SiteURL: context.settings.siteUrl,
    ConfirmationURL: link.url,
    Email: user.email,
    Token: link.code ?? '',
    TokenHash: link.token,
    Data: user.raw_user_meta_data,
    RedirectTo: link.redirectTo,
  };
}

function verifyLink(context: AuthContext, token: string, type: MailKind, redirectTo: string) {
  const link = new URL(`${context.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

export const isExpired = (context: AuthContext, sentAt: Date | null) =>
  !sentAt || sentAt.getTime() + context.settings.otpExpirySeconds * 1000 < context.now();

/**
 * The confirmation e-mail. A user who already has a link that still works gets the same link
 * again, so a second sign-up with their address cannot cut off the first one's link.
 */
export async function sendConfirmation(context: AuthContext, tx: Queryable, user: UserRow, options: { redirectTo: string; pkce: boolean }) {
  const { rows } = await tx.query<{ confirmation_resent_at: Date | null }>('select confirmation_resent_at from auth.users where id = $1', [
    user.id,
  ]);
  const resentAt = rows[0]?.confirmation_resent_at ?? null;
  const lastSent = [user.confirmation_sent_at, resentAt].reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
  assertInterval(context, lastSent);
  assertServerLimit(context);
  const now = new Date(context.now());
  const { redirectTo } = options;
  if (user.confirmation_token && !isExpired(context, user.confirmation_sent_at)) {
    await tx.query('update auth.users set confirmation_resent_at = $2 where id = $1', [user.id, now]);
    const url = verifyLink(context, user.confirmation_token, 'signup', redirectTo);
    const values = mailValues(context, user, { url, token: user.confirmation_token, code: undefined, redirectTo });
    await deliver(context, tx, user.email, 'confirmation', values, 'Error sending confirmation email');
    return;
  }
  const code = newCode(context.settings.otpLength);
  const token = `${options.pkce ? 'pkce_' : ''}${tokenHash(user.email, code)}`;
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = $3, confirmation_resent_at = null where id = $1', [
    user.id,
    token,
    now,
  ]);
  const url = verifyLink(context, token, 'signup', redirectTo);
  await deliver(
    context,
    tx,
    user.email,
    'confirmation',
    mailValues(context, user, { url, token, code, redirectTo }),
    'Error sending confirmation email',
  );
}

/** A recovery or magic-link e-mail: a fresh single-use token in recovery_token. */
export async function sendRecoveryOrMagicLink(
  context: AuthContext,
  tx: Queryable,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  options: { redirectTo: string; pkce: boolean },
) {
  assertInterval(context, user.recovery_sent_at);
  assertServerLimit(context);
  const code = newCode(context.settings.otpLength);
  const token = `${options.pkce ? 'pkce_' : ''}${tokenHash(user.email, code)}`;
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1', [
    user.id,
    token,
    new Date(context.now()),
  ]);
  const url = verifyLink(context, token, kind, options.redirectTo);
  await deliver(
    context,
    tx,
    user.email,
    kind === 'recovery' ? 'recovery' : 'magic_link',
    mailValues(context, user, { url, token, code, redirectTo: options.redirectTo }),
    `Error sending ${kind === 'recovery' ? 'recovery' : 'magic link'} email`,
  );
}

/**
 * The e-mail-change confirmation, to the new address (and, with secure e-mail change, another to
 * the current one); the change waits in email_change until the links are followed.
 */
export async function sendEmailChange(
  context: AuthContext,
  tx: Queryable,
  user: UserRow,
  newEmail: string,
  options: { redirectTo: string; pkce: boolean },
) {
  assertInterval(context, user.email_change_sent_at);
  assertServerLimit(context);
  const code = newCode(context.settings.otpLength);
  const token = `${options.pkce ? 'pkce_' : ''}${tokenHash(newEmail, code)}`;
  await tx.query('update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = $4 where id = $1', [
    user.id,
    newEmail,
    token,
    new Date(context.now()),
  ]);
  const { redirectTo } = options;
  // One template for both copies, as GoTrue has it: SendingTo says which address this one goes to.
  const changeValues = (url: string, linkToken: string, linkCode: string, sendingTo: string): AuthMailValues => ({
    ...mailValues(context, user, { url, token: linkToken, code: linkCode, redirectTo }),
    NewEmail: newEmail,
    SendingTo: sendingTo,
  });
  const url = verifyLink(context, token, 'email_change', redirectTo);
  await deliver(context, tx, newEmail, 'email_change', changeValues(url, token, code, newEmail), 'Error sending email change email');
  if (!context.settings.secureEmailChange) {
    await tx.query('update auth.users set email_change_token_current = null, email_change_confirm_status = 0 where id = $1', [user.id]);
    return;
  }
  const currentCode = newCode(context.settings.otpLength);
  const currentToken = `${options.pkce ? 'pkce_' : ''}${tokenHash(user.email, currentCode)}`;
  await tx.query('update auth.users set email_change_token_current = $2, email_change_confirm_status = 0 where id = $1', [
    user.id,
    currentToken,
  ]);
  const currentUrl = verifyLink(context, currentToken, 'email_change', redirectTo);
  const currentValues = changeValues(currentUrl, currentToken, currentCode, user.email);
  await deliver(context, tx, user.email, 'email_change', currentValues, 'Error sending email change email');
}

import { createHash, randomInt } from 'node:crypto';

import { MailDeliveryError } from '../mailbox/mailbox.ts';
import type { AuthContext, Queryable } from './context.ts';
import { emailRateLimited, internal, tooManyRequests } from './errors.ts';
import {
  authMailFrom,
  confirmationMail,
  emailChangeCurrentMail,
  emailChangeMail,
  magicLinkMail,
  recoveryMail,
  type AuthMail,
} from './mailTemplates.ts';
import type { UserRow } from './users.ts';

/**
 * Sending the Auth API's e-mails inside the caller's transaction (the mailbox writes to the same
 * database, so a user and their e-mail are stored together or not at all), with GoTrue's limits:
 * a minimum interval between two e-mails of a kind to one user, and a ceiling for the server.
 *
 * Links carry a token hash as GoTrue's do: sha224 of the address and a one-time code, prefixed
 * `pkce_` for the PKCE flow. The code itself goes in the e-mail, for `verifyOtp`.
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

async function deliver(context: AuthContext, tx: Queryable, to: string, mail: AuthMail, failure: string) {
  try {
    await context.mailbox.deliver({ from: authMailFrom, to: [to], ...mail }, undefined, tx);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw internal(failure);
    throw error;
  }
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
  const firstName = user.raw_user_meta_data.first_name;
  if (user.confirmation_token && !isExpired(context, user.confirmation_sent_at)) {
    await tx.query('update auth.users set confirmation_resent_at = $2 where id = $1', [user.id, now]);
    const link = verifyLink(context, user.confirmation_token, 'signup', options.redirectTo);
    await deliver(context, tx, user.email, confirmationMail(link, undefined, firstName), 'Error sending confirmation email');
    return;
  }
  const code = newCode(context.settings.otpLength);
  const token = `${options.pkce ? 'pkce_' : ''}${tokenHash(user.email, code)}`;
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = $3, confirmation_resent_at = null where id = $1', [
    user.id,
    token,
    now,
  ]);
  const link = verifyLink(context, token, 'signup', options.redirectTo);
  await deliver(context, tx, user.email, confirmationMail(link, code, firstName), 'Error sending confirmation email');
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
  const link = verifyLink(context, token, kind, options.redirectTo);
  const mail = kind === 'recovery' ? recoveryMail : magicLinkMail;
  await deliver(
    context,
    tx,
    user.email,
    mail(link, code, user.raw_user_meta_data.first_name),
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
  const link = verifyLink(context, token, 'email_change', options.redirectTo);
  const firstName = user.raw_user_meta_data.first_name;
  await deliver(context, tx, newEmail, emailChangeMail(link, code, firstName, newEmail), 'Error sending email change email');
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
  const currentLink = verifyLink(context, currentToken, 'email_change', options.redirectTo);
  const currentMail = emailChangeCurrentMail(currentLink, currentCode, firstName, newEmail);
  await deliver(context, tx, user.email, currentMail, 'Error sending email change email');
}

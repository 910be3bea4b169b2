import { sendMail } from '../_shared/http.ts';
import { rateLimitedAnswer, type ContactAction } from './context.ts';
import { callDatabase, DatabaseUnavailable, logUnrecorded, recordMailResult } from './database.ts';
import type { MailLanguage } from '../_shared/contract.ts';
import { checkLanguage, checkSender, isJsonObject, notAnObject, textFields, type FieldProblems } from './fields.ts';
import { pendingMail } from './mail.ts';
import { senderIpHash } from './sender.ts';

/**
 * `POST /send-contact-email/newsletter`: a sign-up to The Workroom, `{email, clientRequestId?, language?}`.
 * Double opt-in: `subscribe_to_newsletter()` stores the address as pending with two new link
 * tokens and limits confirmations per connection; only then is the confirmation e-mailed. It
 * answers what the database did: `confirmation_sent`, `confirmation_pending` (one was sent in the
 * last 24 hours, so nothing new is sent) or `already_subscribed`. The subscriber's language ('en'
 * or 'fr', the site edition's) is kept with the new confirmation, which goes out in it.
 */

/** A sign-up that passed every check. The request id is checked but not needed: a sign-up is idempotent by address. */
export interface ValidSignUp {
  email: string;
  clientRequestId: string | undefined;
  /** The language of the confirmation and, once confirmed, of the newsletter. */
  language: MailLanguage;
  /** The honeypot: a field people never see, so only bots fill it. */
  website: string;
}

export type SignUpValidation = { ok: true; signUp: ValidSignUp } | { ok: false; fields: FieldProblems };

/** Checks a decoded sign-up body: the e-mail address, and the request id, language and honeypot if sent. Other fields are ignored. */
export function validateSignUp(body: unknown): SignUpValidation {
  const fields = textFields(body);
  if (!fields || !isJsonObject(body)) return { ok: false, fields: notAnObject };
  const { read, problems } = fields;
  const signUp: ValidSignUp = {
    email: read('email'),
    clientRequestId: read('clientRequestId') || undefined,
    language: checkLanguage(body, problems),
    website: read('website'),
  };
  checkSender(signUp, problems);
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems };
  return { ok: true, signUp };
}

/** A URL-safe random token of 43 characters (256 bits), for the newsletter's e-mailed links. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const postNewsletterSignUp: ContactAction = async (context, { request, body, json }) => {
  const validation = validateSignUp(body);
  if (!validation.ok) return json(400, { error: 'invalid_request', message: 'Some fields need attention.', fields: validation.fields });
  const { signUp } = validation;

  // A filled honeypot is a bot: answer as if it worked, store and send nothing.
  if (signUp.website !== '') return json(200, { status: 'confirmation_sent' });

  const [result] = await callDatabase(context.database, 'subscribe_to_newsletter', {
    p_email: signUp.email,
    p_confirm_token: randomToken(),
    p_unsubscribe_token: randomToken(),
    // Left out when unknown, for the SQL function's default, null.
    p_ip_hash: (await senderIpHash(request, context.config.serviceRoleKey)) ?? undefined,
    p_max_per_ip: context.rateLimit.perIp,
    p_window: context.rateWindow,
    p_language: signUp.language,
  });
  if (!result) throw new DatabaseUnavailable('subscribe_to_newsletter returned nothing');
  if (result.outcome === 'rate_limited') {
    return rateLimitedAnswer(
      json,
      result.retry_after_seconds ?? context.rateLimit.windowSeconds,
      'Too many sign-ups from this connection. Please try again later.',
    );
  }
  if (result.outcome === 'confirmation_sent' && result.subscriber_id) {
    // Stored first; a failed send stays pending for the retry job.
    const mail = await pendingMail(context, 'newsletter_confirmation', result.subscriber_id);
    if (mail) {
      const mailError = await sendMail(context.mail, context.send, mail);
      await recordMailResult(context.database, 'newsletter_confirmation', result.subscriber_id, mailError).catch(logUnrecorded);
    }
  }
  return json(200, { status: result.outcome });
};

import type { SupabaseClient } from '@supabase/supabase-js';

import { inquiryFieldLimits, interestIds, isValidEmail, newsletterSubject, type ContactInquiry } from '../_shared/contract.ts';
import { escapeHtml, originList, requiredSetting, sendMail, type MailSettings, type OutgoingMail } from '../_shared/http.ts';
import { readJsonRequest } from '../_shared/jsonRequest.ts';

export { escapeHtml };

/**
 * The send-contact-email function's request handler: a plain `(Request) => Promise<Response>`, so
 * it runs unchanged under Deno (Supabase Edge Functions, see index.ts) and in Node (the local
 * backend, the tests). Apart from supabase-js, it uses only web-standard APIs.
 *
 * It receives the site's contact inquiries and newsletter sign-ups and checks every field. Each is
 * stored first, through the database functions in supabase/migrations, which apply the rate limits
 * and the retry guard where every instance sees the same rows; only then is the e-mail sent (to the
 * company for an inquiry, to the subscriber for a sign-up's confirmation) through a
 * Resend-compatible HTTP API. A failed send stays pending for the retry job
 * (`{"action": "deliver_pending_mail"}`, run every minute). It also confirms and ends newsletter
 * subscriptions from the e-mailed links. Bad input is answered 4xx with a JSON error naming the
 * fields; nothing a client sends produces a 5xx.
 */

export interface ContactFunctionConfig {
  /** Origins allowed to call (CORS). An entry may end in ":*" to allow any port, e.g. "http://localhost:*". */
  allowedOrigins: readonly string[];
  /** The mail API's send endpoint, Resend's shape: POST {from, to, subject, html, text, reply_to}. */
  mailApiUrl: string;
  mailApiKey: string;
  /** Where inquiries go. */
  contactTo: string;
  /** The sender, e.g. "Akoma website <website@akoma.example>". */
  contactFrom: string;
  /** The site's address, for the links in newsletter e-mails, e.g. "https://www.akoma.example". */
  siteUrl: string;
  /** The project's service role key: it authorises the delivery job and keys the IP digests. */
  serviceRoleKey: string;
  /** Largest body accepted, in bytes. @default 16384 */
  maxBodyBytes?: number;
  /**
   * Inquiries allowed per e-mail address and per sender IP, and newsletter confirmations per IP,
   * within the window. @default 5 per address and 20 per IP in 600 seconds
   */
  rateLimit?: Partial<{ perAddress: number; perIp: number; windowSeconds: number }>;
}

export interface ContactFunctionDependencies {
  /** A supabase-js client signed in as service role (the function's own SUPABASE_URL and key). */
  database: SupabaseClient;
  fetch: typeof fetch;
}

/** Field limits, in characters: the contract the site's forms check against too. */
export const fieldLimits = inquiryFieldLimits;

type FieldName = keyof typeof fieldLimits | 'interest' | 'website';

/** What a request id may be: the browser's UUID, or any token of 8 to 100 letters, digits, - and _. */
const clientRequestIdPattern = /^[A-Za-z0-9_-]{8,100}$/;
/** Control characters: never in a one-line field (so CR/LF can't reach a mail header), and only line breaks and tabs in the message. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const oneLineForbidden = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const messageForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a surrogate pair on its own: not text, and not storable. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** An inquiry that passed every check, with the two fields no person fills in: the request id and the honeypot. */
export interface ValidInquiry extends ContactInquiry {
  clientRequestId: string | undefined;
  /** The honeypot: a field people never see, so only bots fill it. */
  website: string;
}

export type Validation = { ok: true; inquiry: ValidInquiry } | { ok: false; fields: Partial<Record<FieldName, string>> };

/** Checks a decoded body: every field's type, presence and length, with a message per problem. */
export function validateInquiry(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fields: { message: 'The request body must be a JSON object.' } };
  }
  const record = body as Record<string, unknown>;
  const fields: Partial<Record<FieldName, string>> = {};
  const text = (name: FieldName): string => {
    const value = record[name];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      fields[name] = `${name} must be text.`;
      return '';
    }
    const trimmed = value.trim();
    const limit = (fieldLimits as Record<string, number | undefined>)[name];
    if (limit !== undefined && trimmed.length > limit) fields[name] = `${name} must be at most ${String(limit)} characters.`;
    else if (loneSurrogate.test(trimmed)) fields[name] = `${name} contains characters that are not text.`;
    else if ((name === 'message' ? messageForbidden : oneLineForbidden).test(trimmed)) {
      fields[name] = name === 'message' ? 'message contains control characters.' : `${name} must be a single line of text.`;
    }
    return trimmed;
  };

  const subject = text('subject');
  const newsletter = subject === newsletterSubject;
  const inquiry = {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    role: text('role'),
    country: text('country'),
    message: text('message'),
    interest: text('interest'),
    subject,
    clientRequestId: text('clientRequestId') || undefined,
    website: text('website'),
  };

  if (!fields.email && !isValidEmail(inquiry.email)) fields.email = 'Enter a valid email address.';
  if (!newsletter && !fields.name && inquiry.name === '') fields.name = 'Enter your name.';
  if (!newsletter && !fields.message && inquiry.message === '') fields.message = 'Enter a message.';
  if (!fields.subject && subject === '') fields.subject = 'A subject is required.';
  if (!fields.clientRequestId && inquiry.clientRequestId !== undefined && !clientRequestIdPattern.test(inquiry.clientRequestId)) {
    fields.clientRequestId = 'clientRequestId must be 8 to 100 letters, digits, hyphens or underscores.';
  }
  if (!fields.interest && inquiry.interest !== '' && !(interestIds as readonly string[]).includes(inquiry.interest)) {
    fields.interest = `interest must be one of: ${interestIds.join(', ')}.`;
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, inquiry: inquiry as ValidInquiry };
}

/** The e-mail the company receives, as HTML (every value escaped) and as plain text. */
export function inquiryEmail(inquiry: ValidInquiry) {
  const rows: [string, string][] = [
    ['Name', inquiry.name || '(not given)'],
    ['Email', inquiry.email],
    ['Company', inquiry.company || '(not given)'],
    ['Job title', inquiry.role || '(not given)'],
    ['Country', inquiry.country || '(not given)'],
    ['Interest', inquiry.interest || 'General'],
  ];
  const message = inquiry.message || (inquiry.subject === newsletterSubject ? 'Please add this address to The Workroom newsletter.' : '');
  const html = [
    `<h1>${escapeHtml(inquiry.subject)}</h1>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(message).replaceAll('\n', '<br>')}</p>`,
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message].join('\n');
  return { html, text };
}

export function configFromEnvironment(get: (name: string) => string | undefined): ContactFunctionConfig {
  const required = requiredSetting('send-contact-email', get);
  return {
    allowedOrigins: originList(required('ALLOWED_ORIGINS')),
    mailApiUrl: required('MAIL_API_URL'),
    mailApiKey: required('MAIL_API_KEY'),
    contactTo: required('CONTACT_TO'),
    contactFrom: required('CONTACT_FROM'),
    siteUrl: required('SITE_URL'),
    // Hosted functions receive this one from Supabase itself.
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  };
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A digest of what an inquiry says, to tell a retry (same words) from a reused request id. */
async function contentHash(inquiry: ValidInquiry): Promise<string> {
  const content = [
    inquiry.name,
    inquiry.email,
    inquiry.company,
    inquiry.role,
    inquiry.country,
    inquiry.interest,
    inquiry.subject,
    inquiry.message,
  ];
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(content))));
}

/**
 * A keyed digest of the sender's IP address (HMAC-SHA-256 under the service role key): the rate
 * limit can count a sender without the database ever holding an address.
 */
async function ipHash(ip: string, key: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(ip)));
}

/**
 * The caller's IP address, as the platform's gateway reports it: X-Real-IP, which Supabase's API
 * gateway sets from the connection (a client can't choose it), else the first entry of
 * X-Forwarded-For. The local backend sets both from the socket.
 */
function clientIp(request: Request): string | undefined {
  const reported = request.headers.get('X-Real-IP')?.trim() || request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  if (reported && reported.length <= 64) return reported;
  return undefined;
}

/**
 * The signed-in member sending, if the request carries a member's access token (supabase-js sends
 * the session's token when there is one, else the anon key): the inquiry is then theirs to read.
 * Auth checks the token; anything else is an anonymous inquiry, never an error.
 */
async function memberId(request: Request, database: SupabaseClient): Promise<string | null> {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const [, payload] = token.split('.');
  if (!payload || payload.length > 4096) return null;
  let role: unknown;
  try {
    role = (JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { role?: unknown }).role;
  } catch {
    return null;
  }
  if (role !== 'authenticated') return null;
  try {
    const { data, error } = await database.auth.getUser(token);
    return error ? null : data.user.id;
  } catch {
    return null;
  }
}

/** A URL-safe random token of 43 characters (256 bits), for the newsletter's e-mailed links. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Compares two secrets in time that doesn't depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index % right.length] ?? 0);
  return difference === 0;
}

/** The mail API settings within the function's configuration. */
const mailSettings = (config: ContactFunctionConfig): MailSettings => ({
  mailApiUrl: config.mailApiUrl,
  mailApiKey: config.mailApiKey,
  from: config.contactFrom,
});

/** The notification of an inquiry, to the company. Its idempotency key is the inquiry's id. */
function inquiryMail(config: ContactFunctionConfig, id: string, inquiry: ValidInquiry): OutgoingMail {
  const { html, text } = inquiryEmail(inquiry);
  return { to: config.contactTo, replyTo: inquiry.email, subject: inquiry.subject, html, text, idempotencyKey: id };
}

/** The e-mail that asks a new subscriber to confirm, with a link to confirm and one to unsubscribe. */
export function newsletterConfirmationEmail(siteUrl: string, tokens: { confirm: string; unsubscribe: string }) {
  const base = siteUrl.replace(/\/+$/, '');
  const confirmUrl = `${base}/newsletter?confirm=${tokens.confirm}`;
  const unsubscribeUrl = `${base}/newsletter?unsubscribe=${tokens.unsubscribe}`;
  const subject = 'Confirm your subscription to The Workroom';
  const text = [
    'Thank you for signing up to The Workroom, the Akoma newsletter on building workplaces where people and performance grow together.',
    '',
    'Confirm your subscription by opening this link:',
    confirmUrl,
    '',
    "The link works for 7 days. If you didn't sign up, ignore this e-mail: you won't hear from us again.",
    '',
    `Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<p>Thank you for signing up to The Workroom, the Akoma newsletter on building workplaces where people and performance grow together.</p>',
    `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>`,
    "<p>The link works for 7 days. If you didn't sign up, ignore this e-mail: you won't hear from us again.</p>",
    `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> at any time.</p>`,
  ].join('\n');
  return { subject, text, html, confirmUrl, unsubscribeUrl };
}

interface SubscriberRow {
  id: string;
  email: string;
  confirm_token: string;
  unsubscribe_token: string;
  confirmation_requested_at: string;
}

function confirmationMail(config: ContactFunctionConfig, subscriber: SubscriberRow): OutgoingMail {
  const { subject, text, html, unsubscribeUrl } = newsletterConfirmationEmail(config.siteUrl, {
    confirm: subscriber.confirm_token,
    unsubscribe: subscriber.unsubscribe_token,
  });
  return {
    to: subscriber.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    // One confirmation per request for one: asking again a day later sends a new one.
    idempotencyKey: `newsletter-confirmation-${subscriber.id}-${String(Date.parse(subscriber.confirmation_requested_at))}`,
  };
}

/** A stored inquiry as the database returns it: its id, and its interest as the column holds it, plain text. */
interface InquiryRow extends Omit<ContactInquiry, 'interest'> {
  id: string;
  interest: string;
}

/** A database call failed: the function answers 503, and nothing was half done. */
class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/** Runs one of the migrations' SQL functions as service role and returns its rows. */
async function call<Row>(database: SupabaseClient, name: string, args: Record<string, unknown>): Promise<Row[]> {
  let result: { data: unknown; error: { message: string } | null };
  try {
    result = await database.rpc(name, args);
  } catch (error) {
    throw new DatabaseUnavailable(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (result.error) throw new DatabaseUnavailable(`${name}: ${result.error.message}`);
  if (result.data === null) return [];
  return (Array.isArray(result.data) ? result.data : [result.data]) as Row[];
}

async function recordMailResult(database: SupabaseClient, kind: MailKind, id: string, error: string | undefined) {
  await call(database, 'record_mail_result', { p_kind: kind, p_id: id, p_error: error ?? null });
}

type MailKind = 'contact_inquiry' | 'newsletter_confirmation';

// The e-mail went (or failed) but its result could not be written: it stays leased, and the retry
// job sends it again once the lease ends, under the same idempotency key, so it still arrives once.
const logUnrecorded = (error: unknown) => {
  console.error('send-contact-email: a send result was not recorded:', error instanceof Error ? error.message : error);
};

/**
 * The retry job: sends every e-mail that is due (a first send that failed, or one whose sender
 * stopped before recording the result), at most `rounds` batches of 20, and records each result.
 * Concurrent runs never send the same e-mail (claim_due_mail leases each one), and the mail API's
 * idempotency key makes a repeat after a lost answer harmless.
 */
export async function deliverPendingMail(
  config: ContactFunctionConfig,
  { database, fetch: send = fetch }: Pick<ContactFunctionDependencies, 'database'> & Partial<ContactFunctionDependencies>,
  rounds = 5,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let round = 0; round < rounds; round += 1) {
    const due = await call<{ kind: MailKind; id: string }>(database, 'claim_due_mail', { p_limit: 20 });
    if (due.length === 0) break;
    for (const { kind, id } of due) {
      const mail = await pendingMail(config, database, kind, id);
      // Gone since it was claimed (an unsubscribe, say): nothing to send.
      if (!mail) continue;
      const error = await sendMail(mailSettings(config), send, mail);
      await recordMailResult(database, kind, id, error);
      if (error) failed += 1;
      else sent += 1;
    }
  }
  return { sent, failed };
}

async function pendingMail(
  config: ContactFunctionConfig,
  database: SupabaseClient,
  kind: MailKind,
  id: string,
): Promise<OutgoingMail | undefined> {
  if (kind === 'contact_inquiry') {
    const { data, error } = await database
      .from('contact_inquiries')
      .select('id, name, email, company, role, country, interest, subject, message')
      .eq('id', id)
      .eq('mail_status', 'pending')
      .maybeSingle<InquiryRow>();
    if (error) throw new DatabaseUnavailable(`contact_inquiries: ${error.message}`);
    if (!data) return undefined;
    return inquiryMail(config, data.id, {
      ...data,
      interest: data.interest as ValidInquiry['interest'],
      clientRequestId: undefined,
      website: '',
    });
  }
  const { data, error } = await database
    .from('newsletter_subscribers')
    .select('id, email, confirm_token, unsubscribe_token, confirmation_requested_at')
    .eq('id', id)
    .eq('mail_status', 'pending')
    .eq('status', 'pending')
    .maybeSingle<SubscriberRow>();
  if (error) throw new DatabaseUnavailable(`newsletter_subscribers: ${error.message}`);
  return data ? confirmationMail(config, data) : undefined;
}

const actions = ['deliver_pending_mail', 'confirm_newsletter', 'unsubscribe_newsletter'] as const;

/**
 * Builds the handler. Everything that must hold across instances (the rate limits, the retry
 * guard, the queue of e-mails to send) lives in the database, so any number of instances agree.
 */
export function createContactHandler(
  config: ContactFunctionConfig,
  { database, fetch: send = fetch }: Pick<ContactFunctionDependencies, 'database'> & Partial<ContactFunctionDependencies>,
): (request: Request) => Promise<Response> {
  const maxBodyBytes = config.maxBodyBytes ?? 16_384;
  const limits = { perAddress: 5, perIp: 20, windowSeconds: 600, ...config.rateLimit };
  const window = `${String(limits.windowSeconds)} seconds`;

  return async function handleContactRequest(request: Request): Promise<Response> {
    const read = await readJsonRequest(request, { allowedOrigins: config.allowedOrigins, maxBodyBytes });
    if (read instanceof Response) return read;
    const { body, json } = read;
    const rateLimited = (retryAfterSeconds: number, message: string) =>
      json(429, { error: 'rate_limited', message, retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });

    try {
      const action = typeof body === 'object' && body !== null && 'action' in body ? body.action : undefined;
      if (action !== undefined) {
        if (!(actions as readonly unknown[]).includes(action)) {
          return json(400, { error: 'invalid_request', message: `action must be one of: ${actions.join(', ')}.` });
        }
        if (action === 'deliver_pending_mail') {
          const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
          if (!sameSecret(bearer, config.serviceRoleKey)) {
            return json(401, { error: 'unauthorized', message: 'Only the service role may run the delivery job.' });
          }
          return json(200, await deliverPendingMail(config, { database, fetch: send }));
        }
        const token = (body as { token?: unknown }).token;
        if (typeof token !== 'string' || !tokenPattern.test(token)) {
          return json(400, {
            error: 'invalid_request',
            message: 'This link is not complete.',
            fields: { token: 'token must be the 43-character code from the e-mailed link.' },
          });
        }
        const [status] = await call<string | null>(
          database,
          action === 'confirm_newsletter' ? 'confirm_newsletter_subscription' : 'unsubscribe_from_newsletter',
          { p_token: token },
        );
        if (!status) {
          return json(404, {
            error: 'invalid_token',
            message:
              action === 'confirm_newsletter'
                ? 'This confirmation link has expired or is not valid.'
                : 'This unsubscribe link is not valid.',
          });
        }
        return json(200, { status });
      }

      const validation = validateInquiry(body);
      if (!validation.ok) return json(400, { error: 'invalid_request', message: 'Some fields need attention.', fields: validation.fields });
      const { inquiry } = validation;
      const newsletter = inquiry.subject === newsletterSubject;

      // A filled honeypot is a bot: answer as if it worked, store and send nothing.
      if (inquiry.website !== '') {
        return json(200, newsletter ? { status: 'confirmation_sent' } : { id: crypto.randomUUID(), status: 'received' });
      }

      const ip = clientIp(request);
      const senderIpHash = ip ? await ipHash(ip, config.serviceRoleKey) : null;

      if (newsletter) {
        const [result] = await call<{ outcome: string; subscriber_id: string | null; retry_after_seconds: number | null }>(
          database,
          'subscribe_to_newsletter',
          {
            p_email: inquiry.email,
            p_confirm_token: randomToken(),
            p_unsubscribe_token: randomToken(),
            p_ip_hash: senderIpHash,
            p_max_per_ip: limits.perIp,
            p_window: window,
          },
        );
        if (!result) throw new DatabaseUnavailable('subscribe_to_newsletter returned nothing');
        if (result.outcome === 'rate_limited') {
          return rateLimited(
            result.retry_after_seconds ?? limits.windowSeconds,
            'Too many sign-ups from this connection. Please try again later.',
          );
        }
        if (result.outcome === 'confirmation_sent' && result.subscriber_id) {
          const mail = await pendingMail(config, database, 'newsletter_confirmation', result.subscriber_id);
          if (mail) {
            const mailError = await sendMail(mailSettings(config), send, mail);
            await recordMailResult(database, 'newsletter_confirmation', result.subscriber_id, mailError).catch(logUnrecorded);
          }
        }
        return json(200, { status: result.outcome });
      }

      const [result] = await call<{ outcome: string; inquiry_id: string | null; retry_after_seconds: number | null }>(
        database,
        'record_contact_inquiry',
        {
          p_client_request_id: inquiry.clientRequestId ?? crypto.randomUUID(),
          p_content_hash: await contentHash(inquiry),
          p_email: inquiry.email,
          p_subject: inquiry.subject,
          p_name: inquiry.name,
          p_company: inquiry.company,
          p_role: inquiry.role,
          p_country: inquiry.country,
          p_interest: inquiry.interest,
          p_message: inquiry.message,
          p_ip_hash: senderIpHash,
          p_user_id: await memberId(request, database),
          p_max_per_address: limits.perAddress,
          p_max_per_ip: limits.perIp,
          p_window: window,
        },
      );
      if (!result) throw new DatabaseUnavailable('record_contact_inquiry returned nothing');
      switch (result.outcome) {
        case 'rate_limited':
          return rateLimited(
            result.retry_after_seconds ?? limits.windowSeconds,
            'Too many messages from this address or connection. Please try again later.',
          );
        case 'conflict':
          return json(409, {
            error: 'request_conflict',
            message: 'This request id was already used for a different message. Send it as a new message.',
          });
        case 'duplicate':
          // The same press of Send, retried: it is stored, and its e-mail is (or will be) on its way.
          return json(200, { id: result.inquiry_id, status: 'received' });
        default: {
          const id = result.inquiry_id ?? '';
          // Stored first; a failed send stays pending for the retry job, and the visitor is told it
          // was received, which it was.
          const mailError = await sendMail(mailSettings(config), send, inquiryMail(config, id, inquiry));
          await recordMailResult(database, 'contact_inquiry', id, mailError).catch(logUnrecorded);
          return json(200, { id, status: 'received' });
        }
      }
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable)) throw error;
      console.error('send-contact-email:', error.message);
      return json(
        503,
        { error: 'service_unavailable', message: 'The message could not be saved just now. Please try again in a minute.' },
        { 'Retry-After': '30' },
      );
    }
  };
}

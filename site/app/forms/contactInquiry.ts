/**
 * What the site sends to the `send-contact-email` server function, each to its own route: a contact
 * inquiry (`/inquiries`), a newsletter sign-up from the footer's box or the /newsletter page
 * (`/newsletter`), and the newsletter e-mail's confirm and unsubscribe links
 * (`/newsletter/confirm`, `/newsletter/unsubscribe`). This module is the one place that calls the
 * function, and the one place that reads its answers.
 */
import { contactSubject, inquiryFieldLimits, interestIds, type ContactInquiry, type InterestId } from '@akoma/supabase/contract';

import { siteLanguage } from '../language';
import { loadSupabase } from '../supabase/client';

// The inquiry's shape and rules are the function's own (its contract module), so the form and the
// server can never disagree on a field, an interest, a subject or a limit.
export { contactSubject, inquiryFieldLimits, interestIds, type ContactInquiry, type InterestId };

/** Whether a string is one of the six interest ids (anything else, such as a typo in a link, is ignored). */
export function isInterestId(value: string | null | undefined): value is InterestId {
  return (interestIds as readonly string[]).includes(value ?? '');
}

/** A newsletter sign-up: the address alone (the server checks it as it checks an inquiry's). */
export interface NewsletterSignUp {
  email: string;
}

/** The body fields the function may name in a 400 answer. */
export type InquiryField = keyof ContactInquiry | 'clientRequestId';

/** Why the function did not do what was asked, as far as the visitor needs to know. */
export type ContactSendFailure =
  /** Too many sends from this address or network; `retryAfterSeconds` when the server said how long to wait. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined }
  /** Fields the server refused, each with a message for the person who typed it. */
  | { kind: 'invalidFields'; fields: Partial<Record<InquiryField, string>> }
  /** The request id was already used for other content: sending again under a new id fixes it. */
  | { kind: 'conflict' }
  /** A newsletter link whose token the server does not know (mistyped, expired or already replaced). */
  | { kind: 'invalidToken' }
  /** Anything else: the service could not be reached or failed. */
  | { kind: 'unavailable' };

export class ContactSendError extends Error {
  override name = 'ContactSendError';
  readonly failure: ContactSendFailure;

  constructor(message: string, failure: ContactSendFailure, options?: ErrorOptions) {
    super(message, options);
    this.failure = failure;
  }
}

const inquiryFields: readonly InquiryField[] = [
  'name',
  'email',
  'company',
  'role',
  'country',
  'message',
  'interest',
  'subject',
  'clientRequestId',
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Seconds to wait, from a `Retry-After` header (whole seconds or an HTTP date) or else from the
 * body's `retryAfterSeconds`; undefined when neither says.
 */
export function retryAfterSeconds(header: string | null, body: unknown, now: number = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value === '' ? Number.NaN : Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  const fromBody = isRecord(body) ? body.retryAfterSeconds : undefined;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0 ? Math.ceil(fromBody) : undefined;
}

/** What an error answer from the function means, from its status, `Retry-After` header and JSON body. */
export function readSendFailure(status: number, retryAfterHeader: string | null, body: unknown): ContactSendFailure {
  const error = isRecord(body) ? body.error : undefined;
  if (status === 429) return { kind: 'rateLimited', retryAfterSeconds: retryAfterSeconds(retryAfterHeader, body) };
  if (status === 409) return { kind: 'conflict' };
  if (status === 404 && error === 'invalid_token') return { kind: 'invalidToken' };
  if (status === 400 && error === 'invalid_request' && isRecord(body) && isRecord(body.fields)) {
    const given = body.fields;
    // A link's token that is not even the right shape (an e-mail program cut the link short) is as
    // useless to the visitor as an unknown one.
    if (typeof given.token === 'string') return { kind: 'invalidToken' };
    const fields: Partial<Record<InquiryField, string>> = {};
    for (const field of inquiryFields) {
      const problem = given[field];
      if (typeof problem === 'string' && problem.trim() !== '') fields[field] = problem;
    }
    if (Object.keys(fields).length > 0) return { kind: 'invalidFields', fields };
  }
  return { kind: 'unavailable' };
}

/** supabase-js's FunctionsHttpError carries the answer as `context`; checked by shape so supabase-js stays out of this module's imports. */
function answerOf(error: unknown): Response | undefined {
  return isRecord(error) && error.context instanceof Response ? error.context : undefined;
}

/** Reads a failed call's answer into a `ContactSendFailure`; a network failure or an unreadable body is `unavailable`. */
async function failureFrom(error: unknown): Promise<ContactSendFailure> {
  const answer = answerOf(error);
  if (!answer) return { kind: 'unavailable' };
  let body: unknown;
  try {
    body = await answer.clone().json();
  } catch {
    body = undefined;
  }
  return readSendFailure(answer.status, answer.headers.get('Retry-After'), body);
}

/** The function's routes the site calls, by what they do. */
type ContactRoute = 'inquiries' | 'newsletter' | 'newsletter/confirm' | 'newsletter/unsubscribe';

/** POSTs a JSON body to one of the function's routes and returns its answer's body. Rejects with a `ContactSendError`. */
async function invokeContactFunction(route: ContactRoute, body: Record<string, unknown>): Promise<unknown> {
  let supabase;
  try {
    supabase = await loadSupabase();
  } catch (cause) {
    throw new ContactSendError('The contact service could not be loaded.', { kind: 'unavailable' }, { cause });
  }
  // supabase-js appends the name to /functions/v1/, so a route is the function's name and its path.
  const result = await supabase.functions.invoke<unknown>(`send-contact-email/${route}`, { body });
  if (result.error) {
    throw new ContactSendError('The contact service did not accept the request.', await failureFrom(result.error), {
      cause: result.error,
    });
  }
  return result.data;
}

/**
 * Sends requests from one form and returns the function's answer. The same request sent again (the
 * visitor pressing Send after an error) carries the same request id, so the function stores and
 * delivers it at most once even if the first attempt got through before failing; a changed request,
 * or one the server says clashes with its id, gets a new id.
 */
function createRequestSender<Payload>(send: (payload: Payload, requestId: string) => Promise<unknown>) {
  let last: { payload: string; requestId: string } | undefined;
  return async (request: Payload): Promise<unknown> => {
    const payload = JSON.stringify(request);
    if (last?.payload !== payload) last = { payload, requestId: crypto.randomUUID() };
    try {
      const answer = await send(request, last.requestId);
      // Delivered: the next request from this form is a new one, even with the same words.
      last = undefined;
      return answer;
    } catch (error) {
      if (error instanceof ContactSendError && error.failure.kind === 'conflict') last = undefined;
      throw error;
    }
  };
}

/**
 * Sends inquiries from one form to `POST /send-contact-email/inquiries`, each retry under its first
 * request id, with this edition's language: the visitor's acknowledgement is written in it.
 */
export function createInquirySender(
  send: (inquiry: ContactInquiry, requestId: string) => Promise<unknown> = (inquiry, clientRequestId) =>
    invokeContactFunction('inquiries', { language: siteLanguage, ...inquiry, clientRequestId }),
) {
  return createRequestSender(send);
}

/** Sends one inquiry (for forms that don't keep a sender). */
export const sendContactInquiry = createInquirySender();

/**
 * Sends newsletter sign-ups from one form to `POST /send-contact-email/newsletter`, each retry under
 * its first request id, with this edition's language: the confirmation, and the newsletter once
 * confirmed, are written in it.
 */
export function createNewsletterSignUpSender(
  send: (signUp: NewsletterSignUp, requestId: string) => Promise<unknown> = (signUp, clientRequestId) =>
    invokeContactFunction('newsletter', { ...signUp, clientRequestId, language: siteLanguage }),
) {
  return createRequestSender(send);
}

export const newsletterSignUpStatuses = ['confirmation_sent', 'confirmation_pending', 'already_subscribed'] as const;
/** What a newsletter sign-up did: sent a confirmation link, found one already sent, or found the address already confirmed. */
export type NewsletterSignUpStatus = (typeof newsletterSignUpStatuses)[number];

/**
 * The sign-up's outcome from the function's answer. An answer without a known status still means
 * the address was accepted, and a confirmation link is how every sign-up starts.
 */
export function newsletterSignUpStatus(answer: unknown): NewsletterSignUpStatus {
  const status = isRecord(answer) ? answer.status : undefined;
  return newsletterSignUpStatuses.find((known) => known === status) ?? 'confirmation_sent';
}

/** The two things a newsletter e-mail's link can ask for, each with its token. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const linkRoutes = { confirm: 'newsletter/confirm', unsubscribe: 'newsletter/unsubscribe' } as const satisfies Record<
  NewsletterLinkAction,
  ContactRoute
>;

/**
 * Confirms a subscription or unsubscribes, with the token from the e-mail's link. Resolves when the
 * server did it (unsubscribing twice is fine); rejects with a `ContactSendError`, `invalidToken`
 * when the link is not (or no longer) valid.
 */
export async function followNewsletterLink(action: NewsletterLinkAction, token: string): Promise<void> {
  await invokeContactFunction(linkRoutes[action], { token });
}

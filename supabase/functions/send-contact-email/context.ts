import { originList, requiredSetting, type MailSettings } from '../_shared/http.ts';
import type { JsonAnswer } from '../_shared/jsonRequest.ts';
import type { ServiceDatabase } from './database.ts';

/**
 * What every action of the send-contact-email function works with: its settings, its database
 * client and its way to reach the mail API, and the request it answers once the shared checks
 * (`readJsonRequest`) have passed.
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
  /**
   * The functions' base URL as the internet reaches them, e.g. "https://<ref>.supabase.co/functions/v1":
   * member e-mails' one-click unsubscribe (`List-Unsubscribe`) points at this function under it.
   */
  functionsUrl: string;
  /**
   * The project's service role key: it authorises the delivery job, keys the IP digests and signs
   * the unsubscribe links of member e-mails.
   */
  serviceRoleKey: string;
  /** Largest body accepted, in bytes. @default 16384 */
  maxBodyBytes?: number;
  /**
   * Inquiries allowed per e-mail address and per sender IP, and newsletter confirmations per IP,
   * within the window. @default 5 per address and 20 per IP in 600 seconds
   */
  rateLimit?: Partial<RateLimit>;
}

export interface RateLimit {
  perAddress: number;
  perIp: number;
  windowSeconds: number;
}

export interface ContactFunctionDependencies {
  /** A supabase-js client signed in as service role (the function's own SUPABASE_URL and key). */
  database: ServiceDatabase;
  /** How the mail API is called. @default the global fetch */
  fetch?: typeof fetch;
}

/** The function's settings with their defaults filled in, and what it calls. */
export interface ContactContext {
  config: ContactFunctionConfig;
  database: ServiceDatabase;
  send: typeof fetch;
  maxBodyBytes: number;
  rateLimit: RateLimit;
  /** The rate limit's window as the SQL functions take it, an interval such as '600 seconds'. */
  rateWindow: string;
  mail: MailSettings;
}

/** Fills in the settings' defaults, once per app (or per run of the retry job from the local backend). */
export function createContactContext(
  config: ContactFunctionConfig,
  { database, fetch: send = fetch }: ContactFunctionDependencies,
): ContactContext {
  const rateLimit: RateLimit = { perAddress: 5, perIp: 20, windowSeconds: 600, ...config.rateLimit };
  return {
    config,
    database,
    send,
    maxBodyBytes: config.maxBodyBytes ?? 16_384,
    rateLimit,
    rateWindow: `${String(rateLimit.windowSeconds)} seconds`,
    mail: { mailApiUrl: config.mailApiUrl, mailApiKey: config.mailApiKey, from: config.contactFrom },
  };
}

/** A request that passed the shared checks: the request itself, its decoded JSON body, and how to answer it. */
export interface ActionRequest {
  request: Request;
  body: unknown;
  json: JsonAnswer;
}

/** One of the function's actions: `POST /send-contact-email/<action>`. */
export type ContactAction = (context: ContactContext, request: ActionRequest) => Promise<Response>;

export function configFromEnvironment(get: (name: string) => string | undefined): ContactFunctionConfig {
  const required = requiredSetting('send-contact-email', get);
  return {
    allowedOrigins: originList(required('ALLOWED_ORIGINS')),
    mailApiUrl: required('MAIL_API_URL'),
    mailApiKey: required('MAIL_API_KEY'),
    contactTo: required('CONTACT_TO'),
    contactFrom: required('CONTACT_FROM'),
    siteUrl: required('SITE_URL'),
    // Hosted functions are reached at <SUPABASE_URL>/functions/v1; FUNCTIONS_URL overrides it (a custom domain).
    functionsUrl: get('FUNCTIONS_URL') ?? `${required('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1`,
    // Hosted functions receive this one from Supabase itself.
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  };
}

/** The answer to a request over a rate limit: 429, with when to try again in `Retry-After` and in the body. */
export function rateLimitedAnswer(json: JsonAnswer, retryAfterSeconds: number, message: string): Response {
  return json(429, { error: 'rate_limited', message, retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}

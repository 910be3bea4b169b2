/**
 * The send-contact-email function's request handler: a plain `(Request) => Promise<Response>`, so
 * it runs unchanged under Deno (Supabase Edge Functions, see index.ts) and in Node (the local
 * backend, the unit tests). It uses only web-standard APIs.
 *
 * It receives the site's contact inquiries and newsletter sign-ups (SPEC section 7), checks every
 * field, and e-mails the inquiry to the company through a Resend-compatible HTTP API (outbound SMTP
 * ports are blocked on the edge). Bad input is answered 4xx with a JSON error naming the fields;
 * nothing a client sends produces a 500.
 */

export const interestIds = ['capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other'] as const;
export const newsletterSubject = 'Newsletter subscription';

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
  /** Largest body accepted, in bytes. @default 16384 */
  maxBodyBytes?: number;
  /** Sends allowed per e-mail address per window. @default 5 per 10 minutes */
  rateLimit?: { max: number; windowMs: number };
}

export interface ContactFunctionDependencies {
  fetch: typeof fetch;
  now: () => number;
}

/** Field limits, in characters. */
export const fieldLimits = {
  name: 120,
  email: 254,
  company: 160,
  role: 120,
  country: 80,
  message: 5000,
  subject: 200,
  clientRequestId: 100,
} as const;

type FieldName = keyof typeof fieldLimits | 'interest' | 'website';

export interface ValidInquiry {
  name: string;
  email: string;
  company: string;
  role: string;
  country: string;
  message: string;
  interest: (typeof interestIds)[number] | '';
  subject: string;
  clientRequestId: string | undefined;
  /** The honeypot: a field people never see, so only bots fill it. */
  website: string;
}

export type Validation = { ok: true; inquiry: ValidInquiry } | { ok: false; fields: Partial<Record<FieldName, string>> };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

  if (!fields.email && !emailPattern.test(inquiry.email)) fields.email = 'Enter a valid email address.';
  if (!newsletter && !fields.name && inquiry.name === '') fields.name = 'Enter your name.';
  if (!newsletter && !fields.message && inquiry.message === '') fields.message = 'Enter a message.';
  if (!fields.subject && subject === '') fields.subject = 'A subject is required.';
  if (!fields.interest && inquiry.interest !== '' && !(interestIds as readonly string[]).includes(inquiry.interest)) {
    fields.interest = `interest must be one of: ${interestIds.join(', ')}.`;
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, inquiry: inquiry as ValidInquiry };
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML, so nothing a visitor types becomes markup in the e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
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

/** Whether an origin may call the function. */
export function originAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (!origin) return false;
  return allowed.some((entry) => {
    if (entry === '*') return true;
    if (entry.endsWith(':*')) return origin.startsWith(entry.slice(0, -1)) && /^\d+$/.test(origin.slice(entry.length - 1));
    return entry === origin;
  });
}

export function configFromEnvironment(get: (name: string) => string | undefined): ContactFunctionConfig {
  const required = (name: string) => {
    const value = get(name);
    if (!value) throw new Error(`send-contact-email: set the ${name} secret (see README, "Deployment").`);
    return value;
  };
  return {
    allowedOrigins: required('ALLOWED_ORIGINS')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mailApiUrl: required('MAIL_API_URL'),
    mailApiKey: required('MAIL_API_KEY'),
    contactTo: required('CONTACT_TO'),
    contactFrom: required('CONTACT_FROM'),
  };
}

const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
  Vary: 'Origin',
});

/**
 * Builds the handler. Rate limits are kept per running instance: Supabase starts instances on
 * demand, so this is a brake on floods from one address, not an exact quota.
 */
export function createContactHandler(
  config: ContactFunctionConfig,
  { fetch: send = fetch, now = Date.now }: Partial<ContactFunctionDependencies> = {},
): (request: Request) => Promise<Response> {
  const maxBodyBytes = config.maxBodyBytes ?? 16_384;
  const { max, windowMs } = config.rateLimit ?? { max: 5, windowMs: 10 * 60_000 };
  const sendsByAddress = new Map<string, number[]>();

  return async function handleContactRequest(request: Request): Promise<Response> {
    const origin = request.headers.get('Origin');
    const allowedOrigin = origin !== null && originAllowed(origin, config.allowedOrigins);
    const cors: Record<string, string> = allowedOrigin ? corsHeaders(origin) : {};
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...cors, ...headers } });

    if (request.method === 'OPTIONS') {
      return allowedOrigin
        ? new Response(null, { status: 204, headers: cors })
        : json(403, { error: 'origin_not_allowed', message: 'This origin may not call the function.' });
    }
    if (request.method !== 'POST') {
      return json(405, { error: 'method_not_allowed', message: 'Use POST.' }, { Allow: 'POST, OPTIONS' });
    }
    // Browsers always send Origin on cross-origin calls; server-to-server calls (no Origin) are allowed.
    if (origin !== null && !allowedOrigin) {
      return json(403, { error: 'origin_not_allowed', message: 'This origin may not call the function.' });
    }
    if (!(request.headers.get('Content-Type') ?? '').toLowerCase().includes('application/json')) {
      return json(415, { error: 'unsupported_media_type', message: 'Send the inquiry as application/json.' });
    }
    const declaredLength = Number(request.headers.get('Content-Length') ?? '0');
    if (declaredLength > maxBodyBytes)
      return json(413, { error: 'payload_too_large', message: `The body may be at most ${String(maxBodyBytes)} bytes.` });

    let raw: string;
    try {
      raw = await request.text();
    } catch {
      return json(400, { error: 'unreadable_body', message: 'The request body could not be read.' });
    }
    if (new TextEncoder().encode(raw).length > maxBodyBytes) {
      return json(413, { error: 'payload_too_large', message: `The body may be at most ${String(maxBodyBytes)} bytes.` });
    }

    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { error: 'invalid_json', message: 'The request body must be valid JSON.' });
    }

    const validation = validateInquiry(body);
    if (!validation.ok) return json(400, { error: 'invalid_request', message: 'Some fields need attention.', fields: validation.fields });
    const { inquiry } = validation;

    // A filled honeypot is a bot: answer as if it worked, send nothing.
    if (inquiry.website !== '') return json(200, { id: crypto.randomUUID() });

    const address = inquiry.email.toLowerCase();
    const recent = (sendsByAddress.get(address) ?? []).filter((time) => now() - time < windowMs);
    if (recent.length >= max) {
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? now()) + windowMs - now()) / 1000));
      return json(
        429,
        { error: 'rate_limited', message: 'Too many messages from this address. Please try again later.' },
        { 'Retry-After': String(retryAfter) },
      );
    }

    const { html, text } = inquiryEmail(inquiry);
    let mailResponse: Response;
    try {
      mailResponse = await send(config.mailApiUrl, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.mailApiKey}`,
          'Content-Type': 'application/json',
          // The same inquiry retried (the visitor pressed Send again after an error) is sent once.
          ...(inquiry.clientRequestId ? { 'Idempotency-Key': inquiry.clientRequestId } : {}),
        },
        body: JSON.stringify({
          from: config.contactFrom,
          to: [config.contactTo],
          reply_to: inquiry.email,
          subject: inquiry.subject,
          html,
          text,
        }),
      });
    } catch {
      return json(502, { error: 'mail_failed', message: 'The message could not be sent. Please try again.' });
    }
    if (!mailResponse.ok) return json(502, { error: 'mail_failed', message: 'The message could not be sent. Please try again.' });

    let id: string = crypto.randomUUID();
    try {
      const answer: unknown = await mailResponse.json();
      if (typeof answer === 'object' && answer !== null && typeof (answer as { id?: unknown }).id === 'string')
        id = (answer as { id: string }).id;
    } catch {
      // The mail API accepted the message; an unreadable answer doesn't change that.
    }
    sendsByAddress.set(address, [...recent, now()]);
    return json(200, { id });
  };
}

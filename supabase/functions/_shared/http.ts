/**
 * What every Edge Function here shares: CORS answers for the site's origins, HTML escaping for
 * e-mails, and sending one e-mail through the Resend-compatible mail API. Web-standard code only,
 * so it runs unchanged under Deno (hosted) and Node (the local backend, the tests).
 */

/** The CORS headers for an allowed origin (functions are called with POST, and preflighted). */
export const corsHeaders = (origin: string): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '86400',
  Vary: 'Origin',
});

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML, so nothing a person types becomes markup in an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Where and how e-mails are sent. */
export interface MailSettings {
  /** The mail API's send endpoint, Resend's shape: POST {from, to, subject, html, text, reply_to, headers, attachments}. */
  mailApiUrl: string;
  mailApiKey: string;
  /** The sender, e.g. "Akoma website <website@akoma.example>". */
  from: string;
}

/** A file sent with an e-mail, as Resend takes it: its name, its bytes in base64, and its type. */
export interface MailAttachment {
  filename: string;
  /** The file's bytes, base64-encoded. */
  content: string;
  /** Its media type, e.g. "text/calendar; charset=utf-8; method=PUBLISH". */
  contentType: string;
}

/** What the mail API is asked to send. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: readonly MailAttachment[];
  idempotencyKey: string;
}

/** Text as base64 of its UTF-8 bytes (btoa alone takes only Latin-1). */
export function base64Text(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Sends one e-mail through the mail API. Resolves to undefined when it was accepted, or to what went wrong. */
export async function sendMail(settings: MailSettings, send: typeof fetch, mail: OutgoingMail): Promise<string | undefined> {
  try {
    const response = await send(settings.mailApiUrl, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.mailApiKey}`,
        'Content-Type': 'application/json',
        // The same e-mail sent twice (a retry after a lost answer, two senders racing) arrives once.
        'Idempotency-Key': mail.idempotencyKey,
      },
      body: JSON.stringify({
        from: settings.from,
        to: [mail.to],
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments && mail.attachments.length > 0
          ? {
              attachments: mail.attachments.map(({ filename, content, contentType }) => ({ filename, content, content_type: contentType })),
            }
          : {}),
      }),
    });
    if (response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return `The mail API answered ${String(response.status)}${detail ? `: ${detail}` : ''}`;
  } catch (error) {
    return `The mail API could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Reads a function's required secret, or stops it with a message naming the secret to set. */
export function requiredSetting(functionName: string, get: (name: string) => string | undefined) {
  return (name: string): string => {
    const value = get(name);
    if (!value) throw new Error(`${functionName}: set the ${name} secret (see supabase/README.md, "Deployment").`);
    return value;
  };
}

/** The origins allowed to call a function, from a comma-separated secret. */
export const originList = (value: string): string[] =>
  value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

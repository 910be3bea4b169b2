import { originAllowed } from '../_shared/contract.ts';
import { corsHeaders } from '../_shared/http.ts';
import { jsonAnswerFor } from '../_shared/jsonRequest.ts';
import type { ContactContext } from './context.ts';
import { callDatabase } from './database.ts';
import { isUnsubscribeKind, unsubscribeKinds, unsubscribeToken } from './memberMail/unsubscribeLink.ts';
import { sameSecret } from './sameSecret.ts';

/**
 * `POST /send-contact-email/member-mail/unsubscribe?u=<user id>&k=<what>&t=<token>`: the one-click
 * unsubscribe of member e-mails (RFC 8058), which turns off the digest, event reminders or the
 * newsletter through `unsubscribe_member`. Two callers:
 * - a mail client, from the `List-Unsubscribe` header: a form-encoded POST whose body is
 *   `List-Unsubscribe=One-Click`, with no Origin (a server makes it);
 * - the site's /circle/unsubscribe page, when the visitor presses its button: JSON `{}` from an
 *   allowed origin, answered with CORS headers.
 * It answers 200 `{unsubscribed: k}`, and 400 with the reason for a missing or wrong token. Any
 * other method is 405: a link scanner that GETs every address in an e-mail must never unsubscribe
 * anyone, which is why the link in the body goes to the site's page and not here.
 *
 * It does not go through `readJsonRequest`, which takes JSON only: the mail client's body is a form.
 */

const userIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[0-9a-f]{64}$/;

export async function postMemberUnsubscribe(context: ContactContext, request: Request): Promise<Response> {
  const { allowedOrigins } = context.config;
  const origin = request.headers.get('Origin');
  const allowedOrigin = origin !== null && originAllowed(origin, allowedOrigins);
  const json = jsonAnswerFor(request, allowedOrigins);
  const refuse = (status: number, error: string, message: string, headers?: Record<string, string>) =>
    json(status, { error, message }, headers);

  if (request.method === 'OPTIONS') {
    return allowedOrigin
      ? new Response(null, { status: 204, headers: corsHeaders(origin) })
      : refuse(403, 'origin_not_allowed', 'This origin may not call the function.');
  }
  if (request.method !== 'POST') {
    return refuse(405, 'method_not_allowed', 'Unsubscribing takes a POST: open the link in the e-mail and press the button.', {
      Allow: 'POST, OPTIONS',
    });
  }
  if (origin !== null && !allowedOrigin) return refuse(403, 'origin_not_allowed', 'This origin may not call the function.');

  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (Number(request.headers.get('Content-Length') ?? '0') > context.maxBodyBytes) {
    return refuse(413, 'payload_too_large', `The body may be at most ${String(context.maxBodyBytes)} bytes.`);
  }
  let body: string;
  try {
    body = await request.text();
  } catch {
    return refuse(400, 'unreadable_body', 'The request body could not be read.');
  }
  if (body.length > context.maxBodyBytes)
    return refuse(413, 'payload_too_large', `The body may be at most ${String(context.maxBodyBytes)} bytes.`);
  if (type.includes('application/x-www-form-urlencoded')) {
    // RFC 8058: the one-click POST says exactly this.
    if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') {
      return refuse(400, 'invalid_request', 'A one-click unsubscribe sends List-Unsubscribe=One-Click.');
    }
  } else if (type.includes('application/json')) {
    try {
      JSON.parse(body || '{}');
    } catch {
      return refuse(400, 'invalid_json', 'The request body must be valid JSON.');
    }
  } else {
    return refuse(415, 'unsupported_media_type', 'Send List-Unsubscribe=One-Click as a form, or {} as application/json.');
  }

  const query = new URL(request.url).searchParams;
  const userId = query.get('u') ?? '';
  const kind = query.get('k') ?? '';
  // Hex, whatever case a mail program wrote it in.
  const token = (query.get('t') ?? '').toLowerCase();
  if (!userIdPattern.test(userId)) return refuse(400, 'invalid_link', 'This unsubscribe link is not complete: u must be a member id.');
  if (!isUnsubscribeKind(kind)) {
    return refuse(400, 'invalid_link', `This unsubscribe link is not complete: k must be one of ${unsubscribeKinds.join(', ')}.`);
  }
  if (!tokenPattern.test(token)) return refuse(400, 'invalid_token', 'This unsubscribe link is not complete: t is missing or cut short.');
  // Compared in constant time, so the answer's timing says nothing about how much of a guess was right.
  if (!sameSecret(token, await unsubscribeToken(context.config.serviceRoleKey, userId.toLowerCase(), kind))) {
    return refuse(400, 'invalid_token', 'This unsubscribe link is not valid.');
  }
  await callDatabase(context.database, 'unsubscribe_member', { p_user_id: userId.toLowerCase(), p_what: kind });
  return json(200, { unsubscribed: kind });
}

import { originAllowed } from './contract.ts';
import { corsHeaders } from './http.ts';

/** Answers a request as JSON, with the caller's CORS headers when its origin is allowed. */
export type JsonAnswer = (status: number, body: unknown, headers?: Record<string, string>) => Response;

/** A request that passed the checks every function makes: its decoded body, and how to answer it. */
export interface JsonRequest {
  body: unknown;
  json: JsonAnswer;
}

export interface JsonRequestRules {
  /** Origins allowed to call (CORS). An entry may end in ":*" to allow any port, e.g. "http://localhost:*". */
  allowedOrigins: readonly string[];
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number;
}

/**
 * How to answer a request as JSON: with the CORS headers of its origin when that origin is allowed,
 * so a browser can read the answer, whatever it says (an error, a route that does not exist).
 */
export function jsonAnswerFor(request: Request, allowedOrigins: readonly string[]): JsonAnswer {
  const origin = request.headers.get('Origin');
  const cors: Record<string, string> = origin !== null && originAllowed(origin, allowedOrigins) ? corsHeaders(origin) : {};
  return (status, body, headers = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...cors, ...headers } });
}

/**
 * The checks both functions make before reading what a request asks, each answered 4xx with a JSON
 * error (`error`, a code; `message`, in words): a CORS preflight from an allowed origin (204) or
 * not (403); a method other than POST (405); a browser origin not allowed (403; server-to-server
 * calls send none); a body that is not JSON by its type (415), too large by its declared or real
 * size (413), unreadable or not valid JSON (400). Returns the decoded body, or the answer to send.
 */
export async function readJsonRequest(request: Request, rules: JsonRequestRules): Promise<JsonRequest | Response> {
  const origin = request.headers.get('Origin');
  const allowedOrigin = origin !== null && originAllowed(origin, rules.allowedOrigins);
  const json = jsonAnswerFor(request, rules.allowedOrigins);
  const refuse = (status: number, error: string, message: string, headers?: Record<string, string>) =>
    json(status, { error, message }, headers);
  const tooLarge = () => refuse(413, 'payload_too_large', `The body may be at most ${String(rules.maxBodyBytes)} bytes.`);

  if (request.method === 'OPTIONS') {
    return allowedOrigin
      ? new Response(null, { status: 204, headers: corsHeaders(origin) })
      : refuse(403, 'origin_not_allowed', 'This origin may not call the function.');
  }
  if (request.method !== 'POST') return refuse(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST, OPTIONS' });
  if (origin !== null && !allowedOrigin) return refuse(403, 'origin_not_allowed', 'This origin may not call the function.');
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().includes('application/json')) {
    return refuse(415, 'unsupported_media_type', 'Send the request as application/json.');
  }
  if (Number(request.headers.get('Content-Length') ?? '0') > rules.maxBodyBytes) return tooLarge();

  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return refuse(400, 'unreadable_body', 'The request body could not be read.');
  }
  if (new TextEncoder().encode(raw).length > rules.maxBodyBytes) return tooLarge();
  try {
    return { body: JSON.parse(raw) as unknown, json };
  } catch {
    return refuse(400, 'invalid_json', 'The request body must be valid JSON.');
  }
}

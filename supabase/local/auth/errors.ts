import type { Context } from 'hono';

/**
 * Every failure the Auth API answers with, as GoTrue's errors package maps them: an HTTP status,
 * an error code and a message. The shape of the body follows the API version the client asked for
 * (supabase-js asks for 2024-01-01 and reads `code`; older clients read `error_code` and `msg`).
 */
export type AuthErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: AuthErrorStatus,
    readonly code: string,
    message: string,
    /** Extra fields in the body, such as `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);
export const internal = (message: string) => new AuthError(500, 'unexpected_failure', message);

export const apiVersionHeader = 'X-Supabase-Api-Version';
const apiVersion20240101 = '2024-01-01';

/** The answer for an error, in the body shape of the API version the request named. */
export function errorResponse(c: Context, error: AuthError): Response {
  const requested = c.req.header(apiVersionHeader) ?? '';
  c.header('x-sb-error-code', error.code);
  c.header('Cache-Control', 'no-store');
  if (/^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= apiVersion20240101) {
    c.header(apiVersionHeader, apiVersion20240101);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status);
}

export const weakPassword = (message: string, reasons: string[]) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } });

export const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const rateLimited = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
export const emailRateLimited = () => tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');

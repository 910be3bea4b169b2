import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';

import type { Role } from './roles.ts';

// PostgREST's error body and statuses, and Postgres errors as PostgREST answers them.

/** The body of an error answer, in PostgREST's shape. */
export interface RestError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export type Status = ClientErrorStatusCode | ServerErrorStatusCode;

/**
 * The status a `PTxxx` SQLSTATE asks for: PostgREST answers `raise ... using errcode = 'PT409'`
 * with HTTP 409, and so on, which lets a migration choose the status of its own refusals. Here only
 * error statuses (4xx, 5xx) are taken, anything else is a 500: PostgREST would send any number as
 * given, but an error body under a 2xx or 3xx status would mislead, and no migration raises one.
 */
const customStatus = (code: string): Status | undefined => {
  const status = Number(/^PT([45]\d\d)$/.exec(code)?.[1]);
  // Hono's type names the registered statuses; an unregistered one (PT499) is sent as given, as PostgREST sends it.
  return Number.isInteger(status) ? (status as Status) : undefined;
};

export class RestFailure extends Error {
  constructor(
    readonly status: Status,
    readonly body: RestError,
  ) {
    super(body.message);
  }
}

export const fail = (status: Status, code: string, message: string, details: string | null = null, hint: string | null = null): never => {
  throw new RestFailure(status, { code, message, details, hint });
};

/** Postgres errors as PostgREST answers them. */
export function fromPostgresError(error: unknown, role: Role): RestFailure {
  if (error instanceof RestFailure) return error;
  const postgres = error as { code?: string; message?: string; detail?: string; hint?: string };
  const code = typeof postgres.code === 'string' ? postgres.code : 'XX000';
  const body: RestError = {
    code,
    message: postgres.message ?? 'The database refused the request.',
    details: postgres.detail ?? null,
    hint: postgres.hint ?? null,
  };
  const status: Status = (() => {
    if (code === '42501') return role === 'anon' ? 401 : 403;
    if (code === '23505' || code === '23503') return 409;
    if (code === '42P01') return 404;
    if (code === '42883') return 404;
    if (code === '57014') return 500;
    if (code.startsWith('PT')) return customStatus(code) ?? 500;
    if (/^(22|23|42|P0)/.test(code)) return 400;
    return 500;
  })();
  if (code === '42P01') body.code = 'PGRST205';
  if (code === '42883') body.code = 'PGRST202';
  return new RestFailure(status, body);
}

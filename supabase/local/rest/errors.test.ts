import { describe, expect, it } from 'vitest';

import { fromPostgresError } from './errors';

/** A Postgres error as the driver hands it over: the SQLSTATE, the message and RAISE's detail and hint. */
const raised = (code: string, message = 'Refused.', detail?: string, hint?: string) => ({ code, message, detail, hint });

describe('Postgres errors answered as PostgREST answers them', () => {
  it('answers a PTxxx SQLSTATE with that HTTP status, keeping the code, message, details and hint', () => {
    const failure = fromPostgresError(
      raised(
        'PT409',
        'A member may keep at most 500 saved pieces.',
        'public.saved_items holds at most 500 rows per member.',
        'Delete one.',
      ),
      'authenticated',
    );
    expect(failure.status).toBe(409);
    expect(failure.body).toEqual({
      code: 'PT409',
      message: 'A member may keep at most 500 saved pieces.',
      details: 'public.saved_items holds at most 500 rows per member.',
      hint: 'Delete one.',
    });
    expect(fromPostgresError(raised('PT402'), 'anon').status).toBe(402);
    expect(fromPostgresError(raised('PT503'), 'service_role').status).toBe(503);
  });

  it('answers a PT code that names no error status with a 500, never a success', () => {
    for (const code of ['PT200', 'PT302', 'PTabc', 'PT40']) expect(fromPostgresError(raised(code), 'authenticated').status, code).toBe(500);
  });

  it('still answers RAISE without an errcode (P0001) with a 400, and a unique violation with a 409', () => {
    expect(fromPostgresError(raised('P0001'), 'authenticated').status).toBe(400);
    expect(fromPostgresError(raised('23505'), 'authenticated').status).toBe(409);
  });
});

import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { relaxedLimits, setUpAuthTestServer, withAuthTestServer } from '../testing/authTestServer.ts';
import { startTestBackend, type TestBackend } from '../testing/testBackend.ts';
import { loadAuthSettings } from './settings.ts';

// The Auth API alone, as GoTrue runs behind hosted's gateway: its config names X-Forwarded-For as
// the rate-limit header (the local default), and each test sends that header as the gateway would,
// one address per caller.
const server = setUpAuthTestServer({
  rateLimits: { signInSignUpsPer5Minutes: 3, tokenRefreshPer5Minutes: 4, tokenVerificationsPer5Minutes: 2, emailSentPerHour: 5 },
});

/** supabase-js for a caller at `address`, as the gateway hands its requests to Auth. */
const callerAt = (address: string) =>
  createClient(server.url, server.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

/** A GET of an unknown link from /verify (303 back to the site with an error), or the 429 of the limit. */
const verifyFrom = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/auth/v1/verify?type=signup&token=nothing`, { redirect: 'manual', headers }).then((response) => response.status);

describe('rate limits, as GoTrue has them', () => {
  it('limits sign-ups per IP address, and refills over 5 minutes', async () => {
    const caller = callerAt('198.51.100.1');
    const signUp = (n: number) => caller.auth.signUp({ email: `burst${String(n)}@example.com`, password: 'a-long-passphrase' });
    for (const n of [1, 2, 3]) expect((await signUp(n)).error).toBeNull();
    const fourth = await signUp(4);
    expect(fourth.error?.status).toBe(429);
    expect(fourth.error?.code).toBe('over_request_rate_limit');
    expect(fourth.error?.message).toBe('Request rate limit reached');
    expect(await server.mailTo('burst4@example.com')).toHaveLength(0);
    server.advance(100_000);
    expect((await signUp(5)).error).toBeNull();
  });

  it('limits the token endpoint and /verify per IP address', async () => {
    const caller = callerAt('198.51.100.2');
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => caller.auth.signInWithPassword({ email: 'none@example.com', password: 'wrong-password' })),
    );
    const codes = attempts.map((attempt) => attempt.error?.code);
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(4);
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(2);
    const verifies = [];
    for (let n = 0; n < 3; n += 1) verifies.push(await verifyFrom(server.url, { 'X-Forwarded-For': '198.51.100.2' }));
    expect(verifies).toEqual([303, 303, 429]);
  });

  it('gives callers at different addresses separate budgets, keyed on the first address of the header', async () => {
    const from = (value: string) => verifyFrom(server.url, { 'X-Forwarded-For': value });
    expect([await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')]).toEqual([303, 303, 429]);
    // Another caller, and the same caller behind another proxy: the first address is the one counted.
    expect(await from('203.0.113.2')).toBe(303);
    expect(await from('203.0.113.1, 10.0.0.7')).toBe(429);
    expect(await from('203.0.113.2,10.0.0.7')).toBe(303);
    expect(await from('203.0.113.2')).toBe(429);
  });

  it('applies no per-IP limit to a request without an address in the header, as GoTrue (it has nothing to count)', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push(await verifyFrom(server.url));
    for (let n = 0; n < 2; n += 1) statuses.push(await verifyFrom(server.url, { 'X-Forwarded-For': ' , 203.0.113.3' }));
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303]);
  });

  it('caps the e-mails the server sends per hour', async () => {
    await withAuthTestServer({ rateLimits: { ...relaxedLimits, emailSentPerHour: 2 } }, async (capped) => {
      for (const n of [1, 2]) {
        expect(
          (await capped.client().auth.signUp({ email: `cap${String(n)}@example.com`, password: 'a-long-passphrase' })).error,
        ).toBeNull();
      }
      const third = await capped.client().auth.signUp({ email: 'cap3@example.com', password: 'a-long-passphrase' });
      expect(third.error?.status).toBe(429);
      expect(third.error?.code).toBe('over_email_send_rate_limit');
      // Refused with its e-mail, the sign-up stored nothing.
      const stored = await capped.database.query(`select 1 from auth.users where email = 'cap3@example.com'`);
      expect(stored.rows).toHaveLength(0);
    });
  }, 30_000);
});

describe("GOTRUE_RATE_LIMIT_HEADER on the local backend, which stands in for hosted's gateway", () => {
  let withHeader: TestBackend;
  let withoutHeader: TestBackend;
  /** /verify's budget per address (config.toml's token_verifications, 30 in 5 minutes unless set otherwise). */
  let verificationsPer5Minutes = 0;

  beforeAll(async () => {
    withHeader = await startTestBackend();
    withoutHeader = await startTestBackend({ rateLimitHeader: '' });
    verificationsPer5Minutes = loadAuthSettings(withHeader.config).rateLimits.tokenVerificationsPer5Minutes;
  }, 60_000);

  afterAll(async () => {
    await withHeader.close();
    await withoutHeader.close();
  });

  it('names X-Forwarded-For by default, and fills it with the socket address whatever the caller sent', async () => {
    expect(withHeader.config.rateLimitHeader).toBe('X-Forwarded-For');
    const url = withHeader.backend.apiUrl;
    // A new made-up address on every request: each would be a fresh budget if the header were believed.
    const statuses = [];
    for (let n = 0; n <= verificationsPer5Minutes; n += 1) {
      statuses.push(await verifyFrom(url, { 'X-Forwarded-For': `192.0.2.${String(n + 1)}`, 'X-Real-IP': `192.0.2.${String(n + 1)}` }));
    }
    expect(statuses.slice(0, verificationsPer5Minutes).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await verifyFrom(url)).toBe(429);
  });

  it('applies no per-IP limit when the setting is empty, as GoTrue', async () => {
    const url = withoutHeader.backend.apiUrl;
    const statuses = [];
    for (let n = 0; n < verificationsPer5Minutes + 5; n += 1) statuses.push(await verifyFrom(url));
    expect(statuses.every((status) => status === 303)).toBe(true);
  });
});

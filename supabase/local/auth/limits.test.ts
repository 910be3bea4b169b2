import { describe, expect, it } from 'vitest';

import { relaxedLimits, setUpAuthTestServer, withAuthTestServer } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer({
  rateLimits: { signInSignUpsPer5Minutes: 3, tokenRefreshPer5Minutes: 4, tokenVerificationsPer5Minutes: 2, emailSentPerHour: 5 },
});

describe('rate limits, as GoTrue has them', () => {
  it('limits sign-ups per IP address, and refills over 5 minutes', async () => {
    const signUp = (n: number) => server.client().auth.signUp({ email: `burst${String(n)}@example.com`, password: 'a-long-passphrase' });
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
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => server.client().auth.signInWithPassword({ email: 'none@example.com', password: 'wrong-password' })),
    );
    const codes = attempts.map((attempt) => attempt.error?.code);
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(4);
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(2);
    const verifies = [];
    for (let n = 0; n < 3; n += 1)
      verifies.push(await fetch(`${server.url}/auth/v1/verify?type=signup&token=nothing`, { redirect: 'manual' }));
    expect(verifies.map((response) => response.status)).toEqual([303, 303, 429]);
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

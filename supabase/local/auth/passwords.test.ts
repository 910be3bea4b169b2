import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from '../passwords.ts';
import { setUpAuthTestServer } from '../testing/authTestServer.ts';

const server = setUpAuthTestServer({}, async (started) => {
  await started.member('known@example.com');
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timeSignIn(email: string) {
  const started = performance.now();
  const { error } = await server.client().auth.signInWithPassword({ email, password: 'not-the-passphrase' });
  expect(error?.code).toBe('invalid_credentials');
  return performance.now() - started;
}

describe('passwords', () => {
  it('are stored as scrypt at OWASP’s parameters, salted', async () => {
    const stored = (
      await server.database.query<{ encrypted_password: string }>(
        `select encrypted_password from auth.users where email = 'known@example.com'`,
      )
    ).rows[0]?.encrypted_password;
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$/);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('same', await hashPassword('same'))).toBe(true);
    expect(await verifyPassword('other', await hashPassword('same'))).toBe(false);
  });

  it('take as long to refuse for an unknown address as for a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timeSignIn('known@example.com'));
      unknown.push(await timeSignIn(`unknown${String(round)}@example.com`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  }, 30_000);
});

import { describe, expect, it, vi } from 'vitest';

import { readUnsubscribeLink, unsubscribe, unsubscribeAddress } from './unsubscribeLink';

const user = '0b6c1e2a-4f1d-4c5e-9a7b-1234567890ab';
const token = 'a'.repeat(64);
const link = (query: Record<string, string>) => readUnsubscribeLink(new URLSearchParams(query));

describe('readUnsubscribeLink', () => {
  it('reads each kind of e-mail’s link', () => {
    for (const kind of ['digest', 'event_reminders', 'newsletter'] as const)
      expect(link({ u: user, k: kind, t: token })).toEqual({ user, kind, token });
  });

  it('refuses a link with a part missing, cut short or unknown', () => {
    expect(link({ u: user, k: 'digest' })).toBeUndefined();
    expect(link({ u: user, k: 'digest', t: token.slice(1) })).toBeUndefined();
    expect(link({ u: user.slice(0, 20), k: 'digest', t: token })).toBeUndefined();
    expect(link({ u: user, k: 'everything', t: token })).toBeUndefined();
    expect(link({ u: user, k: 'digest', t: 'z'.repeat(64) })).toBeUndefined();
    expect(link({})).toBeUndefined();
  });
});

describe('unsubscribe', () => {
  const parsed = { user, kind: 'digest' as const, token };

  it('posts JSON {} to the function’s one-click address', async () => {
    const send = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ unsubscribed: 'digest' })));
    await expect(unsubscribe(parsed, send)).resolves.toBe('done');
    const [address, init] = send.mock.calls[0] ?? [];
    expect(address).toBe(unsubscribeAddress(parsed));
    expect(unsubscribeAddress(parsed)).toMatch(/\/functions\/v1\/send-contact-email\/member-mail\/unsubscribe\?u=.+&k=digest&t=a{64}$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
  });

  it('tells a refused link from a failure worth trying again', async () => {
    await expect(unsubscribe(parsed, () => Promise.resolve(Response.json({ error: 'invalid_token' }, { status: 400 })))).resolves.toBe(
      'invalid',
    );
    await expect(unsubscribe(parsed, () => Promise.resolve(new Response('', { status: 503 })))).resolves.toBe('failed');
    await expect(unsubscribe(parsed, () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe('failed');
  });
});

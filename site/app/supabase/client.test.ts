import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchKeepingChanges } from './client';

describe('fetchKeepingChanges, the Supabase client’s fetch', () => {
  const sent = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', sent);
  afterEach(() => {
    sent.mockClear();
  });
  const keepalive = () => sent.mock.calls[0]?.[1]?.keepalive;

  it('sends a change with keepalive, so it outlives the page', async () => {
    await fetchKeepingChanges('https://db.example/rest/v1/roi_estimates?id=eq.1', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Lagos office' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(keepalive()).toBe(true);
    expect(sent.mock.calls[0]?.[1]?.body).toBe('{"name":"Lagos office"}');
  });

  it('leaves reads as they are', async () => {
    await fetchKeepingChanges('https://db.example/rest/v1/roi_estimates');
    await fetchKeepingChanges('https://db.example/rest/v1/roi_estimates', { method: 'HEAD' });
    expect(sent.mock.calls.map(([, init]) => init?.keepalive)).toEqual([undefined, undefined]);
  });

  it('leaves a whole Request as it is', async () => {
    await fetchKeepingChanges(new Request('https://db.example/rest/v1/roi_estimates', { method: 'POST', body: '{}' }));
    expect(keepalive()).toBeUndefined();
  });

  it('sends a body too big for keepalive (browsers allow 64 KiB in flight) as an ordinary request', async () => {
    await fetchKeepingChanges('https://db.example/rest/v1/roi_estimates', { method: 'POST', body: 'é'.repeat(20_000) });
    expect(keepalive()).toBeUndefined();
  });
});

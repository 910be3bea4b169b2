import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberA, memberB } from './testing/asRequest';
import { restClient, signToken } from './testing/restClients';
import { startTestBackend, type TestBackend } from './testing/testBackend';

// The events members may register for (supabase/migrations/20261129120000_events.sql): the deploy
// hands the site's list to sync_events, and the database refuses a registration for an event that
// has ended, that the site does not list, or that it never heard of. Through the REST API, as
// supabase-js in the browser meets it, with two members and a visitor.

let test: TestBackend;
let service: ReturnType<typeof restClient>;
let asA: ReturnType<typeof restClient>;
let asB: ReturnType<typeof restClient>;
let anon: ReturnType<typeof restClient>;

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();
const siteEvents = () => [
  { id: 'workplace-summit', starts_at: null, ends_at: null },
  { id: 'masterclass-2099', starts_at: '2099-01-21T09:00:00Z', ends_at: '2099-01-21T10:30:00Z' },
  { id: 'research-launch-2025', starts_at: '2025-11-27T13:00:00Z', ends_at: '2025-11-27T14:30:00Z' },
  // Under way: started yesterday, ends in an hour. Still open.
  { id: 'wellbeing-week-now', starts_at: new Date(Date.now() - 86_400_000).toISOString(), ends_at: hourFromNow() },
];

const register = (as: ReturnType<typeof restClient>, eventId: string) => as.from('event_registrations').insert({ event_id: eventId });

beforeAll(async () => {
  test = await startTestBackend();
  const { apiUrl } = test.backend;
  const { anonKey, jwtSecret } = test.config;
  await test.backend.database.query(`insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example')`, [
    memberA,
    memberB,
  ]);
  service = restClient(apiUrl, await signToken(jwtSecret, { role: 'service_role' }));
  asA = restClient(apiUrl, anonKey, await signToken(jwtSecret, { role: 'authenticated', sub: memberA, aud: 'authenticated' }));
  asB = restClient(apiUrl, anonKey, await signToken(jwtSecret, { role: 'authenticated', sub: memberB, aud: 'authenticated' }));
  anon = restClient(apiUrl, anonKey);
  const synced = await service.rpc('sync_events', { p_events: siteEvents() });
  expect(synced.error).toBeNull();
  expect(synced.data).toBe(4);
}, 30_000);

afterAll(async () => {
  await test.close();
});

describe('registering for events, held to the events the site lists and their dates', () => {
  it('accepts a registration for an upcoming event, one under way and a flagship event, each member in their own name', async () => {
    for (const eventId of ['masterclass-2099', 'wellbeing-week-now', 'workplace-summit']) {
      const { error, status } = await register(asA, eventId);
      expect(error, eventId).toBeNull();
      expect(status).toBe(201);
    }
    expect((await register(asB, 'masterclass-2099')).error).toBeNull();
    const { data: ofA } = await asA.from('event_registrations').select('event_id').order('event_id');
    expect(ofA).toEqual([{ event_id: 'masterclass-2099' }, { event_id: 'wellbeing-week-now' }, { event_id: 'workplace-summit' }]);
    const { data: ofB } = await asB.from('event_registrations').select('event_id');
    expect(ofB).toEqual([{ event_id: 'masterclass-2099' }]);
  });

  it('refuses a registration for an event that has ended, for either member, with a 400 and the reason', async () => {
    for (const as of [asA, asB]) {
      const { error, status } = await register(as, 'research-launch-2025');
      expect(status).toBe(400);
      expect(error?.code).toBe('P0001');
      expect(error?.message).toBe('The event "research-launch-2025" has ended: registration is closed.');
    }
    const { data } = await service.from('event_registrations').select('user_id').eq('event_id', 'research-launch-2025');
    expect(data).toEqual([]);
  });

  it('refuses a registration for an event nobody listed', async () => {
    const { error, status } = await register(asB, 'no-such-event');
    expect(status).toBe(400);
    expect(error?.message).toBe('There is no event "no-such-event" to register for.');
  });

  it('closes an event the site stops listing, keeps the registrations already made, and reopens it when listed again', async () => {
    const unlisted = await service.rpc('sync_events', { p_events: siteEvents().filter((event) => event.id !== 'masterclass-2099') });
    expect(unlisted.data).toBe(3);
    // B cancels, then tries to register again: refused. A keeps the registration made while it was listed.
    expect((await asB.from('event_registrations').delete().eq('event_id', 'masterclass-2099')).error).toBeNull();
    const closed = await register(asB, 'masterclass-2099');
    expect(closed.status).toBe(400);
    expect(closed.error?.message).toBe('There is no event "masterclass-2099" to register for.');
    const { data: kept } = await asA.from('event_registrations').select('event_id').eq('event_id', 'masterclass-2099');
    expect(kept).toEqual([{ event_id: 'masterclass-2099' }]);

    await service.rpc('sync_events', { p_events: siteEvents() });
    expect((await register(asB, 'masterclass-2099')).error).toBeNull();
  });

  it('an event moved into the past by the next deploy closes too', async () => {
    const moved = siteEvents().map((event) =>
      event.id === 'wellbeing-week-now' ? { ...event, starts_at: '2026-01-05T08:00:00Z', ends_at: '2026-01-09T16:00:00Z' } : event,
    );
    await service.rpc('sync_events', { p_events: moved });
    expect((await register(asB, 'wellbeing-week-now')).status).toBe(400);
    await service.rpc('sync_events', { p_events: siteEvents() });
  });
});

describe('the list of events', () => {
  it('is readable by anyone, listed events only', async () => {
    await service.rpc('sync_events', { p_events: siteEvents().filter((event) => event.id !== 'research-launch-2025') });
    const { data, error } = await anon.from('events').select('id').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'masterclass-2099' }, { id: 'wellbeing-week-now' }, { id: 'workplace-summit' }]);
    await service.rpc('sync_events', { p_events: siteEvents() });
  });

  it('is written by the service role only: members and visitors can neither sync nor change it', async () => {
    for (const as of [asA, anon]) {
      const sync = await as.rpc('sync_events', { p_events: [] });
      expect(sync.status, 'sync_events').toBeGreaterThanOrEqual(401);
      expect(sync.status).toBeLessThan(500);
      const insert = await as.from('events').insert({ id: 'forged-event' });
      expect(insert.status).toBeGreaterThanOrEqual(401);
      expect(insert.status).toBeLessThan(500);
      await as.from('events').update({ ends_at: '2100-01-01T00:00:00Z' }).eq('id', 'research-launch-2025');
      await as.from('events').delete().eq('id', 'masterclass-2099');
    }
    const { data } = await service.from('events').select('id, ends_at').order('id');
    expect(data).toEqual([
      { id: 'masterclass-2099', ends_at: '2099-01-21T10:30:00+00:00' },
      { id: 'research-launch-2025', ends_at: '2025-11-27T14:30:00+00:00' },
      { id: 'wellbeing-week-now', ends_at: expect.any(String) as string },
      { id: 'workplace-summit', ends_at: null },
    ]);
  });

  it('refuses a list that is not a JSON array with a 400', async () => {
    const { status, error } = await service.rpc('sync_events', { p_events: { id: 'workplace-summit' } });
    expect(status).toBe(400);
    expect(error?.message).toBe('sync_events expects a JSON array of events');
  });
});

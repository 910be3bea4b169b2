import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localServiceRoleKey as backendServiceRoleKey } from '../../../supabase/local/config';
import { freePort } from '../../../supabase/local/testing/freePort';
import { startTestBackend, type TestBackend } from '../../../supabase/local/testing/testBackend';
import { readCatalogue, type Catalogue } from './catalogue';
import { catalogueSummary, localServiceRoleKey, syncCatalogue, syncTargetFromEnvironment } from './syncCatalogue';

const site = fileURLToPath(new URL('../../', import.meta.url));
const catalogue = readCatalogue(site);

describe('where the catalogue goes', () => {
  it('goes to the local backend with its service-role key, or to the project the environment names with its own', () => {
    expect(localServiceRoleKey).toBe(backendServiceRoleKey);
    expect(syncTargetFromEnvironment({})).toEqual({ url: 'http://127.0.0.1:54321', serviceRoleKey: localServiceRoleKey });
    expect(syncTargetFromEnvironment({ VITE_SUPABASE_URL: 'http://127.0.0.1:64319/' }).url).toBe('http://127.0.0.1:64319');
    expect(syncTargetFromEnvironment({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'secret' })).toEqual({
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'secret',
    });
    expect(() => syncTargetFromEnvironment({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      'SUPABASE_SERVICE_ROLE_KEY is needed to update the catalogue of https://abc.supabase.co',
    );
  });
});

/** A stand-in for the REST API: records each request and answers with `status` and `body`. */
async function fakeApi(status: number, body: unknown) {
  const requests: { url: string | undefined; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url, headers: request.headers, body: JSON.parse(text) as unknown });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('sending the catalogue', () => {
  it('calls sync_catalogue as the service role with the whole catalogue, and gives how many it listed', async () => {
    const api = await fakeApi(200, { events: 12, pieces: 23, areas: 6 });
    try {
      const listed = await syncCatalogue({ url: api.url, serviceRoleKey: 'service-key' }, catalogue);
      expect(listed).toEqual({ events: 12, pieces: 23, areas: 6 });
      expect(catalogueSummary(listed)).toBe('12 events, 23 pieces, 6 area names');
      expect(api.requests).toEqual([
        {
          url: '/rest/v1/rpc/sync_catalogue',
          headers: expect.objectContaining({ apikey: 'service-key', authorization: 'Bearer service-key' }) as unknown,
          body: { p_catalogue: JSON.parse(JSON.stringify(catalogue)) as unknown },
        },
      ]);
    } finally {
      await api.close();
    }
  });

  it('says what the database refused, and to run the migrations when it has no sync_catalogue', async () => {
    const missing = await fakeApi(404, { code: 'PGRST202', message: 'Could not find the function public.sync_catalogue' });
    try {
      await expect(syncCatalogue({ url: missing.url, serviceRoleKey: 'key' }, catalogue)).rejects.toThrow(
        `${missing.url} refused the catalogue (404) (run the migrations first`,
      );
    } finally {
      await missing.close();
    }
    const odd = await fakeApi(200, 12);
    try {
      await expect(syncCatalogue({ url: odd.url, serviceRoleKey: 'key' }, catalogue)).rejects.toThrow('answered the catalogue with 12');
    } finally {
      await odd.close();
    }
  });

  it('waits for a backend that is still starting, then gives up saying which', async () => {
    const url = `http://127.0.0.1:${String(await freePort())}`;
    const started = Date.now();
    await expect(syncCatalogue({ url, serviceRoleKey: 'key' }, catalogue, 1_200)).rejects.toThrow(
      `could not reach ${url} to update its catalogue`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_200);
  });
});

describe('the catalogue in the local backend (sync_catalogue)', () => {
  let test: TestBackend;

  beforeAll(async () => {
    test = await startTestBackend();
  }, 60_000);

  afterAll(async () => {
    await test.close();
  });

  const target = () => ({ url: test.backend.apiUrl, serviceRoleKey: test.config.serviceRoleKey });

  it('lists every event, piece and area name as the site gives them, and keeps when each was first listed', async () => {
    expect(await syncCatalogue(target(), catalogue)).toEqual({
      events: catalogue.events.length,
      pieces: catalogue.pieces.length,
      areas: catalogue.areas.length,
    });
    const { database } = test.backend;
    const { rows: events } = await database.query(
      `select id, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
              to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at,
              name, name_fr, when_text, when_text_fr, where_text, where_text_fr, time_zone, recording_path, topics
         from public.events where listed order by id`,
    );
    expect(events).toEqual(catalogue.events.toSorted((a, b) => a.id.localeCompare(b.id)));
    const { rows: pieces } = await database.query(
      `select slug, title, title_fr, summary, summary_fr, category, topics, to_char(published_on, 'YYYY-MM-DD') as published_on
         from public.pieces where listed order by slug`,
    );
    expect(pieces).toEqual(catalogue.pieces.toSorted((a, b) => a.slug.localeCompare(b.slug)));
    const { rows: areas } = await database.query(`select area, topic, tags from public.assessment_area_focus order by area`);
    expect(areas).toEqual(catalogue.areas.toSorted((a, b) => (a.area < b.area ? -1 : a.area > b.area ? 1 : 0)));

    // The next deploy without a piece and an event: they are unlisted, and the rest keep when they were first listed.
    const { rows: before } = await database.query<{ slug: string; first: string }>(
      `select slug, first_listed_at::text as first from public.pieces order by slug`,
    );
    const [dropped, ...kept] = catalogue.pieces;
    const next: Catalogue = { ...catalogue, pieces: kept, events: catalogue.events.slice(1) };
    expect(await syncCatalogue(target(), next)).toMatchObject({ events: catalogue.events.length - 1, pieces: kept.length });
    const { rows: after } = await database.query<{ slug: string; first: string; listed: boolean }>(
      `select slug, first_listed_at::text as first, listed from public.pieces order by slug`,
    );
    expect(after).toEqual(before.map((row) => ({ ...row, listed: row.slug !== dropped?.slug })));
    const { rows: unlisted } = await database.query(`select id from public.events where not listed`);
    expect(unlisted).toEqual([{ id: catalogue.events[0]?.id }]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { startBackend, type RunningBackend } from './backend';
import { loadConfig } from './config';
import { freePort } from './freePort';

const memberA = '11111111-1111-4111-8111-111111111111';
const memberB = '22222222-2222-4222-8222-222222222222';

let backend: RunningBackend;
let dataDirectory: string;
let jwtSecret = '';
let anonKey = '';

const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret));

/** supabase-js as a caller with this key: the anon key, the service key, or anon plus a member's token. */
function client(key: string, accessToken?: string) {
  return createClient(backend.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

interface Recorded {
  outcome: string;
  inquiry_id: string;
}

let service: ReturnType<typeof client>;
let asA: ReturnType<typeof client>;
let asB: ReturnType<typeof client>;
let anon: ReturnType<typeof client>;

async function recordInquiry(email: string, userId: string | null, requestId: string) {
  const response = await service.rpc('record_contact_inquiry', {
    p_client_request_id: requestId,
    p_content_hash: 'content',
    p_email: email,
    p_subject: 'Capability',
    p_name: 'Ada Obi',
    p_message: 'We would like to talk.',
    p_user_id: userId,
  });
  expect(response.error).toBeNull();
  // supabase-js knows no table or function types here (no generated Database type).
  return (response.data as Recorded[] | null)?.[0];
}

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'akoma-rest-test-'));
  const config = { ...loadConfig({}), dataDirectory, apiPort: await freePort(), mailboxPort: await freePort() };
  jwtSecret = config.jwtSecret;
  anonKey = config.anonKey;
  backend = await startBackend(config);
  await backend.database.query(`insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example')`, [
    memberA,
    memberB,
  ]);
  service = client(await sign({ role: 'service_role' }));
  asA = client(anonKey, await sign({ role: 'authenticated', sub: memberA, aud: 'authenticated' }));
  asB = client(anonKey, await sign({ role: 'authenticated', sub: memberB, aud: 'authenticated' }));
  anon = client(anonKey);
  await recordInquiry('a@member.example', memberA, 'rest-a-000001');
  await recordInquiry('a@member.example', memberA, 'rest-a-000002');
  await recordInquiry('b@member.example', memberB, 'rest-b-000001');
  await recordInquiry('visitor@company.example', null, 'rest-v-000001');
}, 30_000);

afterAll(async () => {
  await backend.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('/rest/v1 through supabase-js, with row-level security applied by Postgres', () => {
  it('a member reads their own inquiries only, with a column list, a filter, an order and a range', async () => {
    const { data, error } = await asA
      .from('contact_inquiries')
      .select('id, email, request:client_request_id')
      .order('client_request_id', { ascending: false })
      .overrideTypes<{ id: string; email: string; request: string }[]>();
    expect(error).toBeNull();
    expect(data?.map((row) => row.request)).toEqual(['rest-a-000002', 'rest-a-000001']);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['email', 'id', 'request']);

    const { data: ofB } = await asA.from('contact_inquiries').select('id').eq('email', 'b@member.example');
    expect(ofB).toEqual([]);
    const { data: seenByB } = await asB.from('contact_inquiries').select('client_request_id');
    expect(seenByB).toEqual([{ client_request_id: 'rest-b-000001' }]);

    const { data: page } = await asA.from('contact_inquiries').select('client_request_id').order('client_request_id').range(1, 1);
    expect(page).toEqual([{ client_request_id: 'rest-a-000002' }]);
    const { data: listed } = await asA
      .from('contact_inquiries')
      .select('client_request_id')
      .in('client_request_id', ['rest-a-000001', 'rest-b-000001']);
    expect(listed).toEqual([{ client_request_id: 'rest-a-000001' }]);
  });

  it('single() and maybeSingle() behave as PostgREST: 406 PGRST116 when not exactly one row', async () => {
    const one = await asA.from('contact_inquiries').select('client_request_id').eq('client_request_id', 'rest-a-000001').single();
    expect(one.data).toEqual({ client_request_id: 'rest-a-000001' });
    const none = await asA.from('contact_inquiries').select('id').eq('client_request_id', 'rest-b-000001').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await asA.from('contact_inquiries').select('id').eq('client_request_id', 'rest-b-000001').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('a visitor (anon) reads nothing: 401 with Postgres’s permission error', async () => {
    const { error, status } = await anon.from('contact_inquiries').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('members can neither insert, change nor delete inquiries (403); the service role can', async () => {
    const insert = await asA.from('contact_inquiries').insert({
      client_request_id: 'forged-00001',
      content_hash: 'x',
      email: 'a@member.example',
      email_normalised: 'a@member.example',
      subject: 'Forged',
    });
    expect(insert.status).toBe(403);
    const update = await asA.from('contact_inquiries').update({ message: 'changed' }).eq('client_request_id', 'rest-b-000001');
    expect(update.status).toBe(403);
    const remove = await asB.from('contact_inquiries').delete().eq('client_request_id', 'rest-a-000001');
    expect(remove.status).toBe(403);

    const sent = await service
      .from('contact_inquiries')
      .update({ mail_status: 'sent', notified_at: new Date().toISOString(), mail_attempts: 1 })
      .eq('client_request_id', 'rest-v-000001')
      .select('mail_status, mail_attempts')
      .single();
    expect(sent.data).toEqual({ mail_status: 'sent', mail_attempts: 1 });
  });

  it('rpc answers rows, and refuses a member or a visitor calling a service-only function', async () => {
    const duplicate = await recordInquiry('a@member.example', memberA, 'rest-a-000001');
    expect(duplicate?.outcome).toBe('duplicate');
    const refused = await asA.rpc('record_contact_inquiry', {
      p_client_request_id: 'member-000001',
      p_content_hash: 'x',
      p_email: 'a@member.example',
      p_subject: 'Hi',
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const missing = await anon.rpc('no_such_function', {});
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });

  it('answers what it does not support, and bad input, with a 4xx and a reason, never a 5xx', async () => {
    const unsupported = await asA.from('contact_inquiries').select('id, user:users(email)');
    expect(unsupported.status).toBe(400);
    expect(unsupported.error?.code).toBe('PGRST100');
    const badFilter = await fetch(`${backend.apiUrl}/rest/v1/contact_inquiries?email=like.*x*`, { headers: { apikey: anonKey } });
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toMatchObject({ code: 'PGRST100' });
    const badToken = await fetch(`${backend.apiUrl}/rest/v1/contact_inquiries`, {
      headers: { apikey: anonKey, Authorization: 'Bearer not-a-token' },
    });
    expect(badToken.status).toBe(401);
    const noTable = await fetch(`${backend.apiUrl}/rest/v1/no_such_table`, { headers: { apikey: anonKey } });
    expect(noTable.status).toBe(404);

    const statuses = new Set<number>();
    const pieces = [
      'select=',
      'id',
      '*',
      'eq.',
      'in.(',
      ')',
      '"',
      ',',
      'order=',
      '.desc',
      'limit=',
      '-1',
      '%00',
      'not.',
      'is.',
      "'",
      ';drop',
      '\\',
      '::text',
      'x'.repeat(70),
    ];
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const query = Array.from({ length: 1 + (attempt % 5) }, (_, index) => pieces[(attempt * 7 + index * 13) % pieces.length]).join('');
      const method = ['GET', 'POST', 'PATCH', 'DELETE'][attempt % 4] ?? 'GET';
      const response = await fetch(`${backend.apiUrl}/rest/v1/contact_inquiries?${encodeURI(query)}`, {
        method,
        headers: { apikey: anonKey, Authorization: `Bearer ${attempt % 2 ? anonKey : 'garbage'}`, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : attempt % 3 ? '{"email":' : JSON.stringify({ email: query }),
      });
      statuses.add(response.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
  });
});

import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberA, memberB } from '../testing/asRequest';
import { startBackend, type RunningBackend } from '../backend';
import { loadConfig } from '../config';
import { freePort } from '../testing/freePort';
import { freshStore } from '../testing/templateDatabase';
import { restClient, signToken } from '../testing/restClients';

let backend: RunningBackend;
let dataDirectory: string;
let jwtSecret = '';
let anonKey = '';

const sign = (claims: Record<string, unknown>) => signToken(jwtSecret, claims);

/** supabase-js as a caller with this key: the anon key, the service key, or anon plus a member's token. */
const client = (key: string, accessToken?: string) => restClient(backend.apiUrl, key, accessToken);

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
  // A store of its own: PGlite's files, or in the PostgreSQL 15 run a database on that server.
  const store = await freshStore();
  dataDirectory = store.dataDirectory;
  const config = { ...loadConfig({}), ...store, apiPort: await freePort(), mailboxPort: await freePort() };
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

  it('newsletter subscribers are closed to visitors and members alike; only the service role reads them', async () => {
    const signedUp = await service.rpc('subscribe_to_newsletter', {
      p_email: 'reader@example.org',
      p_confirm_token: 'c'.repeat(43),
      p_unsubscribe_token: 'u'.repeat(43),
    });
    expect(signedUp.error).toBeNull();
    for (const caller of [anon, asA]) {
      const read = await caller.from('newsletter_subscribers').select('email');
      expect(read.error?.code).toBe('42501');
      const insert = await caller.from('newsletter_subscribers').insert({ email: 'x@example.org', email_normalised: 'x@example.org' });
      expect(insert.error?.code).toBe('42501');
      const confirm = await caller.rpc('confirm_newsletter_subscription', { p_token: 'c'.repeat(43) });
      expect(confirm.error?.code).toBe('42501');
    }
    const { data } = await service.from('newsletter_subscribers').select('email, status');
    expect(data).toEqual([{ email: 'reader@example.org', status: 'pending' }]);
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

  it('refuses an update or delete with no filter, as pg-safeupdate does on hosted: 400, and every row stays as it was', async () => {
    const before = await service.from('contact_inquiries').select('id, subject').order('id');
    expect(before.data?.length).toBeGreaterThan(0);
    const deleteAll = await service.from('contact_inquiries').delete();
    expect(deleteAll.status).toBe(400);
    expect(deleteAll.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    // A member's policies would limit it to their own rows: still refused.
    const renameAll = await asA.from('contact_inquiries').update({ subject: 'Renamed' });
    expect(renameAll.status).toBe(400);
    expect(renameAll.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect((await service.from('contact_inquiries').select('id, subject').order('id')).data).toEqual(before.data);
  });

  it('upserts as PostgREST does: merging sets every payload column, so a member who may only insert saved items is refused', async () => {
    const merged = await asA.from('saved_items').upsert({ slug: 'managing-gen-z' }, { onConflict: 'user_id,slug' });
    expect(merged.status).toBe(403);
    expect(merged.error).toMatchObject({ code: '42501', message: 'permission denied for table saved_items' });
    expect((await asA.from('saved_items').select('slug')).data).toEqual([]);
    // Ignoring duplicates needs no UPDATE: the site saves a piece this way, and saving it twice keeps one row.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const saved = await asA
        .from('saved_items')
        .upsert({ slug: 'managing-gen-z' }, { onConflict: 'user_id,slug', ignoreDuplicates: true });
      expect(saved.status).toBe(201);
    }
    expect((await asA.from('saved_items').select('slug')).data).toEqual([{ slug: 'managing-gen-z' }]);
  });

  it('runs each request under its role’s statement timeout, as hosted: 3 s for a visitor, 8 s for a member and the service role', async () => {
    await backend.database.exec(
      `create function public.statement_timeout_now() returns text language sql stable as $$ select current_setting('statement_timeout') $$`,
    );
    const answers = await Promise.all([anon, asA, service].map((caller) => caller.rpc('statement_timeout_now')));
    expect(answers.map((answer): unknown => answer.data)).toEqual(['3s', '8s', '8s']);
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
    // A body nested 5,000 levels deep is refused for its depth, not a 500 from a stack overflow.
    const deep = await fetch(`${backend.apiUrl}/rest/v1/contact_inquiries`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${await sign({ role: 'service_role' })}`,
        'Content-Type': 'application/json',
      },
      body: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'PGRST102', message: 'The body nests more than 1000 levels deep' });

    // 1,000 requests built at random (seeded, so a failure replays) from the pieces of PostgREST's
    // syntax, against both tables and the functions, as every kind of caller.
    let seed = 20261124;
    const next = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
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
      '%ZZ',
      'not.',
      'is.',
      "'",
      ';drop',
      '\\',
      '::text',
      '&',
      'on_conflict=',
      'x'.repeat(70),
    ];
    const paths = [
      'contact_inquiries',
      'newsletter_subscribers',
      'rpc/record_contact_inquiry',
      'rpc/confirm_newsletter_subscription',
      'rpc/claim_due_mail',
      'no_such',
    ];
    const tokens = [
      anonKey,
      'garbage',
      await sign({ role: 'authenticated', sub: memberA }),
      await sign({ role: 'service_role' }),
      await sign({ role: 'postgres' }),
    ];
    const bodies = [
      '{"email":',
      '[]',
      '[{}]',
      '{"p_token": "x"}',
      '{"p_limit": -5}',
      'null',
      '"\\u0000"',
      JSON.stringify({ email: 'a'.repeat(5000) }),
    ];
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const query = Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(pieces)).join('');
      const method = pick(['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD']);
      const response = await fetch(`${backend.apiUrl}/rest/v1/${pick(paths)}?${query}`, {
        method,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${pick(tokens)}`,
          'Content-Type': pick(['application/json', 'text/plain', 'application/json; charset=utf-8']),
          Prefer: pick(['', 'return=representation', 'return=minimal', 'resolution=merge-duplicates', 'count=exact', 'nonsense']),
        },
        body: method === 'GET' || method === 'HEAD' ? undefined : pick(bodies),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // The run reached real answers, not only one kind of refusal.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  }, 120_000);
});

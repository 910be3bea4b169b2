import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { startTestBackend, type TestBackend } from '../../local/testing/testBackend';
import { deletionEmail } from './handler';

/**
 * The delete-account function as the local backend serves it at /functions/v1/delete-account, the
 * address supabase-js calls: members are real Auth users with real sessions, their rows real rows,
 * and the confirmation lands in the backend's mailbox.
 */

let test: TestBackend;
let functionUrl: string;
let counter = 0;

beforeAll(async () => {
  test = await startTestBackend();
  functionUrl = `${test.backend.apiUrl}/functions/v1/delete-account`;
  // The event the members register for: the database accepts registrations only for listed events.
  await test.service.rpc('sync_events', { p_events: [{ id: 'workplace-summit', starts_at: null, ends_at: null }] }).throwOnError();
}, 60_000);

afterAll(async () => {
  await test.close();
});

/** A confirmed member, signed in, with one saved piece and one event registration; `metadata` as the site keeps it. */
async function member(metadata: Record<string, unknown> = {}) {
  counter += 1;
  const email = `leaver-${String(counter)}@bank.com.ng`;
  const password = 'a long enough password';
  const { data: created, error } = await test.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error) throw error;
  const client = createClient(test.backend.apiUrl, test.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  await client.from('saved_items').insert({ slug: 'state-of-workplace-wellbeing-2025' }).throwOnError();
  await client.from('event_registrations').insert({ event_id: 'workplace-summit' }).throwOnError();
  return { id: created.user.id, email, client, token: signedIn.session.access_token };
}

const call = (token: string, body: unknown, init: RequestInit = {}) =>
  fetch(functionUrl, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: test.config.anonKey,
      'Content-Type': 'application/json',
      Origin: 'http://localhost:5173',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

async function rowsOf(id: string) {
  const saved = await test.service.from('saved_items').select('slug').eq('user_id', id);
  const events = await test.service.from('event_registrations').select('event_id').eq('user_id', id);
  return (saved.data?.length ?? 0) + (events.data?.length ?? 0);
}

async function stillThere(id: string) {
  const { data } = await test.service.auth.admin.getUserById(id);
  return data.user !== null;
}

describe('delete-account', () => {
  it('deletes the member who asks, every row they kept and their sessions, then e-mails them', async () => {
    const leaver = await member();
    const other = await member();
    const response = await call(leaver.token, { email: leaver.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ deleted: true, confirmationSent: true });

    expect(await stillThere(leaver.id)).toBe(false);
    expect(await rowsOf(leaver.id)).toBe(0);
    // The old session is worth nothing now.
    const { error } = await leaver.client.auth.getUser(leaver.token);
    expect(error).not.toBeNull();
    // Nobody else lost anything.
    expect(await stillThere(other.id)).toBe(true);
    expect(await rowsOf(other.id)).toBe(2);

    const mail = (await test.backend.mailbox.list()).find((message) => message.to.includes(leaver.email));
    expect(mail?.subject).toBe('Your IndyCircle account is deleted');
    expect(mail?.text).toContain(`We've deleted the IndyCircle account for ${leaver.email}`);
  });

  it('e-mails a member who uses the French edition (metadata language "fr") in French, with the French sign-up page', async () => {
    const leaver = await member({ first_name: 'Aminata', language: 'fr' });
    expect(await (await call(leaver.token, { email: leaver.email })).json()).toEqual({ deleted: true, confirmationSent: true });
    const mail = (await test.backend.mailbox.list()).find((message) => message.to.includes(leaver.email));
    expect(mail?.subject).toBe('Votre compte IndyCircle a été supprimé');
    expect(mail?.text).toBe(
      [
        `Comme vous l’avez demandé, nous avons supprimé le compte IndyCircle associé à ${leaver.email}.`,
        'Vos identifiants, vos publications enregistrées, vos estimations de ROI, vos diagnostics et vos inscriptions aux événements sont définitivement effacés.',
        `Vous pouvez revenir quand vous le souhaitez\u00a0: créez un nouveau compte sur ${test.config.siteUrl.replace(/\/+$/, '')}/fr/auth.`,
        'Si vous n’êtes pas à l’origine de cette demande, répondez à cet e-mail et nous vous aiderons.',
      ].join('\n\n'),
    );
  });

  it('e-mails in English a member whose metadata names English, no language, or one it does not know', async () => {
    for (const metadata of [{ language: 'en' }, {}, { language: 'de' }]) {
      const leaver = await member(metadata);
      expect((await call(leaver.token, { email: leaver.email })).status).toBe(200);
      const mail = (await test.backend.mailbox.list()).find((message) => message.to.includes(leaver.email));
      expect(mail?.subject, JSON.stringify(metadata)).toBe('Your IndyCircle account is deleted');
    }
  });

  it('asking again with the ended session is refused (401), and sends nothing more', async () => {
    const leaver = await member();
    expect((await call(leaver.token, { email: leaver.email })).status).toBe(200);
    const again = await call(leaver.token, { email: leaver.email });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'not_signed_in' });
    expect((await test.backend.mailbox.list()).filter((message) => message.to.includes(leaver.email))).toHaveLength(1);
  });

  it('refuses, and deletes nothing, when the e-mail typed is not the account’s', async () => {
    const leaver = await member();
    const response = await call(leaver.token, { email: 'someone-else@bank.com.ng' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'email_mismatch', fields: { email: expect.any(String) as string } });
    expect(await stillThere(leaver.id)).toBe(true);
    expect(await rowsOf(leaver.id)).toBe(2);
  });

  it('refuses a visitor: the anon key, no token, or a forged one is nobody (401)', async () => {
    const leaver = await member();
    for (const token of [test.config.anonKey, '', 'not.a.token', `${leaver.token.slice(0, -4)}AAAA`]) {
      const response = await call(token, { email: leaver.email });
      expect(response.status, token.slice(0, 12)).toBe(401);
    }
    expect(await stillThere(leaver.id)).toBe(true);
  });

  it('answers bad requests with a 4xx and a reason, never a 5xx, and deletes nothing', async () => {
    const leaver = await member();
    const cases: [RequestInit & { body?: string }, number][] = [
      [{ body: 'not json' }, 400],
      [{ body: '[]' }, 400],
      [{ body: '{"email": 42}' }, 400],
      [{ body: '{"email": "   "}' }, 400],
      [{ body: JSON.stringify({ email: 'x'.repeat(5000) }) }, 413],
      [{ headers: { Authorization: `Bearer ${leaver.token}`, 'Content-Type': 'text/plain' }, body: '{}' }, 415],
      [{ method: 'GET', body: undefined }, 405],
      [
        {
          headers: { Authorization: `Bearer ${leaver.token}`, 'Content-Type': 'application/json', Origin: 'https://evil.example' },
          body: '{}',
        },
        403,
      ],
    ];
    for (const [init, status] of cases) {
      const response = await call(leaver.token, init.body ?? '', init);
      expect(response.status, JSON.stringify(init).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { message?: unknown }).message).toEqual(expect.any(String));
    }
    expect(await stillThere(leaver.id)).toBe(true);
  });

  it('answers the browser’s preflight for the site’s origins only', async () => {
    const allowed = await fetch(functionUrl, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    const refused = await fetch(functionUrl, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
  });

  it('the e-mail escapes the address it names', () => {
    const mail = deletionEmail('https://akoma.example', 'IndyCircle', '"<b>"@bank.com.ng');
    expect(mail.html).toContain('&quot;&lt;b&gt;&quot;@bank.com.ng');
    expect(mail.text).toContain('https://akoma.example/auth');
    expect(deletionEmail('https://akoma.example/', 'IndyCircle', 'a@b.co', 'fr').html).toContain('https://akoma.example/fr/auth.');
  });
});

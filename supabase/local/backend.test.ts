import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteClient } from './testing/authTestServer.ts';
import { startBackend, type RunningBackend } from './backend';
import { loadConfig } from './config';
import { freePort } from './testing/freePort';

const site = 'http://localhost:5173';
let backend: RunningBackend;
let dataDirectory: string;
let anonKey = '';

/** A supabase-js client as the site makes one, with its own in-memory session storage. */
const client = (flowType?: 'implicit' | 'pkce') => siteClient(backend.apiUrl, anonKey, flowType);

/** The confirmation link in the newest e-mail to an address. */
async function confirmationLink(email: string): Promise<string> {
  const messages = await backend.mailbox.list();
  const message = messages.find((candidate) => candidate.to.includes(email));
  const link = /https?:\/\/[^\s"<]+verify[^\s"<]+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return link;
}

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'akoma-backend-test-'));
  const config = { ...loadConfig({}), dataDirectory, apiPort: await freePort(), mailboxPort: await freePort(), siteUrl: site };
  anonKey = config.anonKey;
  backend = await startBackend(config);
}, 30_000);

afterAll(async () => {
  await backend.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('the local Auth API, driven by supabase-js', () => {
  it('signs up with e-mail confirmation: no session until the link in the e-mail is followed', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signUp({
      email: 'ada@bank.com.ng',
      password: 'a-long-passphrase',
      options: { emailRedirectTo: `${site}/`, data: { first_name: 'Ada', last_name: 'Okafor' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada', last_name: 'Okafor' });

    const { error: unconfirmed } = await supabase.auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'a-long-passphrase' });
    expect(unconfirmed?.message).toBe('Email not confirmed');

    const response = await fetch(await confirmationLink('ada@bank.com.ng'), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe(`${site}/`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: user } = await supabase.auth.getUser(fragment.get('access_token') ?? '');
    expect(user.user?.email).toBe('ada@bank.com.ng');
    expect(user.user?.email_confirmed_at).not.toBeNull();
  });

  it('signs in with a password, refreshes with a rotating token, and signs out', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'a-long-passphrase' });
    expect(error).toBeNull();
    const firstRefresh = data.session?.refresh_token ?? '';
    const { data: refreshed, error: refreshError } = await supabase.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.session?.refresh_token).not.toBe(firstRefresh);

    // The old refresh token, presented again within the reuse interval (a second tab), returns the
    // current one rather than ending the session (supabase/local/auth/*.test.ts covers the rest).
    const replay = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: firstRefresh }),
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { refresh_token: string }).refresh_token).toBe(refreshed.session?.refresh_token);

    const fresh = client();
    await fresh.auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'a-long-passphrase' });
    expect((await fresh.auth.signOut()).error).toBeNull();
    expect((await fresh.auth.getSession()).data.session).toBeNull();
  });

  it('answers with GoTrue’s messages for bad credentials, existing users and weak passwords', async () => {
    const supabase = client();
    expect((await supabase.auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'wrong-password' })).error?.message).toBe(
      'Invalid login credentials',
    );
    // With confirmations on, a confirmed address gets the answer a new one gets (a made-up user),
    // so sign-up tells nobody who has an account.
    const again = await supabase.auth.signUp({ email: 'ada@bank.com.ng', password: 'another-passphrase' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe('ada@bank.com.ng');
    const stored = await backend.database.query<{ id: string }>('select id from auth.users where email = $1', ['ada@bank.com.ng']);
    expect(stored.rows.map((row) => row.id)).not.toContain(again.data.user?.id);
    const weak = await supabase.auth.signUp({ email: 'kofi@example.co.ke', password: '123' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
  });

  it('reads and updates the signed-in user', async () => {
    const supabase = client();
    await supabase.auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'a-long-passphrase' });
    const { data, error } = await supabase.auth.updateUser({ data: { company: 'Bank of Lagos' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada', company: 'Bank of Lagos' });
  });

  it('sends a password recovery link that signs the visitor in to set a new password', async () => {
    const supabase = client();
    expect((await supabase.auth.resetPasswordForEmail('ada@bank.com.ng', { redirectTo: `${site}/auth` })).error).toBeNull();
    const message = (await backend.mailbox.list()).find((candidate) => candidate.subject === 'Reset your IndyCircle password');
    const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? '';
    const response = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(response.headers.get('Location') ?? '').hash.slice(1)).get('type')).toBe('recovery');
  });

  it('exchanges a PKCE code from the confirmation link for a session', async () => {
    const supabase = client('pkce');
    await supabase.auth.signUp({ email: 'zainab@example.com.gh', password: 'pkce-passphrase', options: { emailRedirectTo: `${site}/` } });
    const response = await fetch(await confirmationLink('zainab@example.com.gh'), { redirect: 'manual' });
    const code = new URL(response.headers.get('Location') ?? '').searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('zainab@example.com.gh');
  });

  it('offers the LinkedIn (OpenID Connect) stand-in and returns signed in', async () => {
    const authorize = await fetch(
      `${backend.apiUrl}/auth/v1/authorize?provider=linkedin_oidc&redirect_to=${encodeURIComponent(`${site}/`)}`,
    );
    const html = await authorize.text();
    expect(html).toContain('Local development stand-in');
    // The form carries a one-time token that must match the cookie set with the page.
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const cookie = (authorize.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const form = new URLSearchParams({ name: 'Chidi Eze', email: 'chidi@linkedin.example', csrf_token: csrfToken });
    const response = await fetch(`${backend.apiUrl}/auth/v1/authorize/linkedin_oidc`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    const fragment = new URLSearchParams(new URL(response.headers.get('Location') ?? '').hash.slice(1));
    const { data } = await client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.app_metadata.provider).toBe('linkedin_oidc');
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Chidi' });
  });

  it('keeps users and mail across a restart', async () => {
    const config = { ...loadConfig({}), dataDirectory, apiPort: await freePort(), mailboxPort: await freePort(), siteUrl: site };
    await backend.close();
    backend = await startBackend(config);
    const { error } = await client().auth.signInWithPassword({ email: 'ada@bank.com.ng', password: 'a-long-passphrase' });
    expect(error).toBeNull();
    expect((await backend.mailbox.list()).length).toBeGreaterThan(0);
  }, 30_000);
});

describe('the local send-contact-email function and mail endpoint', () => {
  const inquiry = {
    name: 'Ada Okafor',
    email: 'ada@bank.com.ng',
    company: 'Bank of Lagos',
    role: 'Head of People',
    country: 'Nigeria',
    message: 'We want to talk about wellbeing.',
    interest: 'wellbeing',
    subject: 'New Contact Inquiry - wellbeing',
    clientRequestId: 'inquiry-1',
  };

  it('stores an inquiry invoked through supabase-js, and delivers it to the mailbox once, even after the mail API was down', async () => {
    // The members who signed up above have their welcome queued: sent first, so the inbox holds only this test's mail.
    await backend.deliverPendingMail();
    await backend.mailbox.clear();
    const supabase = client();
    backend.mailbox.failing = true;
    const stored = await supabase.functions.invoke<{ id: string; status: string }>('send-contact-email/inquiries', {
      body: inquiry,
      headers: { 'X-Forwarded-For': '203.0.113.1' },
    });
    expect(stored.error).toBeNull();
    expect(stored.data?.status).toBe('received');
    expect(await backend.mailbox.list()).toHaveLength(0);

    // The retry job delivers it once the mail API is back and its backoff has passed.
    backend.mailbox.failing = false;
    await backend.database.query(
      `update public.contact_inquiries set mail_next_attempt_at = now(), acknowledgement_next_attempt_at = now() where mail_status = 'pending'`,
    );
    await backend.deliverPendingMail();
    // The same press of Send, retried, is neither stored nor mailed again.
    const retried = await supabase.functions.invoke<{ id: string }>('send-contact-email/inquiries', {
      body: inquiry,
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    });
    expect(retried.data?.id).toBe(stored.data?.id);
    // The company's copy, and the visitor's acknowledgement (English: the body names no language).
    const inbox = await backend.mailbox.list();
    expect(inbox).toHaveLength(2);
    const notification = inbox.find((mail) => mail.replyTo === 'ada@bank.com.ng');
    expect(notification).toMatchObject({ subject: 'New Contact Inquiry - wellbeing', to: ['inquiries@akoma.example'] });
    expect(notification?.text).toContain('Company: Bank of Lagos');
    expect(inbox.find((mail) => mail.to.includes('ada@bank.com.ng'))?.subject).toBe("We've received your message");

    // The sender's address is the connection's, whatever X-Forwarded-For the caller claimed.
    await supabase.functions.invoke('send-contact-email/inquiries', {
      body: { ...inquiry, clientRequestId: 'inquiry-2', message: 'And a second question.' },
      headers: { 'X-Forwarded-For': '192.0.2.3' },
    });
    const hashes = await backend.database.query<{ ip_hash: string }>('select distinct ip_hash from public.contact_inquiries');
    expect(hashes.rows).toHaveLength(1);
    expect(hashes.rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    await backend.mailbox.clear();
    // From the site's French edition, as site/app/forms/contactInquiry.ts sends it.
    await supabase.functions.invoke('send-contact-email/inquiries', {
      body: { ...inquiry, clientRequestId: 'inquiry-3', message: 'A third.', language: 'fr' },
    });
  });

  it('serves the Mailpit-style JSON API, where a French inquiry’s acknowledgement is in French', async () => {
    const list = (await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json()) as {
      total: number;
      messages: { ID: string; Subject: string }[];
    };
    expect(list.total).toBe(2);
    const read = async (subject: string) => {
      const id = list.messages.find((summary) => summary.Subject === subject)?.ID ?? '';
      return (await (await fetch(`${backend.mailboxUrl}/api/v1/message/${id}`)).json()) as { Text: string; To: { Address: string }[] };
    };
    expect((await read('New Contact Inquiry - wellbeing')).Text).toContain('Job title: Head of People');
    const acknowledgement = await read('Nous avons bien reçu votre message');
    expect(acknowledgement.To).toEqual([expect.objectContaining({ Address: 'ada@bank.com.ng' })]);
    expect(acknowledgement.Text).toContain('Merci d’avoir contacté Akoma.');
    await fetch(`${backend.mailboxUrl}/api/v1/messages`, { method: 'DELETE' });
    expect(((await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json()) as { total: number }).total).toBe(0);
  });

  it('hands the function every path under it, as Supabase does: a sign-up, a path that is not a route, the legacy root', async () => {
    const supabase = client();
    const signUp = await supabase.functions.invoke<{ status: string }>('send-contact-email/newsletter', {
      body: { email: 'reader@backend.example', clientRequestId: crypto.randomUUID() },
    });
    expect(signUp.data).toEqual({ status: 'confirmation_sent' });
    expect((await backend.mailbox.list()).filter((mail) => mail.to.includes('reader@backend.example'))).toHaveLength(1);

    const unknown = await fetch(`${backend.apiUrl}/functions/v1/send-contact-email/no-such-route`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Access-Control-Allow-Origin')).toBe(site);
    expect(await unknown.json()).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('/send-contact-email/no-such-route') as string,
    });

    // An older bundle of the site posts everything to the function's root.
    const legacy = await supabase.functions.invoke<{ status: string }>('send-contact-email', {
      body: { email: 'reader@backend.example', subject: 'Newsletter subscription', clientRequestId: crypto.randomUUID() },
    });
    expect(legacy.data).toEqual({ status: 'confirmation_pending' });
  });
});

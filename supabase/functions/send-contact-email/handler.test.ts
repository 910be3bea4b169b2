import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { maxEmailLength } from '../_shared/contract';
import { escapeHtml } from '../_shared/http';
import { localMailApiKey } from '../../local/config';
import { serviceClient } from '../../local/serviceClient';
import { startTestBackend, type TestBackend } from '../../local/testing/testBackend';
import type { ContactFunctionConfig } from './context';
import { createContactHandler } from './handler';
import { validateInquiry } from './inquiries';
import { inquiryEmail, newsletterConfirmationEmail } from './mail';

/**
 * The function against the local backend: each "instance" below is a separate handler with its own
 * supabase-js client, as two running copies of the function on Supabase are, sharing only the
 * database; e-mail goes to the backend's mailbox through its Resend-compatible API. Requests go to
 * the paths a hosted function receives: /send-contact-email/<action>.
 */

let test: TestBackend;
let config: ContactFunctionConfig;
/** Every call to the mail API, by idempotency key. */
const mailCalls: string[] = [];

const inquiry = {
  name: 'Ada Okafor',
  email: 'ada@bank.com.ng',
  company: 'Bank of Lagos',
  role: 'Head of People',
  country: 'Nigeria',
  message: 'We would like to talk about a leadership programme.',
  interest: 'capability',
  subject: 'New Contact Inquiry - capability',
};

let addressCounter = 0;
/** A fresh address and request id, so each test's rate-limit counts start at zero. */
function fresh(overrides: Record<string, unknown> = {}) {
  addressCounter += 1;
  return { ...inquiry, email: `sender${String(addressCounter)}@company.example`, clientRequestId: crypto.randomUUID(), ...overrides };
}

function instance(overrides: Partial<ContactFunctionConfig> = {}, databaseUrl = test.backend.apiUrl) {
  const database = serviceClient(databaseUrl, test.config.serviceRoleKey);
  const handler = createContactHandler(
    { ...config, ...overrides },
    {
      database,
      fetch: (input, init) => {
        mailCalls.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        return fetch(input, init);
      },
    },
  );
  /** POSTs a body to one of the function's paths ('' is the legacy root), as the site does. */
  const postTo = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    handler(
      new Request(`https://functions.test/send-contact-email${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://www.akoma.example', 'X-Forwarded-For': '198.51.100.7', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  /** Sends a contact inquiry. */
  const post = (body: unknown, headers: Record<string, string> = {}) => postTo('/inquiries', body, headers);
  return { handler, post, postTo, database };
}

let first: ReturnType<typeof instance>;
let second: ReturnType<typeof instance>;

const setMailFailing = (enabled: boolean) =>
  fetch(`${test.backend.mailboxUrl}/api/v1/failure`, { method: 'PUT', body: JSON.stringify({ enabled }) });

async function inquiryRow(id: string) {
  const { data, error } = await test.service
    .from('contact_inquiries')
    .select(
      'id, email, message, language, mail_status, mail_attempts, mail_last_error, notified_at, acknowledgement_status, acknowledgement_attempts',
    )
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return data;
}

/** The e-mails to an address, newest first: acknowledgements of its inquiries, newsletter confirmations, Auth's. */
async function mailsTo(address: string) {
  return (await test.backend.mailbox.list()).filter((mail) => mail.to.includes(address));
}

/** The company's copies of the inquiries an address sent (they reply to it), newest first. */
async function inquiriesFrom(address: string) {
  return (await test.backend.mailbox.list()).filter((mail) => mail.replyTo === address);
}

/** Runs the retry job through the function, as Supabase Cron does. */
async function runJob(via = first) {
  const response = await via.postTo('/deliver-pending-mail', {}, { Authorization: `Bearer ${config.serviceRoleKey}` });
  expect(response.status).toBe(200);
}

/** Makes every pending e-mail due now, as if its backoff had passed. */
async function backoffPasses() {
  await test.backend.database.query(`update public.contact_inquiries set mail_next_attempt_at = now() where mail_status = 'pending'`);
  await test.backend.database.query(
    `update public.contact_inquiries set acknowledgement_next_attempt_at = now() where acknowledgement_status = 'pending'`,
  );
  await test.backend.database.query(`update public.newsletter_subscribers set mail_next_attempt_at = now() where mail_status = 'pending'`);
}

beforeAll(async () => {
  test = await startTestBackend();
  config = {
    allowedOrigins: ['https://www.akoma.example', 'http://localhost:*'],
    mailApiUrl: `${test.backend.mailboxUrl}/emails`,
    mailApiKey: localMailApiKey,
    contactTo: 'inquiries@akoma.example',
    contactFrom: 'Akoma website <website@akoma.example>',
    siteUrl: 'https://www.akoma.example',
    functionsUrl: `${test.backend.apiUrl}/functions/v1`,
    serviceRoleKey: test.config.serviceRoleKey,
  };
  first = instance();
  second = instance();
}, 60_000);

afterEach(async () => {
  await setMailFailing(false);
});

afterAll(async () => {
  await test.close();
});

describe('an inquiry', () => {
  it('is stored, then e-mailed to the company with its id as the idempotency key', async () => {
    const sent = fresh();
    const response = await first.post(sent);
    expect(response.status).toBe(200);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('received');
    expect(await inquiryRow(id)).toMatchObject({ email: sent.email, message: sent.message, mail_status: 'sent', mail_attempts: 1 });
    expect(mailCalls.filter((key) => key === id)).toHaveLength(1);
    const [mail, ...more] = await inquiriesFrom(sent.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: ['inquiries@akoma.example'], replyTo: sent.email, subject: 'New Contact Inquiry - capability' });
    expect(mail?.text).toContain('Job title: Head of People');
    expect(mail?.text).toContain('Language: English');
  });

  // A connection of their own for the language tests, so the per-IP limit of the tests above and below isn't spent here.
  const languageTests = { 'X-Forwarded-For': '203.0.113.61' };

  it('is acknowledged to the visitor, in English when the site names no language', async () => {
    const sent = fresh();
    const { id } = (await (await first.post(sent, languageTests)).json()) as { id: string };
    expect(await inquiryRow(id)).toMatchObject({ language: 'en', acknowledgement_status: 'sent', acknowledgement_attempts: 1 });
    expect(mailCalls.filter((key) => key === `contact-acknowledgement-${id}`)).toHaveLength(1);
    const [acknowledgement, ...more] = await mailsTo(sent.email);
    expect(more).toHaveLength(0);
    // A reply reaches the company; nothing the visitor typed is repeated to the address they gave.
    expect(acknowledgement).toMatchObject({ replyTo: 'inquiries@akoma.example', subject: "We've received your message" });
    expect(acknowledgement?.text).toBe(
      [
        "Thank you for contacting Akoma. Your message has reached our team, and we'll get back to you within 24 hours, Monday to Friday.",
        "If you didn't write to us, someone may have typed your address by mistake: you can ignore this e-mail.",
        'The Akoma team',
      ].join('\n\n'),
    );
    expect(acknowledgement?.text).not.toContain(sent.name);
    expect(acknowledgement?.html).not.toContain(sent.message);
  });

  it('with language "fr" (the French edition) is acknowledged in French, and the company told to answer in French', async () => {
    const sent = fresh({ language: 'fr', name: 'Awa Diop' });
    const response = await first.post(sent, languageTests);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await inquiryRow(id)).toMatchObject({ language: 'fr', mail_status: 'sent', acknowledgement_status: 'sent' });
    const [acknowledgement] = await mailsTo(sent.email);
    expect(acknowledgement?.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement?.text).toBe(
      [
        'Merci d’avoir contacté Akoma. Votre message est bien parvenu à notre équipe, qui vous répondra sous 24\u00a0heures, du lundi au vendredi.',
        'Si vous ne nous avez pas écrit, quelqu’un a peut-être saisi votre adresse par erreur\u00a0: vous pouvez ignorer cet e-mail.',
        'L’équipe Akoma',
      ].join('\n\n'),
    );
    expect(acknowledgement?.html).toContain('<p>L’équipe Akoma</p>');
    const [notification] = await inquiriesFrom(sent.email);
    expect(notification?.subject).toBe('New Contact Inquiry - capability');
    expect(notification?.text).toContain('Language: French');
  });

  it('with any other language is refused with 400 naming the field and the two it takes, and nothing is stored or sent', async () => {
    for (const language of ['de', 'FR', 'fr-CI', '', 5, ['fr'], { fr: true }]) {
      const sent = fresh({ language });
      const response = await first.post(sent, languageTests);
      expect(response.status, JSON.stringify(language)).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_request',
        fields: { language: 'language must be one of: en, fr.' },
      });
      const { count } = await test.service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', sent.email);
      expect(count).toBe(0);
      expect(await mailsTo(sent.email)).toHaveLength(0);
    }
    // null is no language: English.
    expect((await first.post(fresh({ language: null }), languageTests)).status).toBe(200);
  });

  it('sent twice with the same request id, to two instances at once, is stored and e-mailed once', async () => {
    const sent = fresh();
    const answers = await Promise.all([first.post(sent), second.post(sent), first.post(sent)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const { count } = await test.service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', sent.email);
    expect(count).toBe(1);
    expect(await inquiriesFrom(sent.email)).toHaveLength(1);
    expect(await mailsTo(sent.email)).toHaveLength(1);
  });

  it('with a request id already used for different words is refused with 409', async () => {
    const sent = fresh();
    expect((await first.post(sent)).status).toBe(200);
    const reused = await second.post({ ...sent, message: 'Something else entirely.' });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: 'request_conflict' });
    expect(await inquiriesFrom(sent.email)).toHaveLength(1);
    expect(await mailsTo(sent.email)).toHaveLength(1);
  });

  it('20 sent at once from one address across two instances: exactly 5 stored and e-mailed, 15 refused with 429', async () => {
    const email = fresh().email;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).post(fresh({ email, message: `Message ${String(index)}` }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const limited = answers.find((answer) => answer.status === 429);
    const retryAfter = Number(limited?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited?.json()).toMatchObject({ error: 'rate_limited', retryAfterSeconds: retryAfter });
    const { count } = await test.service
      .from('contact_inquiries')
      .select('id', { count: 'exact', head: true })
      .eq('email_normalised', email);
    expect(count).toBe(5);
    expect(await inquiriesFrom(email)).toHaveLength(5);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('counts an address whatever its case, and limits one connection across addresses to 20', async () => {
    const email = fresh().email;
    for (let send = 0; send < 5; send += 1) expect((await first.post(fresh({ email }))).status).toBe(200);
    expect((await second.post(fresh({ email: email.toUpperCase() }))).status).toBe(429);

    const ip = { 'X-Forwarded-For': '203.0.113.99' };
    const answers = [];
    for (let send = 0; send < 21; send += 1) answers.push((await (send % 2 ? first : second).post(fresh(), ip)).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('is kept when the mail API is down: the visitor is told it was received, and the job delivers it once it is back', async () => {
    await setMailFailing(true);
    const sent = fresh({ language: 'fr' });
    const response = await first.post(sent);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await inquiryRow(id)).toMatchObject({
      mail_status: 'pending',
      mail_attempts: 1,
      notified_at: null,
      acknowledgement_status: 'pending',
    });
    expect((await inquiryRow(id))?.mail_last_error).toContain('503');

    // Still down: the job tries again and keeps it pending.
    await backoffPasses();
    await runJob();
    expect(await inquiryRow(id)).toMatchObject({ mail_status: 'pending', mail_attempts: 2 });

    // Back: two job runs at once (two schedulers, say) deliver it exactly once.
    await setMailFailing(false);
    await backoffPasses();
    const callsBefore = mailCalls.filter((key) => key === id).length;
    await Promise.all([runJob(first), runJob(second)]);
    expect(mailCalls.filter((key) => key === id).length - callsBefore).toBe(1);
    expect(await inquiryRow(id)).toMatchObject({ mail_status: 'sent', mail_attempts: 3, mail_last_error: null });
    expect(await inquiriesFrom(sent.email)).toHaveLength(1);
    // The acknowledgement waited with it, and went out in the language stored with the inquiry.
    expect(await inquiryRow(id)).toMatchObject({ acknowledgement_status: 'sent', acknowledgement_attempts: 3 });
    expect((await mailsTo(sent.email)).map((mail) => mail.subject)).toEqual(['Nous avons bien reçu votre message']);

    // And nothing is sent again afterwards, by this job or the backend's own.
    await runJob();
    await test.backend.deliverPendingMail();
    expect(await inquiriesFrom(sent.email)).toHaveLength(1);
    expect(await mailsTo(sent.email)).toHaveLength(1);
  });

  it('is answered 503 with Retry-After, never 500, when the database cannot be reached', async () => {
    const offline = instance({}, 'http://127.0.0.1:9');
    const response = await offline.post(fresh());
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
  });
});

describe('an inquiry from a signed-in member', () => {
  /** A member, signed up and confirmed through the local Auth API, as the site does it. */
  async function member(email: string) {
    const supabase = createClient(test.backend.apiUrl, test.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    expect((await supabase.auth.signUp({ email, password: 'a-long-passphrase' })).error).toBeNull();
    const [mail] = await mailsTo(email);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await fetch(link, { redirect: 'manual' });
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: 'a-long-passphrase' });
    expect(error).toBeNull();
    return { supabase, token: data.session?.access_token ?? '', id: data.user?.id ?? '' };
  }

  it('is theirs to read, and nobody else’s', async () => {
    const chidi = await member('chidi.eze@member.example');
    const wanjiru = await member('wanjiru.kamau@member.example');
    const sent = fresh({ email: 'chidi.eze@member.example' });
    const response = await first.post(sent, { Authorization: `Bearer ${chidi.token}` });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };

    const own = await chidi.supabase.from('contact_inquiries').select('id, message');
    expect(own.data).toEqual([{ id, message: sent.message }]);
    const others = await wanjiru.supabase.from('contact_inquiries').select('id');
    expect(others.data).toEqual([]);
    const { data } = await test.service.from('contact_inquiries').select('user_id').eq('id', id).single();
    expect(data).toEqual({ user_id: chidi.id });

    // A token that isn't a member's, or isn't valid, sends an anonymous inquiry.
    const forged = await first.post(fresh(), { Authorization: `Bearer ${chidi.token.slice(0, -4)}abcd` });
    expect(forged.status).toBe(200);
    const { id: forgedId } = (await forged.json()) as { id: string };
    const { data: anonymous } = await test.service.from('contact_inquiries').select('user_id').eq('id', forgedId).single();
    expect(anonymous).toEqual({ user_id: null });
  });

  it('repeats what a signed-in member sent only to their own account’s address, now and from the retry job', async () => {
    const amara = await member('amara.nwosu@member.example');
    const headers = { Authorization: `Bearer ${amara.token}`, 'X-Forwarded-For': '203.0.113.88' };
    const own = fresh({ email: 'amara.nwosu@member.example', message: 'Could you run <b>a session</b> for our managers?' });
    expect((await first.post(own, headers)).status).toBe(200);
    const acknowledgements = async () => (await mailsTo(own.email)).filter((mail) => mail.subject === "We've received your message");
    const [acknowledgement] = await acknowledgements();
    expect(acknowledgement?.text).toContain('Here is what you sent us:');
    expect(acknowledgement?.text).toContain('About: Capability');
    expect(acknowledgement?.text).toContain(own.message);
    expect(acknowledgement?.text).toContain('within 24 hours');
    expect(acknowledgement?.html).toContain('Could you run &lt;b&gt;a session&lt;/b&gt; for our managers?');

    // Signed in, but giving someone else's address: that stranger is told nothing of the words.
    const stranger = fresh({ message: 'Words for a stranger' });
    expect((await first.post(stranger, headers)).status).toBe(200);
    const [strangers] = await mailsTo(stranger.email);
    expect(strangers?.text).not.toContain('Words for a stranger');
    expect(strangers?.text).not.toContain('Here is what you sent us');

    // The retry job draws the same e-mail from the stored inquiry.
    await setMailFailing(true);
    const later = fresh({
      email: 'amara.nwosu@member.example',
      message: 'A second question, sent while mail was down.',
      clientRequestId: crypto.randomUUID(),
    });
    expect((await first.post(later, headers)).status).toBe(200);
    await setMailFailing(false);
    await backoffPasses();
    await runJob();
    const [retried] = await acknowledgements();
    expect(retried?.text).toContain('A second question, sent while mail was down.');
    expect(retried?.text).toContain('Here is what you sent us:');
  });
});

describe('the retry job', () => {
  it('runs only for the service role', async () => {
    const refused = await first.postTo('/deliver-pending-mail', {}, { Authorization: 'Bearer not-the-key' });
    expect(refused.status).toBe(401);
    const allowed = await first.postTo('/deliver-pending-mail', {}, { Authorization: `Bearer ${config.serviceRoleKey}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ sent: expect.any(Number) as number, failed: 0 });
  });
});

describe('a newsletter sign-up', () => {
  const signUp = (email: string, via = first, headers: Record<string, string> = {}, language?: string) =>
    via.postTo('/newsletter', { email, clientRequestId: crypto.randomUUID(), ...(language ? { language } : {}) }, headers);
  const confirm = (token: string, via = first) => via.postTo('/newsletter/confirm', { token });
  const unsubscribe = (token: string, via = first) => via.postTo('/newsletter/unsubscribe', { token });

  async function linksIn(address: string) {
    const mails = await mailsTo(address);
    // The mailbox lists the newest first.
    const text = mails[0]?.text ?? '';
    return {
      count: mails.length,
      confirm: /confirm=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '',
      unsubscribe: /unsubscribe=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '',
    };
  }

  it('asks the subscriber to confirm, once; confirming, unsubscribing and signing up again all work', async () => {
    const email = 'kofi.mensah@example.co.ke';
    expect(await (await signUp(email)).json()).toEqual({ status: 'confirmation_sent' });
    const firstMail = await linksIn(email);
    expect(firstMail.count).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ to: [email], subject: 'Confirm your subscription to The Workroom' });
    expect(mail?.html).toContain(`https://www.akoma.example/newsletter?confirm=${firstMail.confirm}`);

    // Again, from another instance and in another case: no second mail.
    expect(await (await signUp(email.toUpperCase(), second)).json()).toEqual({ status: 'confirmation_pending' });
    expect((await linksIn(email)).count).toBe(1);

    const confirmed = await confirm(firstMail.confirm);
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await (await signUp(email)).json()).toEqual({ status: 'already_subscribed' });
    expect((await linksIn(email)).count).toBe(1);

    const unsubscribed = await unsubscribe(firstMail.unsubscribe, second);
    expect(await unsubscribed.json()).toEqual({ status: 'unsubscribed' });
    const { data } = await test.service.from('newsletter_subscribers').select('status').eq('email_normalised', email).single();
    expect(data).toEqual({ status: 'unsubscribed' });

    // Signing up again sends a new confirmation with new links; the old confirmation link is dead.
    expect(await (await signUp(email)).json()).toEqual({ status: 'confirmation_sent' });
    const secondMail = await linksIn(email);
    expect(secondMail.count).toBe(2);
    expect(secondMail.confirm).not.toBe(firstMail.confirm);
    expect((await confirm(firstMail.confirm)).status).toBe(404);
    expect(await (await confirm(secondMail.confirm)).json()).toEqual({ status: 'confirmed' });
  });

  it('in French (language "fr") is confirmed in French, with links to the French edition’s page, and kept in French', async () => {
    const email = 'mariam.kone@example.ci';
    const answer = await first.postTo('/newsletter', { email, clientRequestId: crypto.randomUUID(), language: 'fr' });
    expect(await answer.json()).toEqual({ status: 'confirmation_sent' });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Confirmez votre abonnement à The Workroom');
    const links = await linksIn(email);
    expect(mail?.text).toBe(
      [
        'Merci de votre inscription à The Workroom, la lettre d’information d’Akoma consacrée aux environnements de travail où les personnes et la performance progressent ensemble.',
        '',
        'Confirmez votre abonnement en ouvrant ce lien\u00a0:',
        `https://www.akoma.example/fr/newsletter?confirm=${links.confirm}`,
        '',
        'Ce lien est valable 7\u00a0jours. Si vous n’êtes pas à l’origine de cette inscription, ignorez cet e-mail\u00a0: vous ne recevrez plus rien de notre part.',
        '',
        `Vous pouvez vous désabonner à tout moment\u00a0: https://www.akoma.example/fr/newsletter?unsubscribe=${links.unsubscribe}`,
      ].join('\n'),
    );
    expect(mail?.html).toContain(`<a href="https://www.akoma.example/fr/newsletter?confirm=${links.confirm}">Confirmer mon abonnement</a>`);
    expect(mail?.html).toContain('>vous désabonner</a> à tout moment.</p>');
    const { data } = await test.service.from('newsletter_subscribers').select('language').eq('email_normalised', email).single();
    expect(data).toEqual({ language: 'fr' });

    // Confirmed, the subscription keeps its language whatever edition someone types the address into.
    expect(await (await confirm(links.confirm)).json()).toEqual({ status: 'confirmed' });
    expect(await (await first.postTo('/newsletter', { email, language: 'en' })).json()).toEqual({ status: 'already_subscribed' });
    const { data: after } = await test.service.from('newsletter_subscribers').select('language').eq('email_normalised', email).single();
    expect(after).toEqual({ language: 'fr' });
  });

  it('sends the retry job’s confirmation in the subscriber’s language too', async () => {
    await setMailFailing(true);
    const email = 'ibrahima.sow@example.sn';
    expect(await (await signUp(email, first, {}, 'fr')).json()).toEqual({ status: 'confirmation_sent' });
    expect(await mailsTo(email)).toHaveLength(0);
    await setMailFailing(false);
    await backoffPasses();
    await test.backend.deliverPendingMail();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Confirmez votre abonnement à The Workroom']);
  });

  it('with any other language is refused with 400 naming the field, and nothing is stored or sent', async () => {
    for (const language of ['es', 'Fr', 1]) {
      const email = `polyglot.${String(language).toLowerCase()}@example.org`;
      const refused = await first.postTo('/newsletter', { email, language });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_request', fields: { language: 'language must be one of: en, fr.' } });
      const { count } = await test.service.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).eq('email', email);
      expect(count).toBe(0);
    }
  });

  it('takes the longest address Auth accepts for an account (255 characters), as an inquiry and as a sign-up', async () => {
    const longest = (first: string) => `${first}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`;
    expect(longest('a')).toHaveLength(maxEmailLength);
    const inquiry = await first.post(fresh({ email: longest('a') }));
    expect(inquiry.status).toBe(200);
    const { id } = (await inquiry.json()) as { id: string };
    expect(await inquiryRow(id)).toMatchObject({ email: longest('a') });
    expect(await (await signUp(longest('b'))).json()).toEqual({ status: 'confirmation_sent' });
    const { data } = await test.service
      .from('newsletter_subscribers')
      .select('email, language')
      .eq('email_normalised', longest('b'))
      .single();
    expect(data).toEqual({ email: longest('b'), language: 'en' });
  });

  it('keeps the confirmation when the mail API is down, and the job sends it later', async () => {
    await setMailFailing(true);
    const email = 'amina.yusuf@example.com.ng';
    expect(await (await signUp(email)).json()).toEqual({ status: 'confirmation_sent' });
    expect(await mailsTo(email)).toHaveLength(0);
    await setMailFailing(false);
    await backoffPasses();
    await test.backend.deliverPendingMail();
    expect((await linksIn(email)).count).toBe(1);
  });

  it('refuses links that are malformed (400) or unknown (404)', async () => {
    expect((await confirm('short')).status).toBe(400);
    const unknown = await unsubscribe('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('refuses a sign-up without a valid address, naming the field, and stores nothing', async () => {
    const refused = await first.postTo('/newsletter', { email: 'not-an-address', clientRequestId: 'id with spaces' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_request',
      fields: { email: 'Enter a valid email address.', clientRequestId: expect.any(String) as string },
    });
    const { count } = await test.service
      .from('newsletter_subscribers')
      .select('id', { count: 'exact', head: true })
      .eq('email', 'not-an-address');
    expect(count).toBe(0);
  });

  it('limits one connection to 20 confirmations in the window', async () => {
    const ip = { 'X-Forwarded-For': '192.0.2.44' };
    for (let send = 0; send < 20; send += 1) expect((await signUp(`reader${String(send)}@example.org`, first, ip)).status).toBe(200);
    const limited = await signUp('one.more@example.org', second, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('e-mails links that lead to the site, in its English or French edition', () => {
    const tokens = { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) };
    const mail = newsletterConfirmationEmail('https://www.akoma.example/', tokens);
    expect(mail.confirmUrl).toBe(`https://www.akoma.example/newsletter?confirm=${'c'.repeat(43)}`);
    expect(mail.text).toContain(mail.unsubscribeUrl);
    expect(mail.text).toContain(`Unsubscribe at any time: ${mail.unsubscribeUrl}`);
    const french = newsletterConfirmationEmail('https://www.akoma.example/', tokens, 'fr');
    expect(french.unsubscribeUrl).toBe(`https://www.akoma.example/fr/newsletter?unsubscribe=${'u'.repeat(43)}`);
  });
});

describe('bad input', () => {
  it('answers the CORS preflight for an allowed origin, and refuses others', async () => {
    const allowed = await first.handler(
      new Request('https://functions.test/send-contact-email/inquiries', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173' },
      }),
    );
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect(allowed.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    const refused = await first.handler(
      new Request('https://functions.test/send-contact-email/newsletter', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example' },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('accepts POST only, on every route: another method is 405 with Allow', async () => {
    for (const path of ['', '/inquiries', '/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe', '/deliver-pending-mail']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await first.handler(new Request(`https://functions.test/send-contact-email${path}`, { method }));
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
        expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
      }
    }
  });

  it('answers a path that is not a route with 404 JSON naming the routes, readable by an allowed origin', async () => {
    for (const path of [
      '/send-contact-email/inquiry',
      '/send-contact-email/inquiries/extra',
      '/send-contact-email/newsletter/',
      '/',
      '/other',
    ]) {
      const response = await first.handler(
        new Request(`https://functions.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'https://www.akoma.example' },
          body: JSON.stringify(fresh()),
        }),
      );
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://www.akoma.example');
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error).toBe('not_found');
      expect(answer.message).toContain(path);
      expect(answer.message).toContain('/send-contact-email/inquiries');
    }
  });

  it('answers malformed JSON, wrong types and missing fields with 400 naming them, and stores nothing', async () => {
    expect((await first.post('{"name": ')).status).toBe(400);
    const missing = await first.post({ email: 'not-an-address', name: 42 });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: 'invalid_request',
      fields: {
        email: 'Enter a valid email address.',
        name: 'name must be text.',
        message: 'Enter a message.',
        subject: 'A subject is required.',
      },
    });
    const { count } = await test.service
      .from('contact_inquiries')
      .select('id', { count: 'exact', head: true })
      .eq('email', 'not-an-address');
    expect(count).toBe(0);
  });

  it('limits every field’s length, and the body’s size (413)', async () => {
    const response = await first.post(fresh({ message: 'x'.repeat(5001) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { message: 'message must be at most 5000 characters.' } });
    expect((await first.post(fresh({ message: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  it('refuses an unsafe request id, line breaks in one-line fields, and text that is not text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ clientRequestId: 'id with spaces' }, 'clientRequestId'],
      [{ clientRequestId: 'short' }, 'clientRequestId'],
      [{ subject: 'Hello\r\nBcc: victim@example.com' }, 'subject'],
      [{ name: 'Ada\nObi' }, 'name'],
      // Unicode's own line breaks: LINE SEPARATOR, PARAGRAPH SEPARATOR and NEXT LINE.
      [{ name: 'Ada\u2028Bcc: victim@example.com' }, 'name'],
      [{ subject: 'Hello\u2029Bcc: victim@example.com' }, 'subject'],
      [{ company: 'Akoma\u0085Ltd' }, 'company'],
      [{ message: 'Hello\u0085world' }, 'message'],
      [{ message: 'Hello\u0000world' }, 'message'],
      [{ message: 'broken \ud800 half' }, 'message'],
    ];
    for (const [change, field] of cases) {
      const response = await first.post(fresh(change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    }
    // Line breaks in the message itself are fine.
    expect((await first.post(fresh({ message: 'Line one\r\nLine two' }))).status).toBe(200);
    expect((await first.post(fresh({ message: 'Line one\u2028Line two' }))).status).toBe(200);
  });

  it('quietly drops an inquiry or sign-up whose honeypot is filled: nothing stored, nothing sent', async () => {
    const sent = fresh({ website: 'http://spam.example' });
    const response = await first.post(sent);
    expect(response.status).toBe(200);
    expect(await mailsTo(sent.email)).toHaveLength(0);
    expect(await inquiriesFrom(sent.email)).toHaveLength(0);
    const { count } = await test.service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', sent.email);
    expect(count).toBe(0);

    const bot = 'bot.reader@example.org';
    const signUp = await first.postTo('/newsletter', { email: bot, website: 'http://spam.example' });
    expect(await signUp.json()).toEqual({ status: 'confirmation_sent' });
    expect(await mailsTo(bot)).toHaveLength(0);
    const { count: subscribers } = await test.service
      .from('newsletter_subscribers')
      .select('id', { count: 'exact', head: true })
      .eq('email', bot);
    expect(subscribers).toBe(0);
  });
});

describe('the legacy root, POST /send-contact-email, for older bundles of the site and the first schedule of the retry job', () => {
  // A connection of its own, so the rate limits of the tests above don't reach these.
  const ip = { 'X-Forwarded-For': '203.0.113.50' };

  it('stores and e-mails an inquiry, as /inquiries does', async () => {
    const sent = fresh();
    const response = await first.postTo('', sent, ip);
    expect(response.status).toBe(200);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('received');
    expect(await inquiryRow(id)).toMatchObject({ email: sent.email, mail_status: 'sent', acknowledgement_status: 'sent' });
    expect(await inquiriesFrom(sent.email)).toHaveLength(1);
    // The same press of Send, retried at the new path, is the same inquiry.
    expect(await (await first.post(sent, ip)).json()).toEqual({ id, status: 'received' });
  });

  it('takes an inquiry with the newsletter subject as a sign-up, as /newsletter does', async () => {
    const email = 'legacy.reader@example.co.ke';
    // What an older bundle sends: the sign-up as an inquiry with the newsletter subject.
    const legacySignUp = {
      name: '',
      email,
      company: '',
      role: '',
      country: '',
      message: 'Please add this address to The Workroom newsletter.',
      interest: '',
      subject: 'Newsletter subscription',
      clientRequestId: crypto.randomUUID(),
    };
    expect(await (await first.postTo('', legacySignUp, ip)).json()).toEqual({ status: 'confirmation_sent' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ to: [email], subject: 'Confirm your subscription to The Workroom' });
    const { count } = await test.service.from('contact_inquiries').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(0);
    // The same address at the new path: the confirmation is already on its way.
    expect(await (await first.postTo('/newsletter', { email }, ip)).json()).toEqual({ status: 'confirmation_pending' });

    const confirmToken = /confirm=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const unsubscribeToken = /unsubscribe=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(await (await first.postTo('', { action: 'confirm_newsletter', token: confirmToken })).json()).toEqual({ status: 'confirmed' });
    expect(await (await second.postTo('', { action: 'unsubscribe_newsletter', token: unsubscribeToken })).json()).toEqual({
      status: 'unsubscribed',
    });
    expect((await first.postTo('', { action: 'confirm_newsletter', token: 'short' })).status).toBe(400);
  });

  it('runs the retry job for the service role only, as the first schedule calls it', async () => {
    expect((await first.postTo('', { action: 'deliver_pending_mail' }, { Authorization: 'Bearer not-the-key' })).status).toBe(401);
    const allowed = await first.postTo('', { action: 'deliver_pending_mail' }, { Authorization: `Bearer ${config.serviceRoleKey}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ sent: expect.any(Number) as number, failed: 0 });
  });

  it('refuses an action it does not know with 400, naming the ones it does', async () => {
    const refused = await first.postTo('', { action: 'delete_everything' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_request',
      message: 'action must be one of: deliver_pending_mail, confirm_newsletter, unsubscribe_newsletter.',
    });
  });
});

describe('the e-mail it sends', () => {
  it('escapes everything a visitor typed', () => {
    const { html } = inquiryEmail({ ...validated(), name: '<script>alert(1)</script>', message: 'a & b\n"quoted"' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; b<br>&quot;quoted&quot;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

function validated() {
  const result = validateInquiry(inquiry);
  if (!result.ok) throw new Error('fixture is invalid');
  return result.inquiry;
}

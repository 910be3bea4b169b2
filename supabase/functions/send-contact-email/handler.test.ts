import { describe, expect, it, vi } from 'vitest';

import { createContactHandler, escapeHtml, inquiryEmail, originAllowed, validateInquiry, type ContactFunctionConfig } from './handler';

const config: ContactFunctionConfig = {
  allowedOrigins: ['https://www.akoma.example', 'http://localhost:*'],
  mailApiUrl: 'https://mail.test/emails',
  mailApiKey: 'test-key',
  contactTo: 'inquiries@akoma.example',
  contactFrom: 'Akoma website <website@akoma.example>',
};

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

function setup(mailStatus = 200) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Promise.resolve(new Response(JSON.stringify({ id: 'mail-1' }), { status: mailStatus })),
  );
  let time = 1_000_000;
  const handler = createContactHandler(config, { fetch, now: () => time });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handler(
      new Request('https://functions.test/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://www.akoma.example', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { fetch, handler, post, advance: (ms: number) => (time += ms) };
}

describe('send-contact-email', () => {
  it('e-mails a valid inquiry through the mail API and answers 200 with its id', async () => {
    const { fetch, post } = setup();
    const response = await post({ ...inquiry, clientRequestId: 'attempt-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'mail-1' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://mail.test/emails');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('attempt-1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-key');
    const sent = JSON.parse(typeof init?.body === 'string' ? init.body : '') as {
      to: string[];
      reply_to: string;
      subject: string;
      text: string;
    };
    expect(sent).toMatchObject({
      to: ['inquiries@akoma.example'],
      reply_to: 'ada@bank.com.ng',
      subject: 'New Contact Inquiry - capability',
    });
    expect(sent.text).toContain('Job title: Head of People');
  });

  it('answers the CORS preflight for an allowed origin, and refuses others', async () => {
    const { handler } = setup();
    const allowed = await handler(
      new Request('https://functions.test', { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } }),
    );
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    const refused = await handler(
      new Request('https://functions.test', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('accepts POST only', async () => {
    const { handler } = setup();
    const response = await handler(new Request('https://functions.test', { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('answers malformed JSON, wrong types and missing fields with 400 naming them', async () => {
    const { post, fetch } = setup();
    expect((await post('{"name": ')).status).toBe(400);
    const missing = await post({ email: 'not-an-address', name: 42 });
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
    expect(fetch).not.toHaveBeenCalled();
  });

  it('limits every field’s length', async () => {
    const { post } = setup();
    const response = await post({ ...inquiry, message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { message: 'message must be at most 5000 characters.' } });
  });

  it('refuses bodies over the size cap with 413', async () => {
    const { post } = setup();
    const response = await post({ ...inquiry, message: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });

  it('quietly drops an inquiry whose honeypot is filled', async () => {
    const { post, fetch } = setup();
    const response = await post({ ...inquiry, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rate-limits an address with 429 and Retry-After, then lets it through again', async () => {
    const { post, advance } = setup();
    for (let send = 0; send < 5; send += 1) expect((await post(inquiry)).status).toBe(200);
    const limited = await post(inquiry);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    advance(10 * 60_000 + 1);
    expect((await post(inquiry)).status).toBe(200);
  });

  it('answers 502 when the mail API fails or cannot be reached', async () => {
    expect((await setup(500).post(inquiry)).status).toBe(502);
    const handler = createContactHandler(config, { fetch: () => Promise.reject(new TypeError('network down')) });
    const response = await handler(
      new Request('https://functions.test', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(inquiry),
      }),
    );
    expect(response.status).toBe(502);
  });

  it('accepts a newsletter sign-up with only an e-mail address', async () => {
    const { post } = setup();
    expect((await post({ email: 'kofi@example.co.ke', subject: 'Newsletter subscription' })).status).toBe(200);
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

describe('originAllowed', () => {
  it('matches exact origins and any port of a ":*" entry', () => {
    expect(originAllowed('https://www.akoma.example', config.allowedOrigins)).toBe(true);
    expect(originAllowed('http://localhost:4319', config.allowedOrigins)).toBe(true);
    expect(originAllowed('http://localhost.evil.example', config.allowedOrigins)).toBe(false);
    expect(originAllowed(null, config.allowedOrigins)).toBe(false);
  });
});

function validated() {
  const result = validateInquiry(inquiry);
  if (!result.ok) throw new Error('fixture is invalid');
  return result.inquiry;
}

import { describe, expect, it, vi } from 'vitest';

import {
  ContactSendError,
  contactSubject,
  createInquirySender,
  createNewsletterSignUpSender,
  followNewsletterLink,
  isInterestId,
  newsletterSignUpStatus,
  readSendFailure,
  retryAfterSeconds,
  type ContactInquiry,
  type NewsletterSignUp,
} from './contactInquiry';

/** What the module asks supabase-js to invoke: the function's name with the route, and the body. */
const invoked = vi.hoisted(() => [] as { name: string; body: unknown }[]);
vi.mock('../supabase/client', () => ({
  loadSupabase: () =>
    Promise.resolve({
      functions: {
        invoke: (name: string, options: { body: unknown }) => {
          invoked.push({ name, body: options.body });
          return Promise.resolve({ data: { status: 'ok' }, error: null });
        },
      },
    }),
}));

const inquiry: ContactInquiry = {
  name: 'Ada Okafor',
  email: 'ada@bank.com.ng',
  company: '',
  role: '',
  country: 'Nigeria',
  message: 'Hello',
  interest: 'wellbeing',
  subject: contactSubject('wellbeing'),
};

describe('contactSubject', () => {
  it('names the interest, or General without one', () => {
    expect(contactSubject('partnership')).toBe('New Contact Inquiry - partnership');
    expect(contactSubject('')).toBe('New Contact Inquiry - General');
  });
});

describe('createInquirySender', () => {
  it('retries the same inquiry under the same request id, so it is delivered once', async () => {
    const send = vi
      .fn<(inquiry: ContactInquiry, requestId: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(undefined);
    const sendInquiry = createInquirySender(send);
    await expect(sendInquiry(inquiry)).rejects.toThrow('down');
    await sendInquiry(inquiry);
    expect(send.mock.calls[0]?.[1]).toBe(send.mock.calls[1]?.[1]);
  });

  it('gives a changed inquiry, or the next one after a success, a new request id', async () => {
    const send = vi
      .fn<(inquiry: ContactInquiry, requestId: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(undefined);
    const sendInquiry = createInquirySender(send);
    await expect(sendInquiry(inquiry)).rejects.toThrow();
    await sendInquiry({ ...inquiry, message: 'Hello again' });
    await sendInquiry({ ...inquiry, message: 'Hello again' });
    const ids = send.mock.calls.map(([, requestId]) => requestId);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('createNewsletterSignUpSender', () => {
  it('retries the same address under the same request id, and the next sign-up under a new one', async () => {
    const send = vi
      .fn<(signUp: NewsletterSignUp, requestId: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ status: 'confirmation_sent' });
    const signUp = createNewsletterSignUpSender(send);
    await expect(signUp({ email: 'kofi@example.co.ke' })).rejects.toThrow('down');
    await signUp({ email: 'kofi@example.co.ke' });
    await signUp({ email: 'kofi@example.co.ke' });
    const ids = send.mock.calls.map(([, requestId]) => requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});

describe('the function’s routes', () => {
  it('sends an inquiry to /inquiries, a sign-up to /newsletter and each link to its own route', async () => {
    invoked.length = 0;
    await createInquirySender()(inquiry);
    await createNewsletterSignUpSender()({ email: 'kofi@example.co.ke' });
    await followNewsletterLink('confirm', 'c'.repeat(43));
    await followNewsletterLink('unsubscribe', 'u'.repeat(43));
    expect(invoked).toEqual([
      // With the edition's language (English in this build): the visitor's e-mails are written in it.
      { name: 'send-contact-email/inquiries', body: { ...inquiry, clientRequestId: expect.any(String) as string, language: 'en' } },
      {
        name: 'send-contact-email/newsletter',
        body: { email: 'kofi@example.co.ke', clientRequestId: expect.any(String) as string, language: 'en' },
      },
      { name: 'send-contact-email/newsletter/confirm', body: { token: 'c'.repeat(43) } },
      { name: 'send-contact-email/newsletter/unsubscribe', body: { token: 'u'.repeat(43) } },
    ]);
  });
});

describe('readSendFailure', () => {
  it('reads a 429 wait from the Retry-After header first, then from the body', () => {
    const body = { error: 'rate_limited', message: 'Slow down.', retryAfterSeconds: 300 };
    expect(readSendFailure(429, '480', body)).toEqual({ kind: 'rateLimited', retryAfterSeconds: 480 });
    expect(readSendFailure(429, null, body)).toEqual({ kind: 'rateLimited', retryAfterSeconds: 300 });
    expect(readSendFailure(429, null, { error: 'rate_limited' })).toEqual({ kind: 'rateLimited', retryAfterSeconds: undefined });
  });

  it('keeps the field messages the server gives for the body’s fields, and nothing else', () => {
    const body = {
      error: 'invalid_request',
      message: 'Some fields need attention.',
      fields: { email: 'Enter a valid email address.', message: 'Keep it under 5,000 characters.', website: 'Bot.', name: 42 },
    };
    expect(readSendFailure(400, null, body)).toEqual({
      kind: 'invalidFields',
      fields: { email: 'Enter a valid email address.', message: 'Keep it under 5,000 characters.' },
    });
  });

  it('treats a 400 without usable field messages as a general failure', () => {
    expect(readSendFailure(400, null, { error: 'invalid_json', message: 'Bad JSON.' })).toEqual({ kind: 'unavailable' });
    expect(readSendFailure(400, null, { error: 'invalid_request', fields: { website: 'Bot.' } })).toEqual({ kind: 'unavailable' });
  });

  it('tells a reused request id and an unknown newsletter token apart from other failures', () => {
    expect(readSendFailure(409, null, { error: 'request_conflict', message: 'Changed.' })).toEqual({ kind: 'conflict' });
    expect(readSendFailure(404, null, { error: 'invalid_token', message: 'Unknown.' })).toEqual({ kind: 'invalidToken' });
    expect(readSendFailure(404, null, 'Not Found')).toEqual({ kind: 'unavailable' });
    const cutShort = { error: 'invalid_request', message: 'This link is not complete.', fields: { token: 'token must be 43 characters.' } };
    expect(readSendFailure(400, null, cutShort)).toEqual({ kind: 'invalidToken' });
  });

  it('makes every other answer a general failure', () => {
    for (const status of [413, 415, 500, 502, 503]) expect(readSendFailure(status, null, { error: 'x' })).toEqual({ kind: 'unavailable' });
    expect(readSendFailure(502, null, undefined)).toEqual({ kind: 'unavailable' });
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-24T08:00:00Z');

  it('reads whole seconds or an HTTP date from the header', () => {
    expect(retryAfterSeconds('90', undefined, now)).toBe(90);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 08:05:00 GMT', undefined, now)).toBe(300);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 07:55:00 GMT', undefined, now)).toBe(0);
  });

  it('falls back to the body’s retryAfterSeconds when the header is missing or unreadable', () => {
    expect(retryAfterSeconds(null, { retryAfterSeconds: 120 }, now)).toBe(120);
    expect(retryAfterSeconds('soon', { retryAfterSeconds: 12.2 }, now)).toBe(13);
    expect(retryAfterSeconds(null, { retryAfterSeconds: -1 }, now)).toBeUndefined();
    expect(retryAfterSeconds(null, { retryAfterSeconds: '60' }, now)).toBeUndefined();
  });
});

describe('newsletterSignUpStatus', () => {
  it('reads each of the three statuses', () => {
    expect(newsletterSignUpStatus({ status: 'confirmation_sent' })).toBe('confirmation_sent');
    expect(newsletterSignUpStatus({ status: 'confirmation_pending' })).toBe('confirmation_pending');
    expect(newsletterSignUpStatus({ status: 'already_subscribed' })).toBe('already_subscribed');
  });

  it('takes an accepted answer without a known status as a confirmation sent', () => {
    expect(newsletterSignUpStatus({ id: 'a4c1' })).toBe('confirmation_sent');
    expect(newsletterSignUpStatus(null)).toBe('confirmation_sent');
  });
});

describe('createInquirySender after a conflict', () => {
  it('sends the same inquiry under a new request id once the server says its id clashes', async () => {
    const send = vi
      .fn<(inquiry: ContactInquiry, requestId: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ContactSendError('clash', { kind: 'conflict' }))
      .mockResolvedValue({ id: '1', status: 'received' });
    const sendInquiry = createInquirySender(send);
    await expect(sendInquiry(inquiry)).rejects.toThrow('clash');
    await expect(sendInquiry(inquiry)).resolves.toEqual({ id: '1', status: 'received' });
    expect(send.mock.calls[0]?.[1]).not.toBe(send.mock.calls[1]?.[1]);
  });
});

describe('isInterestId', () => {
  it('knows the six interests and nothing else', () => {
    for (const id of ['capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other'])
      expect(isInterestId(id)).toBe(true);
    for (const id of ['Capability', 'sales', '', null, undefined]) expect(isInterestId(id)).toBe(false);
  });
});

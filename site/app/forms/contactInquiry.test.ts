import { describe, expect, it, vi } from 'vitest';

import { contactSubject, createInquirySender, newsletterInquiry, type ContactInquiry } from './contactInquiry';

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
      .fn<(inquiry: ContactInquiry, requestId: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue();
    const sendInquiry = createInquirySender(send);
    await expect(sendInquiry(inquiry)).rejects.toThrow('down');
    await sendInquiry(inquiry);
    expect(send.mock.calls[0]?.[1]).toBe(send.mock.calls[1]?.[1]);
  });

  it('gives a changed inquiry, or the next one after a success, a new request id', async () => {
    const send = vi
      .fn<(inquiry: ContactInquiry, requestId: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue();
    const sendInquiry = createInquirySender(send);
    await expect(sendInquiry(inquiry)).rejects.toThrow();
    await sendInquiry({ ...inquiry, message: 'Hello again' });
    await sendInquiry({ ...inquiry, message: 'Hello again' });
    const ids = send.mock.calls.map(([, requestId]) => requestId);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('newsletterInquiry', () => {
  it('sends the address with the newsletter subject', () => {
    expect(newsletterInquiry('kofi@example.co.ke')).toMatchObject({ email: 'kofi@example.co.ke', subject: 'Newsletter subscription' });
  });
});

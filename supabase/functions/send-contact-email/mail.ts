import { newsletterSubject, type ContactInquiry } from '../_shared/contract.ts';
import { escapeHtml, type OutgoingMail } from '../_shared/http.ts';
import type { Tables } from '../_shared/database.types.ts';
import type { ContactContext } from './context.ts';
import { DatabaseUnavailable, type MailKind } from './database.ts';

/**
 * The two e-mails the function sends, apart from the actions that send them: the company's copy of
 * an inquiry, and the newsletter's confirmation with its two links. Each is built from what the
 * database holds, so a first send and the retry job's later send are the same e-mail under the same
 * idempotency key.
 */

/** What an inquiry e-mail shows: an inquiry's fields, its interest as the column holds it (plain text). */
export type InquiryContent = Omit<ContactInquiry, 'interest'> & { interest: string };

/** The e-mail the company receives, as HTML (every value escaped) and as plain text. */
export function inquiryEmail(inquiry: InquiryContent) {
  const rows: [string, string][] = [
    ['Name', inquiry.name || '(not given)'],
    ['Email', inquiry.email],
    ['Company', inquiry.company || '(not given)'],
    ['Job title', inquiry.role || '(not given)'],
    ['Country', inquiry.country || '(not given)'],
    ['Interest', inquiry.interest || 'General'],
  ];
  // Before sign-ups had their own table they were stored as inquiries with this subject and no
  // message; one still pending is sent with the words the site used to send.
  const message = inquiry.message || (inquiry.subject === newsletterSubject ? 'Please add this address to The Workroom newsletter.' : '');
  const html = [
    `<h1>${escapeHtml(inquiry.subject)}</h1>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(message).replaceAll('\n', '<br>')}</p>`,
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', message].join('\n');
  return { html, text };
}

/** The notification of an inquiry, to the company. Its idempotency key is the inquiry's id. */
export function inquiryMail(context: ContactContext, id: string, inquiry: InquiryContent): OutgoingMail {
  const { html, text } = inquiryEmail(inquiry);
  return { to: context.config.contactTo, replyTo: inquiry.email, subject: inquiry.subject, html, text, idempotencyKey: id };
}

/**
 * The e-mail that asks a new subscriber to confirm, with a link to confirm and one to unsubscribe.
 * Both lead to the site's /newsletter page, which asks the visitor to press a button (mail scanners
 * open links) and then calls `POST /send-contact-email/newsletter/confirm` or `/unsubscribe`.
 */
export function newsletterConfirmationEmail(siteUrl: string, tokens: { confirm: string; unsubscribe: string }) {
  const base = siteUrl.replace(/\/+$/, '');
  const confirmUrl = `${base}/newsletter?confirm=${tokens.confirm}`;
  const unsubscribeUrl = `${base}/newsletter?unsubscribe=${tokens.unsubscribe}`;
  const subject = 'Confirm your subscription to The Workroom';
  const text = [
    'Thank you for signing up to The Workroom, the Akoma newsletter on building workplaces where people and performance grow together.',
    '',
    'Confirm your subscription by opening this link:',
    confirmUrl,
    '',
    "The link works for 7 days. If you didn't sign up, ignore this e-mail: you won't hear from us again.",
    '',
    `Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<p>Thank you for signing up to The Workroom, the Akoma newsletter on building workplaces where people and performance grow together.</p>',
    `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>`,
    "<p>The link works for 7 days. If you didn't sign up, ignore this e-mail: you won't hear from us again.</p>",
    `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> at any time.</p>`,
  ].join('\n');
  return { subject, text, html, confirmUrl, unsubscribeUrl };
}

/** A pending subscriber, with what their confirmation e-mail needs. */
type SubscriberRow = Pick<
  Tables<'newsletter_subscribers'>,
  'id' | 'email' | 'confirm_token' | 'unsubscribe_token' | 'confirmation_requested_at'
>;

function confirmationMail(context: ContactContext, subscriber: SubscriberRow): OutgoingMail {
  const { subject, text, html, unsubscribeUrl } = newsletterConfirmationEmail(context.config.siteUrl, {
    confirm: subscriber.confirm_token,
    unsubscribe: subscriber.unsubscribe_token,
  });
  return {
    to: subscriber.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    // One confirmation per request for one: asking again a day later sends a new one.
    idempotencyKey: `newsletter-confirmation-${subscriber.id}-${String(Date.parse(subscriber.confirmation_requested_at))}`,
  };
}

/**
 * The e-mail still to send for a stored inquiry or subscriber, or undefined when there is none
 * (sent already, or the subscriber unsubscribed since).
 */
export async function pendingMail(context: ContactContext, kind: MailKind, id: string): Promise<OutgoingMail | undefined> {
  if (kind === 'contact_inquiry') {
    const { data, error } = await context.database
      .from('contact_inquiries')
      .select('id, name, email, company, role, country, interest, subject, message')
      .eq('id', id)
      .eq('mail_status', 'pending')
      .maybeSingle();
    if (error) throw new DatabaseUnavailable(`contact_inquiries: ${error.message}`);
    return data ? inquiryMail(context, data.id, data) : undefined;
  }
  const { data, error } = await context.database
    .from('newsletter_subscribers')
    .select('id, email, confirm_token, unsubscribe_token, confirmation_requested_at')
    .eq('id', id)
    .eq('mail_status', 'pending')
    .eq('status', 'pending')
    .maybeSingle();
  if (error) throw new DatabaseUnavailable(`newsletter_subscribers: ${error.message}`);
  return data ? confirmationMail(context, data) : undefined;
}

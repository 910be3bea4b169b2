/**
 * The contact inquiry the site sends (SPEC sections 3 and 7): the contact form, and the footer's
 * newsletter box with its own subject. Sending goes through the `send-contact-email` server
 * function; this module is the one place that calls it.
 */
import { loadSupabase } from '../supabase/client';

export const interestIds = ['capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other'] as const;
export type InterestId = (typeof interestIds)[number];

export interface ContactInquiry {
  name: string;
  email: string;
  company: string;
  /** The person's job title. */
  role: string;
  country: string;
  message: string;
  /** The chosen interest, or '' for none. */
  interest: InterestId | '';
  subject: string;
}

/** "New Contact Inquiry - {interest or General}" (SPEC section 7). */
export function contactSubject(interest: InterestId | ''): string {
  return `New Contact Inquiry - ${interest === '' ? 'General' : interest}`;
}

export const newsletterSubject = 'Newsletter subscription';

/** A newsletter sign-up, sent as an inquiry with its own subject (the function accepts it with an e-mail alone). */
export function newsletterInquiry(email: string): ContactInquiry {
  return {
    name: '',
    email,
    company: '',
    role: '',
    country: '',
    message: 'Please add this address to The Workroom newsletter.',
    interest: '',
    subject: newsletterSubject,
  };
}

export class ContactSendError extends Error {
  override name = 'ContactSendError';
}

/**
 * Sends inquiries from one form. The same inquiry sent again (the visitor pressing Send after an
 * error) carries the same request id, so the function delivers it at most once even if the first
 * attempt reached the mailbox before failing; a changed inquiry gets a new id.
 */
export function createInquirySender(send: (inquiry: ContactInquiry, requestId: string) => Promise<void> = invokeContactFunction) {
  let last: { payload: string; requestId: string } | undefined;
  return async (inquiry: ContactInquiry): Promise<void> => {
    const payload = JSON.stringify(inquiry);
    if (last?.payload !== payload) last = { payload, requestId: crypto.randomUUID() };
    await send(inquiry, last.requestId);
    // Delivered: the next inquiry from this form is a new one, even with the same words.
    last = undefined;
  };
}

/** Calls the server function. Rejects with a `ContactSendError` when it didn't accept the inquiry. */
async function invokeContactFunction(inquiry: ContactInquiry, requestId: string): Promise<void> {
  let supabase;
  try {
    supabase = await loadSupabase();
  } catch (cause) {
    throw new ContactSendError('The contact service could not be loaded.', { cause });
  }
  const result = await supabase.functions.invoke<{ id: string }>('send-contact-email', {
    body: { ...inquiry, clientRequestId: requestId },
  });
  if (result.error) throw new ContactSendError('The contact service did not accept the message.', { cause: result.error });
}

/** Sends one inquiry (for forms that don't keep a sender). */
export const sendContactInquiry = createInquirySender();

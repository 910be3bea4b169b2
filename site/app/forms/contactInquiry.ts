/**
 * The contact inquiry the site sends (SPEC sections 3 and 7): the contact form, and the footer's
 * newsletter box with its own subject. Sending goes through the `send-contact-email` server
 * function; this module is the one place that calls it.
 */

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

export class ContactSendError extends Error {
  override name = 'ContactSendError';
}

/**
 * Sends an inquiry. Resolves when the server function accepted it; rejects with a
 * `ContactSendError` otherwise, so the form can keep every value and offer a retry.
 *
 * The server function is connected in the Supabase work (issue 7); until then every send fails
 * honestly rather than pretending to succeed.
 */
export async function sendContactInquiry(inquiry: ContactInquiry): Promise<void> {
  await Promise.resolve(inquiry);
  throw new ContactSendError('The contact service is not connected yet.');
}

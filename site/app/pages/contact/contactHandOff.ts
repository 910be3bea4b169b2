/**
 * The contact page accepts a topic and a message through its address, so another page can hand
 * over what the visitor already said (Ask Indy does): `/contact?interest=<id>&message=<text>`.
 * These two functions are that contract's two ends.
 */
import { isInterestId, type InterestId } from '../../forms/contactInquiry';

export interface ContactHandOff {
  interest?: InterestId;
  message?: string;
}

const contactPath = '/contact';

/** The contact page's address carrying a topic and a message; blank parts are left out. */
export function contactHandOffHref({ interest, message }: ContactHandOff): string {
  const params = new URLSearchParams();
  if (interest) params.set('interest', interest);
  const text = message?.trim();
  if (text) params.set('message', text);
  const query = params.toString();
  return query ? `${contactPath}?${query}` : contactPath;
}

/** What an address hands over: only a known interest id, and a message with something in it. */
export function readContactHandOff(params: URLSearchParams): ContactHandOff {
  const interest = params.get('interest');
  const message = params.get('message')?.trim();
  return {
    ...(isInterestId(interest) ? { interest } : {}),
    ...(message ? { message } : {}),
  };
}

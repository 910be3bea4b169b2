import { supabaseAnonKey, supabaseUrl } from '../supabase/settings';

/**
 * The unsubscribe link of an IndyCircle e-mail (a digest, an event reminder or recording, The
 * Workroom): /circle/unsubscribe?u=<account id>&k=<what>&t=<signature>. The page reads it, says what
 * stops, and on a press posts it to the function's one-click address, which checks the signature
 * (an HMAC-SHA-256 of "<u>:<k>", 64 hex digits) and turns that e-mail off.
 */

export const unsubscribeKinds = ['digest', 'event_reminders', 'newsletter'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

export interface UnsubscribeLink {
  user: string;
  kind: UnsubscribeKind;
  token: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const signature = /^[0-9a-f]{64}$/i;

/** The link in an address, or undefined when a part is missing or not of its shape (cut short by a mail program, say). */
export function readUnsubscribeLink(parameters: URLSearchParams): UnsubscribeLink | undefined {
  const user = parameters.get('u')?.trim() ?? '';
  const kind = parameters.get('k')?.trim() ?? '';
  const token = parameters.get('t')?.trim() ?? '';
  const known = unsubscribeKinds.find((candidate) => candidate === kind);
  if (!uuid.test(user) || !known || !signature.test(token)) return undefined;
  return { user, kind: known, token };
}

/** The function's one-click address for a link. */
export function unsubscribeAddress(link: UnsubscribeLink, base: string = supabaseUrl): string {
  const query = new URLSearchParams({ u: link.user, k: link.kind, t: link.token });
  return `${base}/functions/v1/send-contact-email/member-mail/unsubscribe?${query.toString()}`;
}

/** What a press came to: stopped, a link the function refused, or a failure worth retrying. */
export type UnsubscribeOutcome = 'done' | 'invalid' | 'failed';

/**
 * Posts the link (JSON `{}`, as the site does; mail programs post `List-Unsubscribe=One-Click`).
 * The function answers 200 once the e-mail is off (again, it changes nothing) and 400 for a link it
 * does not accept; anything else, or no answer, is a failure to retry.
 */
export async function unsubscribe(link: UnsubscribeLink, send: typeof fetch = fetch): Promise<UnsubscribeOutcome> {
  try {
    const answer = await send(unsubscribeAddress(link), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      body: '{}',
    });
    if (answer.ok) return 'done';
    return answer.status === 400 || answer.status === 403 ? 'invalid' : 'failed';
  } catch {
    return 'failed';
  }
}

import type { MailLanguage } from '../../_shared/contract.ts';
import { hmacSha256Hex } from '../digest.ts';
import { sitePath, type UnsubscribeLinks } from './memberMailTemplates.ts';

/**
 * The one-click unsubscribe links of member e-mails (RFC 8058). Each names the member (`u`), what
 * to turn off (`k`) and carries `t`, the HMAC-SHA-256 of "<u>:<k>" under the service role key:
 * nobody without the key can make a link for another member, and no table of tokens is needed. The
 * link never expires; using it twice is harmless.
 */

/** What a link can turn off: the digest, event reminders (and recordings), the newsletter. */
export const unsubscribeKinds = ['digest', 'event_reminders', 'newsletter'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

export const isUnsubscribeKind = (value: unknown): value is UnsubscribeKind => (unsubscribeKinds as readonly unknown[]).includes(value);

/** The token of a link: hex HMAC-SHA-256 of "<user id>:<kind>" under the key. */
export const unsubscribeToken = (key: string, userId: string, kind: UnsubscribeKind): Promise<string> =>
  hmacSha256Hex(key, `${userId}:${kind}`);

/** Where the function's one-click route is, under the functions' base URL. */
export const memberUnsubscribePath = '/send-contact-email/member-mail/unsubscribe';

export interface UnsubscribeLinkSettings {
  /** The key the token is made with: the service role key. */
  key: string;
  siteUrl: string;
  /** The functions' base URL, e.g. "https://<ref>.supabase.co/functions/v1". */
  functionsUrl: string;
}

/**
 * The two addresses of one unsubscribe: the function's URL, which the `List-Unsubscribe` header
 * gives mail clients (they POST to it), and the site's /circle/unsubscribe page in the member's
 * edition, which the body links to (it asks the visitor to press a button, then POSTs the same).
 */
export async function unsubscribeLinks(
  settings: UnsubscribeLinkSettings,
  userId: string,
  kind: UnsubscribeKind,
  language: MailLanguage,
): Promise<UnsubscribeLinks> {
  const query = new URLSearchParams({ u: userId, k: kind, t: await unsubscribeToken(settings.key, userId, kind) }).toString();
  return {
    oneClickUrl: `${settings.functionsUrl.replace(/\/+$/, '')}${memberUnsubscribePath}?${query}`,
    pageUrl: `${sitePath(settings.siteUrl, language, '/circle/unsubscribe')}?${query}`,
  };
}

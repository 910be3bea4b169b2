export type LinkKind = 'internal' | 'external' | 'protocol';

/**
 * What a link's address means for how it opens: `internal` goes through the app's router,
 * `external` (another site) opens in a new tab, `protocol` (mailto:, tel:, a chat app) hands off
 * to the device and stays a plain link.
 */
export function linkKind(href: string): LinkKind {
  if (/^https?:\/\//i.test(href) || href.startsWith('//')) return 'external';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return 'protocol';
  return 'internal';
}

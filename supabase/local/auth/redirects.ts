import type { AuthSettings } from './settings.ts';

/**
 * Where a link may send the visitor: the site (its origin, any path) or an entry of the redirect
 * allow list. An entry without wildcards allows its own origin and the paths below its path; an
 * entry with GoTrue's wildcards is a glob over the whole URL (`*` stops at `.` and `/`, `**` does
 * not). Anything else, such as another port on localhost, falls back to the site.
 */

const maxRedirectLength = 2048;

function parse(value: string): URL | undefined {
  if (value.length > maxRedirectLength) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function globMatches(pattern: string, value: string): boolean {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^./]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(value);
}

function entryAllows(entry: string, url: URL): boolean {
  if (entry.includes('*')) return globMatches(entry, url.href);
  const allowed = parse(entry);
  if (!allowed || allowed.origin !== url.origin) return false;
  const base = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
  return url.pathname === allowed.pathname || url.pathname.startsWith(base) || allowed.pathname === '/';
}

export function isRedirectAllowed(settings: AuthSettings, requested: string): boolean {
  const url = parse(requested);
  if (!url) return false;
  if (url.username || url.password) return false;
  const site = parse(settings.siteUrl);
  if (site && site.origin === url.origin) return true;
  return settings.redirectAllowList.some((entry) => entryAllows(entry, url));
}

/** The requested address if it is allowed, else the site. */
export function safeRedirect(settings: AuthSettings, requested: string | undefined): string {
  return requested && isRedirectAllowed(settings, requested) ? requested : settings.siteUrl;
}

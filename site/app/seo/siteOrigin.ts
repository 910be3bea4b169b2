import { normaliseOrigin } from './origin';

/**
 * The public address the site is served from, for canonical links, social tags and the sitemap.
 * Set VITE_SITE_ORIGIN when building for production (see supabase/README.md, "Deployment"); the default is a
 * reserved example domain so nothing ever points at someone else's site by accident.
 */
export const siteOrigin = normaliseOrigin(import.meta.env.VITE_SITE_ORIGIN);

/** The absolute address of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}

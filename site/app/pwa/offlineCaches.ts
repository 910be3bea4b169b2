/**
 * What the installed app keeps on the device, shared by the service worker (./worker/serviceWorker.ts),
 * the pages that read or fill its caches (the offline page, saving a piece) and the data inventory
 * the cookie policy is checked against (app/privacy/dataInventory.ts). No imports: the worker's
 * bundle carries this file alone.
 */

/** Every cache the site's own code names starts with this (the precache is Workbox's: `workbox-precache-v2-…`). */
export const cachePrefix = 'akoma-';

/** The browser's Cache Storage caches the site fills as the visitor goes, and how long each entry is kept. */
export const offlineCaches = {
  /** Pages and their data as the visitor opens them (and downloads they open): at most 60, for 30 days. */
  pages: { name: `${cachePrefix}pages`, maxEntries: 60, maxAgeDays: 30 },
  /** Scripts, styles and fonts of the pages opened (their names change with their content): at most 200, for 60 days. */
  assets: { name: `${cachePrefix}assets`, maxEntries: 200, maxAgeDays: 60 },
  /** Pictures of the pages opened: at most 80, for 30 days. */
  images: { name: `${cachePrefix}images`, maxEntries: 80, maxAgeDays: 30 },
  /** The pieces a member saved, with their PDFs and what their pages need: kept until unsaved or signed out. */
  saved: { name: `${cachePrefix}saved` },
} as const;

/** Where the offline page is, within an edition (the French one's is /fr/offline). */
export const offlinePath = '/offline';

/** The query parameter that tells the offline page which address could not be opened. */
export const offlineFromParameter = 'from';

/**
 * The scripts and stylesheets a prerendered page starts with, as its HTML writes them
 * (`<link rel="modulepreload">` and `<link rel="stylesheet">`): the build's app shell
 * (buildtime/pwaBuild.ts) and a saved piece's offline copy (./offlineCopies.ts) both read them.
 */
export function startUpLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g)].flatMap(([, href]) => (href ? [href] : []));
}

/**
 * Whether an address of the site is a page (or a page's data, `/insights.data`, or a download such
 * as `/downloads/report.pdf`) rather than a script, style, font or picture: what the pages cache keeps.
 */
export function isPageAddress(pathname: string): boolean {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/images/') || pathname.startsWith('/icons/')) return false;
  if (pathname.endsWith('/sw.js') || pathname.endsWith('.webmanifest')) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension === undefined || extension === 'data' || extension === 'pdf' || extension === 'html';
}

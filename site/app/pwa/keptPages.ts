import { isPageAddress, offlineCaches, offlinePath } from './offlineCaches';

/** A page the device keeps, as the offline page lists it. */
export interface KeptPage {
  /** Its path, with the edition's folder (/fr/about). */
  path: string;
  /** Its title, without the site's ending ("About Us", not "About Us | Akoma | …"). */
  title: string;
}

/** The text of a page's `<title>`, its character references decoded. */
export function pageTitle(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) return undefined;
  const parsed = new DOMParser().parseFromString(`<!doctype html><title>${title}</title>`, 'text/html');
  return parsed.title.trim() || undefined;
}

/** Whether `path` is a page of the edition whose folder is `base` ('' or '/fr'). */
export function inEdition(path: string, base: string): boolean {
  const french = path === '/fr' || path.startsWith('/fr/');
  return base ? french : !french;
}

/**
 * The pages of one cache that belong to this edition (not the offline page itself, nor data or
 * PDFs), most recently kept first, titled from their own HTML with `titleEnding` taken off.
 */
async function pagesIn(cacheName: string, base: string, titleEnding: string): Promise<KeptPage[]> {
  if (!(await caches.has(cacheName))) return [];
  const cache = await caches.open(cacheName);
  const kept: KeptPage[] = [];
  const seen = new Set<string>();
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/(.)\/$/, '$1');
    if (url.origin !== location.origin || !isPageAddress(path) || /\.[a-z0-9]+$/i.test(path)) continue;
    if (path === `${base}${offlinePath}` || !inEdition(path, base) || seen.has(path)) continue;
    const response = await cache.match(request);
    const title = response ? pageTitle(await response.text()) : undefined;
    if (!title) continue;
    seen.add(path);
    kept.push({ path, title: title.endsWith(` | ${titleEnding}`) ? title.slice(0, -` | ${titleEnding}`.length) : title });
  }
  return kept;
}

/** What this device keeps to read offline in this edition: the saved pieces, then the other pages opened. */
export async function keptPages(base: string, titleEnding: string): Promise<{ saved: KeptPage[]; visited: KeptPage[] }> {
  if (typeof caches === 'undefined') return { saved: [], visited: [] };
  const saved = await pagesIn(offlineCaches.saved.name, base, titleEnding);
  const savedPaths = new Set(saved.map((page) => page.path));
  const visited = (await pagesIn(offlineCaches.pages.name, base, titleEnding)).filter((page) => !savedPaths.has(page.path));
  return { saved, visited };
}

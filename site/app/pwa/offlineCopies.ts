import { pieceEditionPath } from '../pieces/piece';
import { offlineCaches, startUpLinks } from './offlineCaches';
import { registerServiceWorker } from './serviceWorker';

/**
 * The offline copies of the pieces a member saved, in the browser's Cache Storage (`akoma-saved`),
 * so they can be read without a connection (the service worker looks there when the network
 * fails: ./worker/serviceWorker.ts). Each saved piece keeps its page, its PDF when it has one, and
 * the scripts and styles its page starts with; its pictures are left out (the words are what is
 * read offline, and pictures are the heaviest part). Saving asks for what is missing at once, even
 * under a data saver: keeping a piece to read offline is the visitor's own request.
 */

/** A kept page older than this is fetched again, so an offline copy follows the site's corrections. */
const refreshAfterDays = 7;

/** The same-origin files a page starts with, and the PDF it links to, as absolute addresses. */
export function filesOfPage(html: string, pageAddress: string): string[] {
  const files = new Set(startUpLinks(html));
  for (const [, href] of html.matchAll(/href="([^"]+\.pdf)"/g)) if (href) files.add(href);
  const page = new URL(pageAddress);
  return [...files]
    .map((file) => new URL(file, page))
    .filter((url) => url.origin === page.origin)
    .map((url) => url.href);
}

/** Whether a kept answer is older than `refreshAfterDays` (by its Date header; one without is kept). */
function isStale(response: Response, now = Date.now()): boolean {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) && now - date > refreshAfterDays * 24 * 60 * 60 * 1000;
}

/**
 * Makes the saved cache hold exactly these pieces (by slug): fetches what a newly saved piece needs,
 * removes what no saved piece needs any more. An empty list empties it (the member unsaved
 * everything or signed out). Failures (offline, storage full) leave what is there.
 */
export function keepSavedPiecesOffline(slugs: readonly string[]): Promise<void> {
  // One at a time, and only the latest list: a member saving three pieces in a row makes one pass.
  latestList = slugs;
  queue = queue.then(() => {
    if (latestList === undefined) return;
    const list = latestList;
    latestList = undefined;
    return keepOnly(list);
  });
  return queue;
}

let queue: Promise<void> = Promise.resolve();
let latestList: readonly string[] | undefined;

async function keepOnly(slugs: readonly string[]): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(offlineCaches.saved.name);
  const wanted = new Set<string>();
  for (const slug of slugs) {
    const page = new URL(pieceEditionPath(slug), location.origin).href;
    wanted.add(page);
    try {
      let kept = await cache.match(page);
      if (!kept || isStale(kept)) {
        const fresh = await fetch(page, { credentials: 'same-origin' });
        if (fresh.ok) {
          await cache.put(page, fresh.clone());
          kept = fresh;
        }
      }
      if (!kept) continue;
      const files = filesOfPage(await kept.text(), page);
      for (const file of files) wanted.add(file);
      const missing: string[] = [];
      for (const file of files) if (!(await cache.match(file))) missing.push(file);
      await cache.addAll(missing);
    } catch {
      // Offline, or a file went missing with a new release: tried again on the next change.
    }
  }
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  // A saved piece is read offline through the worker: under a data saver it may not be there yet.
  if (slugs.length > 0 && import.meta.env.PROD) await registerServiceWorker({ forOffline: true });
}

/**
 * The service worker (built into /sw.js, and /fr/sw.js for the French edition, by
 * buildtime/pwaBuild.ts). A first visit should cost a visitor on prepaid data no more than the page
 * they came for, so the worker keeps only:
 *
 * - the app shell, fetched when it installs: the start-up scripts and styles every page runs, the
 *   web fonts' Latin faces and the offline page (`self.__WB_MANIFEST`, filled in by the build). The
 *   page that registered the worker has fetched most of it already, so most of it comes from the
 *   browser's HTTP cache;
 * - then what the visitor opens, as they open it: pages, their data and downloads (network first,
 *   so a page is never older than the site when online), scripts, styles and fonts (cache first:
 *   their names change with their content), pictures (network first, through the HTTP cache), each
 *   kept for a while (app/pwa/offlineCaches.ts). What the page had fetched before the worker took
 *   over is sent by the page (`CACHE_URLS`) and cached the same way;
 * - the pieces a member saved, which the pages write themselves (app/pwa/offlineCopies.ts).
 *
 * Offline, a page opened before (or saved) comes from those caches; any other page leads to the
 * offline page, which lists what can be read. Nothing else is fetched in the background. A new
 * worker waits until the visitor chooses to update (the page posts `SKIP_WAITING`).
 */

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

import { isPageAddress, offlineCaches, offlineFromParameter, offlinePath } from '../offlineCaches';

declare global {
  // A worker's events, as lib.webworker has them (the project's types are the window's, which lack
  // them, and Workbox's own types name them).
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void;
  }
  interface FetchEvent extends ExtendableEvent {
    readonly request: Request;
    respondWith(response: Response | Promise<Response>): void;
  }
}

/** The worker's global scope, as far as this file uses it. */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { scope: string };
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const day = 24 * 60 * 60;

/** This edition's folder ('' or '/fr'), from the worker's scope (/ or /fr/). */
const editionBase = new URL(worker.registration.scope).pathname.replace(/\/$/, '');
const offlinePageAddress = `${editionBase}${offlinePath}`;

const precache = new PrecacheController();
// Written out in full: the build puts the shell's list where `self.__WB_MANIFEST` is.
precache.precache((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps only complete, successful answers (not an opaque or failed one) for a while. */
function keptFor({ maxEntries, maxAgeDays }: { maxEntries: number; maxAgeDays: number }) {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * day, purgeOnQuotaError: true }),
  ];
}

const pages = new NetworkFirst({ cacheName: offlineCaches.pages.name, plugins: keptFor(offlineCaches.pages) });
const assets = new CacheFirst({ cacheName: offlineCaches.assets.name, plugins: keptFor(offlineCaches.assets) });
const images = new NetworkFirst({ cacheName: offlineCaches.images.name, plugins: keptFor(offlineCaches.images) });

/**
 * A copy of `request` in any of the site's caches (a saved piece, the precache): the address as
 * asked, then with or without its final slash (/fr/ and /fr are the same page).
 */
async function keptCopy(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const alternate = new URL(url);
  alternate.pathname = url.pathname.endsWith('/') ? url.pathname.replace(/\/+$/, '') || '/' : `${url.pathname}/`;
  for (const address of [url.href, alternate.href]) {
    const copy = await caches.match(address);
    if (copy) return copy;
  }
  return undefined;
}

/** Runs a strategy; when it has neither the network nor its own copy, looks in every cache of the site. */
async function withKeptCopy(strategy: NetworkFirst | CacheFirst, request: Request, event: ExtendableEvent): Promise<Response | undefined> {
  try {
    return await strategy.handle({ request, event });
  } catch {
    return keptCopy(request);
  }
}

const router = new Router();
// The shell first; the offline page answers with whatever address it was sent from.
router.registerRoute(
  new PrecacheRoute(precache, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${offlineFromParameter}$`)] }),
);
router.registerRoute(
  new Route(
    ({ url, request }) => url.origin === worker.location.origin && (request.mode === 'navigate' || isPageAddress(url.pathname)),
    async ({ request, event }) => {
      const answer = await withKeptCopy(pages, request, event);
      if (answer) return answer;
      // Neither online nor kept: a page opened leads to the offline page, which says which one.
      if (request.mode === 'navigate') {
        const url = new URL(request.url);
        const offline = new URL(offlinePageAddress, url);
        offline.searchParams.set(offlineFromParameter, `${url.pathname}${url.search}`);
        return Response.redirect(offline.href, 302);
      }
      return Response.error();
    },
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/'),
    async ({ request, event }) => (await withKeptCopy(assets, request, event)) ?? Response.error(),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) => url.origin === worker.location.origin && request.destination === 'image',
    async ({ request, event }) => (await withKeptCopy(images, request, event)) ?? Response.error(),
  ),
);
// What the page fetched before this worker took it over (see app/pwa/serviceWorker.ts).
router.addCacheListener();

worker.addEventListener('fetch', (event) => {
  const answer = router.handleRequest({ request: event.request, event });
  if (answer) event.respondWith(answer);
});

worker.addEventListener('message', ({ data }) => {
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') void worker.skipWaiting();
});

// A first worker takes the page that registered it over at once, so the pages the visitor opens next
// (in the app, without loading a document) are kept too. An update never activates on its own
// (SKIP_WAITING above), and the page reloads when it does.
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

/**
 * Registers the service worker (/sw.js; /fr/sw.js in the French edition; ./worker/serviceWorker.ts)
 * and watches for a new version. A new worker never takes over on its own (no skipWaiting): when
 * one is installed while another controls the page, the visitor is asked, and only "Update"
 * activates it and reloads; "Later" leaves the old one running.
 */

import { pathIn, siteLanguage } from '../language';
import { savesData } from '../performance/connection';
import type { FrameworkGlobals } from '../performance/routeChunks';

type Listener = (waiting: ServiceWorker | null) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  waitingWorker = worker;
  for (const listener of listeners) listener(worker);
}

/** Calls back with the installed-and-waiting worker whenever that changes. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(waitingWorker);
  return () => listeners.delete(listener);
}

/** What the page fetched itself that the worker keeps as it would have had it been there: scripts, styles, fonts, pictures. */
const keptInitiators = new Set(['script', 'link', 'css', 'img', 'image', 'other']);

/**
 * Once a first worker has installed and taken the page over, hands it the page and the files the
 * page had already fetched (which went past it), so this page, too, opens offline. They come from
 * the browser's HTTP cache: asking again costs next to nothing.
 */
function keepWhatThePageFetched() {
  void navigator.serviceWorker.ready.then((registration) => {
    const files = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          keptInitiators.has(entry.initiatorType) && new URL(entry.name).origin === location.origin && !entry.name.endsWith('/sw.js'),
      )
      .map((entry) => entry.name);
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...new Set(files)] } });
  });
}

/**
 * A page opened in the app (without loading a document) fetched only its code, not its HTML, which
 * is what opens offline: once the navigation is over, the worker is asked to keep the page too.
 * Follows React Router's own data router, which the framework puts on `window`.
 */
let keepingPagesOpened = false;
function keepPagesOpenedInTheApp() {
  const router = (window as Window & FrameworkGlobals).__reactRouterDataRouter;
  if (!router || keepingPagesOpened) return;
  keepingPagesOpened = true;
  let shown = location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || location.pathname === shown) return;
    shown = location.pathname;
    // Asked at once: the worker fetches it on its own time, even if the visitor has moved on.
    navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href] } });
  });
}

/**
 * Registers the worker. Under a data saver (Save-Data, 2g: performance/connection.ts) a visit
 * fetches only what its pages need, so the worker (its script and the shell it keeps) is fetched
 * only once the visitor keeps something offline (`forOffline`: saving a piece); a worker
 * registered on an earlier visit keeps working and updating.
 */
export async function registerServiceWorker({ forOffline = false }: { forOffline?: boolean } = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const script = pathIn(siteLanguage, '/sw.js');
    if (!forOffline && savesData() && !(await navigator.serviceWorker.getRegistration(script))) return;
    const firstInstall = !navigator.serviceWorker.controller;
    // Each language's own worker (/sw.js, or /fr/sw.js for the French edition's pages).
    const registration = await navigator.serviceWorker.register(script);
    if (firstInstall) keepWhatThePageFetched();
    keepPagesOpenedInTheApp();
    // A new version installed on an earlier visit and still waiting.
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // "installed" with a controller present means an update, not the first install.
        if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
      });
    });
  } catch (error) {
    // A failed registration is only logged: the site works without a worker, so the visitor is not told.
    console.warn('Service worker registration failed:', error);
  }
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.location.reload();
    },
    { once: true },
  );
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Runs when the connection comes back: the site keeps no queued data yet, so the sync only logs. */
export function syncPendingData(): void {
  console.info('Back online: syncing pending data (nothing queued).');
}

/**
 * Registers the service worker (/sw.js; /fr/sw.js in the French edition) and watches for a new version. A new worker never takes
 * over on its own (no skipWaiting): when one is installed while another controls the page, the
 * visitor is asked, and only "Update" activates it and reloads; "Later" leaves the old one running.
 */

import { pathIn, siteLanguage } from '../language';

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

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    // Each language's own worker (/sw.js, or /fr/sw.js for the French edition's pages).
    const registration = await navigator.serviceWorker.register(pathIn(siteLanguage, '/sw.js'));
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

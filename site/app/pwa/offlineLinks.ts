import { currentLanguage } from '../language';
import { appDestination } from '../performance/deferred';
import { offlinePath } from './offlineCaches';

/**
 * Without a connection, a link within the app loads its page as a document rather than in the app.
 * In the app, React Router would fetch the page's code, fail, and reload the page being left; as a
 * document, the service worker answers, with the page if the device keeps it and with the offline
 * page otherwise (app/pwa/worker/serviceWorker.ts). On the offline page itself, always: its links
 * lead to kept pages whose code the app may never have fetched. Heard before React's own handler,
 * which then never sees the click. Returns a function that stops listening.
 */
export function followLinksAsDocumentsOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    const onOfflinePage = window.location.pathname === `${currentLanguage.base}${offlinePath}`;
    if (navigator.onLine && !onOfflinePage) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || appDestination(link, event) === undefined) return;
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}

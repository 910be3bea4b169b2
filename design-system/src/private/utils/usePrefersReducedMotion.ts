import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  // An app may also ask for reduced motion (on a slow connection such as 2g, say) with
  // `data-motion="reduce"` on <html>.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-motion'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

function getSnapshot() {
  return window.matchMedia(query).matches || document.documentElement.dataset.motion === 'reduce';
}

/**
 * Whether anything should move on its own: false under the visitor's reduced-motion setting or
 * when the app sets `data-motion="reduce"` on `<html>`. During prerendering it answers true, so
 * nothing starts moving before the browser has been asked.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true once the page runs in the
 * browser. What depends on the address's query or the browser (a shared link's inputs, the
 * connection) waits for it, or the first client render would disagree with the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

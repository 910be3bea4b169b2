import { matchRoutes, type DataRouter } from 'react-router';

/** What React Router's framework mode leaves on `window` for the page: its router and its build's manifest. */
export interface FrameworkGlobals {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] } | undefined> };
}

/** Settles at once, or once the navigation under way has finished (or there is no router: prerendering, tests). */
export function whenNotNavigating(): Promise<void> {
  const router = typeof window === 'undefined' ? undefined : (window as Window & FrameworkGlobals).__reactRouterDataRouter;
  if (!router || router.state.navigation.state === 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
}

/** Route chunks already asked for, once each. */
const fetched = new Set<string>();

/** Imports every chunk of the route modules that answer `path`: each module with the chunks it imports. */
export function fetchRouteChunks(path: string) {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window as Window & FrameworkGlobals;
  if (!router || !manifest) return;
  for (const { route } of matchRoutes(router.routes, path) ?? []) {
    const entry = manifest.routes[route.id];
    for (const chunk of [entry?.module, ...(entry?.imports ?? [])]) {
      if (!chunk || fetched.has(chunk)) continue;
      fetched.add(chunk);
      // A chunk that fails is fetched again by the import that needs it, which reports the failure.
      import(/* @vite-ignore */ chunk).catch(() => fetched.delete(chunk));
    }
  }
}

/**
 * On a navigation, fetches every chunk of the destination's route modules at once. React Router
 * imports a route's module, and the browser meets that module's own chunks (the page's sections,
 * the components only that page uses) only once the module has arrived: two round trips in a row,
 * over a second each on a slow mobile connection. The build's manifest lists them all, so they are
 * imported together with the module, in one. Returns a function that stops watching.
 */
export function fetchRouteChunksTogether(): () => void {
  const router = (window as Window & FrameworkGlobals).__reactRouterDataRouter;
  if (!router) return () => undefined;
  return router.subscribe((state) => {
    const destination = state.navigation.location;
    if (destination) fetchRouteChunks(destination.pathname);
  });
}

import { siteLanguage } from '../language';
import { normaliseOrigin } from '../seo/origin';
import { whenIdle } from './events';
import { pageProperties, type RouteMatch } from './pageTemplate';
import { buildEvent, cleanAddress, type AnalyticsEvent, type EventProperties } from './payload';

/**
 * The measurement's sender, loaded after the first paint by ./events.ts (which the site calls),
 * and only where measurement is configured and allowed. The build's settings:
 *
 * - VITE_ANALYTICS_ENDPOINT: Plausible's events address (https://plausible.io/api/event), a
 *   self-hosted instance's (https://stats.example.org/api/event), or a path the static host
 *   forwards to one (/api/event); unset, nothing is ever sent;
 * - VITE_ANALYTICS_DOMAIN: the site's name in Plausible; the host of VITE_SITE_ORIGIN if unset;
 * - VITE_ANALYTICS_PERFORMANCE_SAMPLE: the share of page loads, from 0 to 1, whose performance is
 *   measured and sent (web vitals and the two monitoring rules); 1 if unset.
 *
 * Page views, goals and link clicks go as they happen, with fetch's keepalive (so a click that
 * leaves the page still sends). Performance measurements wait until the page is hidden and leave
 * by `sendBeacon`. Nothing is stored in the browser and no identifier is sent: Plausible counts
 * visitors with a hash of the request's address and browser under a salt it deletes every day.
 */

export interface AnalyticsSettings {
  readonly endpoint: string;
  readonly domain: string;
  readonly performanceSample: number;
}

/** The settings a build was given, or undefined when it was given no endpoint. */
export function analyticsSettings(environment: {
  VITE_ANALYTICS_ENDPOINT?: string;
  VITE_ANALYTICS_DOMAIN?: string;
  VITE_ANALYTICS_PERFORMANCE_SAMPLE?: string;
  VITE_SITE_ORIGIN?: string;
}): AnalyticsSettings | undefined {
  const endpoint = environment.VITE_ANALYTICS_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  const domain = environment.VITE_ANALYTICS_DOMAIN?.trim() || new URL(normaliseOrigin(environment.VITE_SITE_ORIGIN)).host;
  const sample = Number(environment.VITE_ANALYTICS_PERFORMANCE_SAMPLE ?? '1');
  return { endpoint, domain, performanceSample: Number.isFinite(sample) ? Math.min(1, Math.max(0, sample)) : 1 };
}

/** The two link events Plausible reports on its own: the `url` property names the link's address. */
export const linkEvents = { outbound: 'Outbound Link: Click', download: 'File Download' } as const;

/** Addresses whose file a click downloads rather than opens as a page. */
const downloadExtensions = /\.(?:pdf|ics|csv|json|zip|docx?|xlsx?|pptx?|mp3|mp4|webm|epub)$/i;

/** What every event says about the page it happened on: its kind and, for a piece, its category (and the edition's language). */
export interface PageProperties {
  readonly template: string;
  readonly category?: string;
}

/** Where an event happened: the page's address and kind. */
export interface EventPlace {
  readonly url: string;
  readonly page: PageProperties;
}

/** What ./events.ts hands each call to, once the sender runs. */
export interface Sender {
  /** A page view, once per address path: a change of the query alone (a filter chosen) is the same page. */
  pageview(route: RouteMatch | undefined, url: string): void;
  /** An event the visitor caused (a goal, a link), on the page at `url`. */
  event(name: string, properties: EventProperties | undefined, url: string): void;
  /** A measurement: kept until the page is hidden; sent at once when reported while hidden (the final INP and CLS). */
  performance(name: string, properties: EventProperties, place?: EventPlace): void;
  /** The page on screen and its address, for a measurement that belongs to the page load (LCP). */
  place(): EventPlace;
}

/**
 * React Router's data router, as framework mode exposes it (window.__reactRouterDataRouter, set by
 * HydratedRouter): the one source of which page is on screen, and of every navigation after it.
 */
interface ShownRouter {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}
interface RouterState {
  readonly navigation: { readonly state: string };
  readonly matches: readonly {
    readonly params: RouteMatch['params'];
    readonly route: { readonly id: string; readonly handle?: unknown };
  }[];
}

/** The deepest route the router matched, as the page's kind is worked out from it. */
function shownRoute(state: RouterState): RouteMatch | undefined {
  const leaf = state.matches.at(-1);
  return leaf && { id: leaf.route.id, params: leaf.params, handle: leaf.route.handle };
}

/**
 * Starts the sender: the page on screen is counted, and each page React Router shows after it once
 * its navigation has finished; link clicks are heard; performance is sent whenever the page is
 * hidden; and a sampled page load loads the web-vitals library. undefined when the build has no
 * endpoint.
 */
export function startSender(
  settings: AnalyticsSettings | undefined = analyticsSettings(import.meta.env),
): { sender: Sender; stop: () => void } | undefined {
  if (!settings) return undefined;
  let page: PageProperties = { template: 'unknown' };
  let lastPageviewPath: string | undefined;
  const untilHidden: AnalyticsEvent[] = [];
  const performanceSampled = Math.random() < settings.performanceSample;

  const send = (event: AnalyticsEvent | undefined, { beacon = false } = {}) => {
    if (!event) return;
    const body = JSON.stringify(event);
    // A string goes as text/plain, which needs no preflight request; sendBeacon hands the request
    // to the browser, which sends it even as the page goes away.
    if (beacon && navigator.sendBeacon(settings.endpoint, body)) return;
    void fetch(settings.endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  const make = (name: string, properties: EventProperties | undefined, place: EventPlace, interactive = true) =>
    buildEvent(
      name,
      { domain: settings.domain, url: place.url, referrer: document.referrer },
      { template: place.page.template, locale: siteLanguage, category: place.page.category, ...properties },
      { interactive },
    );

  const sender: Sender = {
    pageview(route, url) {
      const path = new URL(url).pathname;
      if (path === lastPageviewPath) return;
      lastPageviewPath = path;
      page = pageProperties(route);
      send(make('pageview', undefined, { url, page }));
    },
    event(name, properties, url) {
      send(make(name, properties, { url, page }));
    },
    performance(name, properties, place) {
      if (!performanceSampled) return;
      const event = make(name, properties, place ?? { url: location.href, page }, false);
      if (document.visibilityState === 'hidden') send(event, { beacon: true });
      else if (event) untilHidden.push(event);
    },
    place: () => ({ url: location.href, page }),
  };

  // A click on a link to another site, or on a file to download (capture: before anything stops it).
  const onLinkClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const address = cleanAddress(link.href);
    if (!address) return;
    const { host, pathname } = new URL(address);
    if (host !== location.host) sender.event(linkEvents.outbound, { url: address }, location.href);
    else if (link.hasAttribute('download') || downloadExtensions.test(pathname))
      sender.event(linkEvents.download, { url: address }, location.href);
  };
  const flush = () => {
    for (const event of untilHidden.splice(0)) send(event, { beacon: true });
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const router = (window as Window & { __reactRouterDataRouter?: ShownRouter }).__reactRouterDataRouter;
  sender.pageview(router && shownRoute(router.state), location.href);
  // The router has written the new address into history before it tells its subscribers.
  const stopFollowing = router?.subscribe((state) => {
    if (state.navigation.state === 'idle') sender.pageview(shownRoute(state), location.href);
  });
  document.addEventListener('click', onLinkClick, true);
  document.addEventListener('auxclick', onLinkClick, true);
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flush);
  let stopped = false;
  if (performanceSampled)
    void whenIdle(() => import('./vitals')).then(({ startVitals }) => {
      if (!stopped) startVitals(sender);
    });
  return {
    sender,
    stop: () => {
      stopped = true;
      stopFollowing?.();
      document.removeEventListener('click', onLinkClick, true);
      document.removeEventListener('auxclick', onLinkClick, true);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}

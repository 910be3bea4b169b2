import { normaliseOrigin } from '../seo/origin';
import { siteLanguage } from '../language';
import { buildEvent, cleanAddress, type AnalyticsEvent, type EventProperties } from './payload';

/**
 * The site's measurement: cookieless, through Plausible's events API (./payload.ts says what an
 * event may carry). It is off unless the build names where events go:
 *
 * - VITE_ANALYTICS_ENDPOINT: Plausible's events address (https://plausible.io/api/event), a
 *   self-hosted instance's (https://stats.example.org/api/event), or a path the static host
 *   forwards to one (/api/event);
 * - VITE_ANALYTICS_DOMAIN: the site's name in Plausible; the host of VITE_SITE_ORIGIN if unset;
 * - VITE_ANALYTICS_PERFORMANCE_SAMPLE: the share of page loads, from 0 to 1, whose performance is
 *   measured and sent (web vitals and the two monitoring rules); 1 if unset.
 *
 * It sends nothing at all when the browser asks not to be tracked (Do Not Track or Global Privacy
 * Control), stores nothing in the browser and sends no identifier: Plausible counts visitors with a
 * hash of the request's address and browser that it cannot link from one day to the next.
 *
 * This module runs at start-up and stays small: it queues what happens until the page has painted
 * (`startAnalytics`, from the root), then sends page views, goals and link clicks as they happen,
 * and keeps performance measurements until the page is hidden, when they leave by `sendBeacon`.
 * The web-vitals library loads after the first paint, and only for a sampled page load (./vitals.ts).
 */

export interface AnalyticsSettings {
  readonly endpoint: string;
  readonly domain: string;
  readonly performanceSample: number;
}

/** The settings a build was given, or undefined when it was given no endpoint (nothing is then sent). */
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

const settings = analyticsSettings(import.meta.env);

/** Whether the browser asks sites not to track it: Do Not Track, or Global Privacy Control. */
export function trackingRefused(browser: Navigator = navigator): boolean {
  const withSignals = browser as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const doNotTrack = withSignals.doNotTrack ?? withSignals.msDoNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack;
  return doNotTrack === '1' || doNotTrack === 'yes' || withSignals.globalPrivacyControl === true;
}

/** The goals the company follows, as they are named in Plausible. */
export const goals = {
  contactSent: 'Contact sent',
  newsletterConfirmed: 'Newsletter confirmed',
  signUp: 'Sign-up',
  roiCalculated: 'ROI calculated',
  assessmentFinished: 'Assessment finished',
  eventRegistered: 'Event registered',
  pieceSaved: 'Piece saved',
} as const;

export type Goal = (typeof goals)[keyof typeof goals];

/** The two link events Plausible reports on its own: the `url` property names the link's address. */
export const linkEvents = { outbound: 'Outbound Link: Click', download: 'File Download' } as const;

/** Addresses whose file a click downloads rather than opens as a page. */
const downloadExtensions = /\.(?:pdf|ics|csv|json|zip|docx?|xlsx?|pptx?|mp3|mp4|webm|epub)$/i;

/** What every event says about the page it happened on: its kind, its language, a piece's category. */
export interface PageProperties {
  readonly template: string;
  readonly category?: string;
}

interface State {
  readonly settings: AnalyticsSettings;
  started: boolean;
  /** Events waiting for the first paint. */
  readonly waiting: AnalyticsEvent[];
  /** Performance measurements waiting for the page to be hidden. */
  readonly untilHidden: AnalyticsEvent[];
  performanceSampled: boolean;
  page: PageProperties;
  lastPageview?: string;
}

let state: State | undefined;

/** The state of an allowed, configured measurement in a browser; undefined otherwise (and on the server). */
function current(): State | undefined {
  if (state || !settings || typeof window === 'undefined' || trackingRefused()) return state;
  state = {
    settings,
    started: false,
    waiting: [],
    untilHidden: [],
    performanceSampled: Math.random() < settings.performanceSample,
    page: { template: 'unknown' },
  };
  return state;
}

function send(current: State, event: AnalyticsEvent, { beacon = false } = {}) {
  const body = JSON.stringify(event);
  // A string goes as text/plain, which needs no preflight request; sendBeacon hands the request to
  // the browser, which sends it even as the page goes away.
  if (beacon && navigator.sendBeacon(current.settings.endpoint, body)) return;
  void fetch(current.settings.endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** Where an event happened: the page's address and kind (the page on screen unless given). */
export interface EventPlace {
  readonly url: string;
  readonly page: PageProperties;
}

function make(current: State, name: string, properties: EventProperties | undefined, interactive = true, place?: EventPlace) {
  const page = place?.page ?? current.page;
  return buildEvent(
    name,
    { domain: current.settings.domain, url: place?.url ?? location.href, referrer: document.referrer },
    { template: page.template, locale: siteLanguage, category: page.category, ...properties },
    { interactive },
  );
}

/** The page on screen and its address, for a measurement that belongs to the page load (LCP). */
export function currentPlace(): EventPlace | undefined {
  const analytics = current();
  return analytics ? { url: location.href, page: analytics.page } : undefined;
}

function record(name: string, properties?: EventProperties) {
  const analytics = current();
  if (!analytics) return;
  const event = make(analytics, name, properties);
  if (!event) return;
  if (analytics.started) send(analytics, event);
  else analytics.waiting.push(event);
}

/**
 * A page view for the page on screen, once per address path: React Router's navigations, and a
 * change of the query alone (a filter chosen) is the same page. `page` is the page's kind.
 */
export function recordPageview(page: PageProperties): void {
  const analytics = current();
  if (!analytics || analytics.lastPageview === location.pathname) return;
  analytics.lastPageview = location.pathname;
  analytics.page = page;
  record('pageview');
}

/** A goal reached, with properties that name choices (an industry, a tier), never what was typed. */
export function trackGoal(goal: Goal, properties?: EventProperties): void {
  record(goal, properties);
}

/** Whether this page load's performance is measured (a share of page loads, set by the build). */
export function performanceMeasured(): boolean {
  return current()?.performanceSampled ?? false;
}

/**
 * A performance measurement (a web vital, a monitoring rule): kept until the page is hidden, then
 * sent by beacon; sent at once when it is reported while the page is hidden (the final INP and CLS).
 */
export function trackPerformance(name: string, properties: EventProperties, place?: EventPlace): void {
  const analytics = current();
  if (!analytics?.performanceSampled) return;
  const event = make(analytics, name, properties, false, place);
  if (!event) return;
  if (analytics.started && document.visibilityState === 'hidden') send(analytics, event, { beacon: true });
  else analytics.untilHidden.push(event);
}

/** A click on a link to another site, or on a file to download (capture: before anything stops it). */
function onLinkClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const address = cleanAddress(link.href);
  if (!address) return;
  const url = new URL(address);
  if (url.host !== location.host) record(linkEvents.outbound, { url: address });
  else if (link.hasAttribute('download') || downloadExtensions.test(url.pathname)) record(linkEvents.download, { url: address });
}

/**
 * Starts sending, once the page has painted: what waited goes, link clicks are heard, performance
 * is sent whenever the page is hidden, and a sampled page load loads the web-vitals library.
 * Returns what stops it (for tests).
 */
export function startAnalytics(): () => void {
  const analytics = current();
  if (!analytics || analytics.started) return () => undefined;
  analytics.started = true;
  for (const event of analytics.waiting.splice(0)) send(analytics, event);
  const flush = () => {
    for (const event of analytics.untilHidden.splice(0)) send(analytics, event, { beacon: true });
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('click', onLinkClick, true);
  document.addEventListener('auxclick', onLinkClick, true);
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', flush);
  let stopped = false;
  if (analytics.performanceSampled)
    void import('./vitals').then(({ startVitals }) => {
      if (!stopped) startVitals();
    });
  return () => {
    stopped = true;
    analytics.started = false;
    document.removeEventListener('click', onLinkClick, true);
    document.removeEventListener('auxclick', onLinkClick, true);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    window.removeEventListener('pagehide', flush);
  };
}

/** Forgets this page load's state (tests only). */
export function resetAnalyticsForTests(): void {
  state = undefined;
}

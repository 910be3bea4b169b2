import type { ReachedGoal } from './goals';
import type { EventProperties } from './payload';
import type { Sender } from './sender';

/**
 * The site's measurement, as the rest of the site calls it: cookieless, through Plausible's
 * events API, and off unless the build names where events go (VITE_ANALYTICS_ENDPOINT; the
 * settings and what an event may carry are in ./sender.ts and ./payload.ts). It sends nothing
 * when the browser asks not to be tracked (Do Not Track, Global Privacy Control), stores nothing
 * in the browser and sends no identifier.
 *
 * None of it is in the start-up script. The performance monitoring, loaded once the page has
 * hydrated (root.tsx), calls `startAnalytics`, which loads the sender; the sender counts the page
 * on screen and every page React Router shows after it, sends the goals noted so far
 * (./goals.ts) and each one after. A measurement reported before it runs waits here. A build
 * without an endpoint, or a browser that refuses tracking, never loads the sender, and the goals
 * noted are never sent.
 */

const configured = Boolean(import.meta.env.VITE_ANALYTICS_ENDPOINT?.trim());

/** Whether the browser asks sites not to track it: Do Not Track, or Global Privacy Control. */
export function trackingRefused(browser: Navigator = navigator): boolean {
  const signals = browser as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const doNotTrack = signals.doNotTrack ?? signals.msDoNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack;
  return doNotTrack === '1' || doNotTrack === 'yes' || signals.globalPrivacyControl === true;
}

type Call = (sender: Sender) => void;

let sender: Sender | undefined;
let starting = false;
const waiting: Call[] = [];
let allowed: boolean | undefined;

/** Whether this page load may send anything: configured, and not refused by the browser. */
function measurementAllowed(): boolean {
  allowed ??= configured && typeof window !== 'undefined' && !trackingRefused();
  return allowed;
}

function call(make: Call) {
  if (!measurementAllowed()) return;
  if (sender) make(sender);
  else waiting.push(make);
}

/** A performance measurement (a web vital, a monitoring rule), sent when the page is hidden. */
export function trackPerformance(name: string, properties: EventProperties): void {
  call((current) => {
    current.performance(name, properties);
  });
}

/** Runs `load` once the browser is idle (soon after, where it cannot say: Safari), and gives its result. */
export function whenIdle<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 200);
  }).then(load);
}

/** Loads the sender and hands it what waited. Returns what stops it (for tests). */
export function startAnalytics(): () => void {
  if (!measurementAllowed() || starting) return () => undefined;
  starting = true;
  let stop: (() => void) | undefined;
  let stopped = false;
  // Loaded in one idle period and started in the next, each a short task of its own: the
  // measurement never lengthens the page's own work (a long task is what Total Blocking Time counts).
  void whenIdle(() => import('./sender'))
    .then((module) => whenIdle(() => Promise.resolve(module)))
    .then(({ startSender }) => {
      if (stopped) return;
      const started = startSender();
      if (!started) return;
      sender = started.sender;
      stop = started.stop;
      for (const make of waiting.splice(0)) make(started.sender);
      // The goals noted so far, then each one as it is noted.
      const noted: readonly ReachedGoal[] = Array.isArray(window.akomaGoals) ? (window.akomaGoals as ReachedGoal[]) : [];
      const sendGoal = ([goal, properties, url]: ReachedGoal) => {
        started.sender.event(goal, properties, url);
      };
      for (const goal of noted) sendGoal(goal);
      window.akomaGoals = { push: sendGoal };
    });
  return () => {
    stopped = true;
    starting = false;
    sender = undefined;
    delete window.akomaGoals;
    stop?.();
  };
}

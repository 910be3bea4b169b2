import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';

import { currentConnection } from '../performance/connection';
import { whenIdle } from './events';
import { cleanAddress, type EventProperties } from './payload';
import type { EventPlace, Sender } from './sender';

/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS, FCP, TTFB), with what the web-vitals library
 * attributes each to, sent as non-interactive events named after the metric, once per metric per
 * page load. Each carries the page's kind, the connection the browser reports and a coarse device
 * class, nothing that tells one visitor from another. Loaded after the first paint, for the share of
 * page loads the build samples (./sender.ts).
 */

/** Milliseconds, rounded; CLS is a score, kept to three decimals. */
function rounded(name: MetricWithAttribution['name'], value: number): number {
  return name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/**
 * The device in three words at most: phone, tablet or desktop (by pointer and screen), and low-,
 * mid- or high-end (by the memory and cores the browser reports). Coarse on purpose: many visitors
 * share each class.
 */
export function deviceClass(
  browser: { deviceMemory?: number; hardwareConcurrency?: number },
  touch: boolean,
  shortestScreenSide: number,
): string {
  const form = !touch ? 'desktop' : shortestScreenSide < 600 ? 'phone' : 'tablet';
  const memory = browser.deviceMemory;
  const cores = browser.hardwareConcurrency;
  const tier =
    (memory !== undefined && memory <= 2) || (cores !== undefined && cores <= 2)
      ? 'low-end'
      : (memory !== undefined && memory <= 4) || (cores !== undefined && cores <= 4)
        ? 'mid-end'
        : 'high-end';
  return `${form}, ${tier}`;
}

/** The properties that say what a metric's value is made of, by metric. */
export function attributionProperties(metric: MetricWithAttribution): EventProperties {
  switch (metric.name) {
    case 'LCP': {
      const { target, url, timeToFirstByte, resourceLoadDelay, resourceLoadDuration, elementRenderDelay } = metric.attribution;
      return {
        element: target,
        resource: url ? cleanAddress(url) : undefined,
        firstByte: Math.round(timeToFirstByte),
        loadDelay: Math.round(resourceLoadDelay),
        loadDuration: Math.round(resourceLoadDuration),
        renderDelay: Math.round(elementRenderDelay),
      };
    }
    case 'INP': {
      const { interactionTarget, interactionType, loadState, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      return {
        element: interactionTarget,
        interaction: interactionType,
        loadState,
        inputDelay: Math.round(inputDelay),
        processing: Math.round(processingDuration),
        presentationDelay: Math.round(presentationDelay),
      };
    }
    case 'CLS':
      return { element: metric.attribution.largestShiftTarget, loadState: metric.attribution.loadState };
    case 'FCP':
      return {
        firstByte: Math.round(metric.attribution.timeToFirstByte),
        firstByteToPaint: Math.round(metric.attribution.firstByteToFCP),
        loadState: metric.attribution.loadState,
      };
    case 'TTFB': {
      const { waitingDuration, cacheDuration, dnsDuration, connectionDuration, requestDuration } = metric.attribution;
      return {
        waiting: Math.round(waitingDuration),
        cache: Math.round(cacheDuration),
        dns: Math.round(dnsDuration),
        connection: Math.round(connectionDuration),
        request: Math.round(requestDuration),
      };
    }
  }
}

/** The event's properties: the value, its rating, the connection, the device and the attribution. */
export function vitalProperties(metric: MetricWithAttribution, connection: string, device: string): EventProperties {
  return { value: rounded(metric.name, metric.value), rating: metric.rating, connection, device, ...attributionProperties(metric) };
}

/** Starts the five metrics; each is sent once, when the library reports it final. */
export function startVitals(sender: Sender): void {
  const load: EventPlace = sender.place();
  const connection = currentConnection()?.effectiveType ?? 'unknown';
  const device = deviceClass(navigator, matchMedia('(pointer: coarse)').matches, Math.min(screen.width, screen.height));
  const sent = new Set<string>();
  const report = (metric: MetricWithAttribution) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    // What the page load measured (its first paints and first byte) belongs to the page it opened
    // on; INP and CLS build up over the whole visit, and go with the page on screen when reported.
    const place = metric.name === 'INP' || metric.name === 'CLS' ? undefined : load;
    sender.performance(metric.name, vitalProperties(metric, connection, device), place);
  };
  // Each metric starts in an idle period of its own: each reads its buffered entries and works out
  // its attribution at once, and together, on a slow phone, they made one task too long.
  const metrics = [onTTFB, onFCP, onLCP, onCLS, onINP];
  const next = () => {
    const start = metrics.shift();
    if (!start) return;
    start(report);
    void whenIdle(() => Promise.resolve()).then(next);
  };
  next();
}

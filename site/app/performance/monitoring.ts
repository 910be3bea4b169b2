import { startAnalytics, trackPerformance } from '../analytics/events';
import { cleanAddress } from '../analytics/payload';
import { currentConnection, savesData } from './connection';
import { switchToLighterHero } from './lighterHero';

export { prefersLighterHero, subscribeToLighterHero } from './lighterHero';

/** Resources that take longer than this many milliseconds to load are logged. */
export const slowResourceThreshold = 3000;
/** A largest contentful paint slower than this switches the hero to its lighter image. */
export const slowLcpThreshold = 2500;
/** At most this many slow resources are reported per page load: a stalled network makes every file slow. */
export const slowResourcesReported = 10;

/** The events the two rules send to the site's measurement (app/analytics), as Plausible names them. */
export const monitoringEvents = { slowResource: 'Slow resource', slowLcp: 'Slow LCP' } as const;

/**
 * Watches this visit's performance, once, in the browser (loaded once the page runs: observers
 * read what happened before they started, and the hero reads the connection itself meanwhile):
 * - on a slow connection (2g, slow-2g) or under Save-Data asks for reduced motion, via `data-motion`
 *   on <html> (a carousel that stays still loads no more pictures), and marks the page so images load lazily;
 * - logs resources that took over 3 s, and reports the first 10 to the measurement ("Slow
 *   resource": the file's address without its query, its kind, how long it took);
 * - switches the hero to its lighter image when the largest contentful paint took over 2.5 s, and
 *   reports it ("Slow LCP": how long it took, and the image's address if it was one).
 * The reports go only where measurement is configured, allowed and sampled (app/analytics/events.ts).
 * It also starts that measurement, which like these rules has no place in the start-up script.
 */
export function startPerformanceMonitoring(): () => void {
  const root = document.documentElement;
  const connection = currentConnection();
  const applyConnection = () => {
    if (savesData(connection)) {
      root.dataset.motion = 'reduce';
      root.dataset.connection = 'slow';
    } else {
      delete root.dataset.connection;
      if (root.dataset.motion === 'reduce') delete root.dataset.motion;
    }
  };
  applyConnection();
  connection?.addEventListener('change', applyConnection);

  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    const observer = new PerformanceObserver((list) => {
      onEntries(list.getEntries());
    });
    observer.observe({ type, buffered: true });
    observers.push(observer);
  };

  let slowResources = 0;
  observe('resource', (entries) => {
    for (const entry of entries) {
      // The development server's own files (/@vite/…, /@fs/…, /@react-router/critical.css) are
      // built on first request; they say nothing about what a visitor waits for.
      if (entry.duration > slowResourceThreshold && !isDevelopmentServerFile(entry.name)) {
        const duration = Math.round(entry.duration);
        console.warn(`Slow resource (${String(duration)} ms): ${entry.name}`);
        if (slowResources < slowResourcesReported) {
          slowResources += 1;
          trackPerformance(monitoringEvents.slowResource, {
            resource: cleanAddress(entry.name, location.href),
            type: (entry as PerformanceResourceTiming).initiatorType,
            value: duration,
          });
        }
      }
    }
  });
  let slowLcpReported = false;
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1) as LargestContentfulPaint | undefined;
    if (last && last.startTime > slowLcpThreshold) {
      switchToLighterHero();
      if (!slowLcpReported) {
        slowLcpReported = true;
        trackPerformance(monitoringEvents.slowLcp, {
          value: Math.round(last.startTime),
          resource: last.url ? cleanAddress(last.url) : undefined,
        });
      }
    }
  });

  const stopAnalytics = startAnalytics();

  return () => {
    stopAnalytics();
    connection?.removeEventListener('change', applyConnection);
    for (const observer of observers) observer.disconnect();
  };
}

/** A file only the development server serves: its path starts with "/@". */
function isDevelopmentServerFile(address: string): boolean {
  try {
    return new URL(address).pathname.startsWith('/@');
  } catch {
    return false;
  }
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  prefersLighterHero,
  slowLcpThreshold,
  slowResourceThreshold,
  startPerformanceMonitoring,
  subscribeToLighterHero,
} from './monitoring';

/** Lets the measurement's idle callbacks run (jsdom has no requestIdleCallback: a timer stands in) and its modules load. */
async function idleAndLoaded() {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 210));
    await vi.dynamicImportSettled();
  }
}

type Entry = { name: string; duration: number; startTime: number };
const observers: { type: string; callback: (list: { getEntries: () => Entry[] }) => void }[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['resource', 'largest-contentful-paint'];
  private callback: (list: { getEntries: () => Entry[] }) => void;
  constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
    this.callback = callback;
  }
  observe({ type }: { type: string }) {
    observers.push({ type, callback: this.callback });
  }
  disconnect() {
    observers.splice(0);
  }
}

const emit = (type: string, entries: Entry[]) => {
  for (const observer of observers.filter((candidate) => candidate.type === type)) observer.callback({ getEntries: () => entries });
};

describe('performance monitoring', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.motion;
    delete document.documentElement.dataset.connection;
  });

  it('logs resources slower than 3 s, and only those', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startPerformanceMonitoring();
    emit('resource', [
      { name: '/assets/hero.webp', duration: slowResourceThreshold + 400, startTime: 0 },
      { name: '/assets/app.js', duration: 120, startTime: 0 },
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('/assets/hero.webp');
    warn.mockRestore();
  });

  it('leaves out the development server’s own files, built on first request', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startPerformanceMonitoring();
    emit('resource', [
      { name: 'http://localhost:5173/@react-router/critical.css?pathname=/', duration: slowResourceThreshold + 400, startTime: 0 },
      { name: 'http://localhost:5173/assets/hero.webp', duration: slowResourceThreshold + 400, startTime: 0 },
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('/assets/hero.webp');
    warn.mockRestore();
  });

  it('switches the hero to its lighter image when the largest paint is slower than 2.5 s', () => {
    stop = startPerformanceMonitoring();
    const listener = vi.fn();
    const unsubscribe = subscribeToLighterHero(listener);
    emit('largest-contentful-paint', [{ name: '', duration: 0, startTime: slowLcpThreshold - 100 }]);
    expect(listener).not.toHaveBeenCalled();
    emit('largest-contentful-paint', [{ name: '', duration: 0, startTime: slowLcpThreshold + 100 }]);
    expect(listener).toHaveBeenCalledOnce();
    expect(prefersLighterHero()).toBe(true);
    unsubscribe();
  });

  it('reduces motion and marks the page for lazy images on a 2g connection', () => {
    vi.stubGlobal('navigator', { connection: Object.assign(new EventTarget(), { effectiveType: '2g' }) });
    stop = startPerformanceMonitoring();
    expect(document.documentElement.dataset.motion).toBe('reduce');
    expect(document.documentElement.dataset.connection).toBe('slow');
  });

  it('leaves motion alone on a fast connection', () => {
    vi.stubGlobal('navigator', { connection: Object.assign(new EventTarget(), { effectiveType: '4g' }) });
    stop = startPerformanceMonitoring();
    expect(document.documentElement.dataset.motion).toBeUndefined();
  });
});

describe('performance monitoring, reported to a configured measurement', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('sends the two rules as events when the page is hidden: up to 10 slow resources, and a slow LCP once', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_ANALYTICS_ENDPOINT', '/api/event');
    vi.stubEnv('VITE_ANALYTICS_DOMAIN', 'akoma.example');
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_address: string, body: string) => beacons.push(body) > 0,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { startAnalytics } = await import('../analytics/events');
    const monitoring = await import('./monitoring');
    const stopAnalytics = startAnalytics();
    await idleAndLoaded();
    const stopMonitoring = monitoring.startPerformanceMonitoring();
    emit(
      'resource',
      Array.from({ length: 12 }, (_, index) => ({ name: `/assets/slow-${String(index)}.js?v=1`, duration: 3500, startTime: 0 })),
    );
    emit('largest-contentful-paint', [{ name: '', duration: 0, startTime: 2600 }]);
    emit('largest-contentful-paint', [{ name: '', duration: 0, startTime: 2900 }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const names = beacons.map((body) => (JSON.parse(body) as { name: string }).name);
    expect(names.filter((name) => name === monitoring.monitoringEvents.slowResource)).toHaveLength(monitoring.slowResourcesReported);
    expect(names.filter((name) => name === monitoring.monitoringEvents.slowLcp)).toHaveLength(1);
    expect(JSON.parse(beacons[0] ?? '{}')).toMatchObject({ props: { resource: 'http://localhost:3000/assets/slow-0.js', value: '3500' } });
    stopMonitoring();
    stopAnalytics();
    warn.mockRestore();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { analyticsSettings } from './sender';
import { pageProperties } from './pageTemplate';

/** Lets the measurement's idle callbacks run (jsdom has no requestIdleCallback: a timer stands in) and its modules load. */
async function idleAndLoaded() {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 210));
    await vi.dynamicImportSettled();
  }
}

type Measurement = typeof import('./events') & typeof import('./goals');

/** The modules as a build with these settings has them, in a fresh page load. */
async function loadWith(environment: Record<string, string | undefined>): Promise<Measurement> {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value ?? '');
  return { ...(await import('./events')), ...(await import('./goals')) };
}

/**
 * A stand-in for React Router's data router (window.__reactRouterDataRouter): the routes matched,
 * and `show`, which navigates as the router does, writing the address and then telling subscribers.
 */
function fakeRouter(firstRoute: string) {
  const listeners = new Set<(state: unknown) => void>();
  const stateFor = (id: string, navigation = 'idle') => ({
    navigation: { state: navigation },
    matches: [
      { params: {}, route: { id: 'root' } },
      { params: {}, route: { id } },
    ],
  });
  const router = {
    state: stateFor(firstRoute),
    subscribe(listener: (state: unknown) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(path: string, id: string) {
      for (const listener of listeners) listener(stateFor(id, 'loading'));
      window.history.pushState(null, '', path);
      router.state = stateFor(id);
      for (const listener of listeners) listener(router.state);
    },
  };
  Object.assign(window, { __reactRouterDataRouter: router });
  return router;
}

const configured = { VITE_ANALYTICS_ENDPOINT: '/api/event', VITE_ANALYTICS_DOMAIN: 'akoma.example' };

describe('analyticsSettings', () => {
  it('is off without an endpoint', () => {
    expect(analyticsSettings({})).toBeUndefined();
    expect(analyticsSettings({ VITE_ANALYTICS_ENDPOINT: '  ', VITE_ANALYTICS_DOMAIN: 'akoma.example' })).toBeUndefined();
  });

  it('names the site after its public origin unless told, and samples every page load unless told', () => {
    expect(
      analyticsSettings({ VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event', VITE_SITE_ORIGIN: 'https://www.akoma.africa/' }),
    ).toEqual({
      endpoint: 'https://plausible.io/api/event',
      domain: 'www.akoma.africa',
      performanceSample: 1,
    });
  });

  it('keeps the sample between 0 and 1', () => {
    expect(analyticsSettings({ ...configured, VITE_ANALYTICS_PERFORMANCE_SAMPLE: '0.25' })?.performanceSample).toBe(0.25);
    expect(analyticsSettings({ ...configured, VITE_ANALYTICS_PERFORMANCE_SAMPLE: '7' })?.performanceSample).toBe(1);
    expect(analyticsSettings({ ...configured, VITE_ANALYTICS_PERFORMANCE_SAMPLE: 'half' })?.performanceSample).toBe(1);
  });
});

describe('the measurement, from start-up to the sender', () => {
  const bodies: string[] = [];
  const beacons: string[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    bodies.length = 0;
    beacons.length = 0;
    // jsdom has no matchMedia; the web-vitals part asks it whether the pointer is coarse.
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal(
      'fetch',
      vi.fn((_address: string, init: RequestInit) => {
        bodies.push(init.body as string);
        return Promise.resolve(new Response(null, { status: 202 }));
      }),
    );
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_address: string, body: string) => {
        beacons.push(body);
        return true;
      },
    });
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    for (const name of ['doNotTrack', 'globalPrivacyControl']) Reflect.deleteProperty(navigator, name);
    Reflect.deleteProperty(window, '__reactRouterDataRouter');
    delete window.akomaGoals;
  });

  const sent = () => bodies.map((body) => JSON.parse(body) as { name: string; url: string; props?: Record<string, string> });

  it('sends nothing without settings', async () => {
    const analytics = await loadWith({ VITE_ANALYTICS_ENDPOINT: undefined });
    analytics.trackGoal('Contact sent');
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    expect(bodies).toEqual([]);
    // Not even noted in the page.
    expect(window.akomaGoals).toBeUndefined();
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('sends nothing when the browser asks for %s', async (_signal, property, value) => {
    Object.defineProperty(navigator, property, { configurable: true, value });
    const analytics = await loadWith(configured);
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    analytics.trackGoal('ROI calculated', { industry: 'banking' });
    expect(bodies).toEqual([]);
  });

  it('counts the page on screen when the sender starts, then sends what waited for it, in order', async () => {
    const analytics = await loadWith(configured);
    fakeRouter('routes/home');
    analytics.trackGoal('Assessment finished', { tier: 'medium' });
    expect(bodies).toEqual([]);
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    expect(sent()).toEqual([
      { name: 'pageview', url: 'http://localhost:3000/', domain: 'akoma.example', props: { template: 'home', locale: 'en' } },
      {
        name: 'Assessment finished',
        url: 'http://localhost:3000/',
        domain: 'akoma.example',
        props: { template: 'home', locale: 'en', tier: 'medium' },
      },
    ]);
    // A goal reached once the sender runs goes at once.
    analytics.trackGoal('ROI calculated', { industry: 'banking', region: 'nigeria' });
    expect(sent().at(-1)).toMatchObject({ name: 'ROI calculated', props: { industry: 'banking', region: 'nigeria' } });
  });

  it('counts each page React Router shows once its navigation ends, once per path: a changed query is the same page', async () => {
    const analytics = await loadWith(configured);
    const router = fakeRouter('routes/home');
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    router.show('/insights?category=reports', 'insights');
    router.show('/insights?category=case-studies', 'insights');
    router.show('/contact', 'routes/contact');
    router.show('/', 'routes/home');
    expect(sent().map((event) => [event.name, event.url, event.props?.template])).toEqual([
      ['pageview', 'http://localhost:3000/', 'home'],
      ['pageview', 'http://localhost:3000/insights', 'insights'],
      ['pageview', 'http://localhost:3000/contact', 'contact'],
      ['pageview', 'http://localhost:3000/', 'home'],
    ]);
  });

  it('reports links to other sites and downloads, and not links within the site', async () => {
    const analytics = await loadWith(configured);
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    document.body.innerHTML = `
      <a href="https://wa.me/2348000000000?text=Hello">WhatsApp</a>
      <a href="/insights/report.pdf?token=abc">Report</a>
      <a href="/events/masterclass.ics">Calendar</a>
      <a href="/about">About</a>
      <a href="mailto:hello@akoma.example">E-mail</a>`;
    for (const link of document.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    }
    expect(
      sent()
        .filter((event) => event.name !== 'pageview')
        .map((event) => [event.name, event.props?.url]),
    ).toEqual([
      ['Outbound Link: Click', 'https://wa.me/2348000000000'],
      ['File Download', 'http://localhost:3000/insights/report.pdf'],
      ['File Download', 'http://localhost:3000/events/masterclass.ics'],
    ]);
  });

  it('keeps performance until the page is hidden, then sends it by beacon as non-interactive', async () => {
    const analytics = await loadWith({ ...configured, VITE_ANALYTICS_PERFORMANCE_SAMPLE: '1' });
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    analytics.trackPerformance('Slow resource', { value: 3400, type: 'img' });
    expect(beacons).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    // Reported while hidden (INP and CLS are final then): sent at once.
    analytics.trackPerformance('INP', { value: 120 });
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([
      expect.objectContaining({
        name: 'Slow resource',
        interactive: false,
        props: expect.objectContaining({ value: '3400', type: 'img' }) as unknown,
      }),
      expect.objectContaining({ name: 'INP', interactive: false }),
    ]);
  });

  it('sends no performance for a page load outside the sample', async () => {
    const analytics = await loadWith({ ...configured, VITE_ANALYTICS_PERFORMANCE_SAMPLE: '0' });
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    analytics.trackPerformance('LCP', { value: 4000 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });

  it('stores nothing in the browser', async () => {
    const analytics = await loadWith(configured);
    stop = analytics.startAnalytics();
    await idleAndLoaded();
    analytics.trackGoal('Piece saved', { piece: 'the-hybrid-office' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});

describe('pageProperties', () => {
  const match = (id: string, handle?: unknown, params: Record<string, string> = {}) => ({ id, params, handle });
  const last = <T>(matches: T[]) => matches.at(-1);

  it('names a page after its route', () => {
    expect(pageProperties(last([match('root'), match('routes/contact')]))).toEqual({ template: 'contact' });
    expect(pageProperties(last([match('root'), match('solutions-sub')]))).toEqual({ template: 'solutions' });
    expect(pageProperties(last([match('root'), match('redirect-services')]))).toEqual({ template: 'redirect' });
  });

  it('takes the kind and category a route’s handle gives', () => {
    const handle = {
      analytics: (params: Record<string, string | undefined>) => ({ template: 'piece', category: `for ${params['*'] ?? ''}` }),
    };
    expect(pageProperties(last([match('root'), match('insights-sub', handle, { '*': 'a-piece' })]))).toEqual({
      template: 'piece',
      category: 'for a-piece',
    });
  });
});

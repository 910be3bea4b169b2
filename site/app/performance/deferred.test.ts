// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstUsePause } from './firstUsePause';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** A fresh copy of the module, as a newly loaded page has it (it watches for moves from the start). */
const loadModule = async () => {
  vi.resetModules();
  return import('./deferred');
};

/** Whether the promise has settled by the time pending callbacks have run. */
async function hasSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

const part = () => document.querySelector('[data-deferred-part]') as Element;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML =
    '<main><section id="hero"></section><div data-deferred-part="below"><section id="promise"></section><section id="values"></section></div></main>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNeeded', () => {
  it('waits while the visitor only looks at the first screen', async () => {
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded(part()))).toBe(false);
  });

  it.each(['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'])(
    'settles a moment after the first %s (a press on a link elsewhere starts its navigation first)',
    async (type) => {
      const { whenNeeded } = await loadModule();
      const needed = whenNeeded(part());
      window.dispatchEvent(new Event(type));
      expect(await hasSettled(needed)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, firstUsePause));
      expect(await hasSettled(needed)).toBe(true);
      expect(observers[0]?.disconnected).toBe(true);
    },
  );

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'])(
    'does not take a %s in the site header (opening the menu, moving to a link) as use of the page',
    async (type) => {
      document.body.insertAdjacentHTML('afterbegin', '<header><nav><button type="button">Menu</button></nav></header>');
      const menu = document.querySelector('header button') as Element;
      const { whenNeeded } = await loadModule();
      const needed = whenNeeded(part());
      menu.dispatchEvent(new Event(type, { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, firstUsePause));
      expect(await hasSettled(needed)).toBe(false);
      // A header inside the content is the content's: a move there is use of the page.
      document.getElementById('values')?.insertAdjacentHTML('afterbegin', '<header><button type="button">Play</button></header>');
      document.querySelector('#values header button')?.dispatchEvent(new Event(type, { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, firstUsePause));
      expect(await hasSettled(needed)).toBe(true);
    },
  );

  it('settles when any of the part comes into view, watching each of its elements', async () => {
    const { whenNeeded } = await loadModule();
    const needed = whenNeeded(part());
    expect(observers[0]?.observed).toEqual([document.getElementById('promise'), document.getElementById('values')]);
    observers[0]?.callback([{ isIntersecting: false }]);
    expect(await hasSettled(needed)).toBe(false);
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(await hasSettled(needed)).toBe(true);
  });

  it('for a part in the first screen, does not take showing as needing it: only a move', async () => {
    const { whenNeeded } = await loadModule();
    const needed = whenNeeded(part(), false);
    expect(observers).toEqual([]);
    expect(await hasSettled(needed)).toBe(false);
    window.dispatchEvent(new Event('focusin'));
    await new Promise((resolve) => setTimeout(resolve, firstUsePause));
    expect(await hasSettled(needed)).toBe(true);
  });

  it('does not lose a move made while the page was hydrating, before the part began to wait', async () => {
    const { whenNeeded } = await loadModule();
    window.dispatchEvent(new Event('scroll'));
    const needed = whenNeeded(part());
    await new Promise((resolve) => setTimeout(resolve, firstUsePause));
    expect(await hasSettled(needed)).toBe(true);
  });

  it('does not wait when the address asks for a state of the page (a shared estimate, a step to finish after signing in)', async () => {
    window.history.replaceState(null, '', '/?save=managing-gen-z');
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded(part()))).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('still waits for an address that only tags a campaign', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email');
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded(part()))).toBe(false);
    window.history.replaceState(null, '', '/');
  });
});

describe('appDestination: where a link in a prerendered copy leads within the app', () => {
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    return anchor;
  };

  it('takes a plain click on a link to another page of the site, with its query and fragment', async () => {
    const { appDestination } = await loadModule();
    expect(appDestination(link('/about'), click())).toBe('/about');
    expect(appDestination(link('/insights?topic=wellbeing#latest'), click())).toBe('/insights?topic=wellbeing#latest');
  });

  it('leaves to the browser a new tab or window, a download, a file, another site and a place on the same page', async () => {
    const { appDestination } = await loadModule();
    expect(appDestination(link('/about'), click({ ctrlKey: true }))).toBeUndefined();
    expect(appDestination(link('/about'), click({ metaKey: true }))).toBeUndefined();
    expect(appDestination(link('/about'), click({ shiftKey: true }))).toBeUndefined();
    expect(appDestination(link('/about'), click({ button: 1 }))).toBeUndefined();
    expect(appDestination(link('/about', { target: '_blank' }), click())).toBeUndefined();
    expect(appDestination(link('/downloads/report.pdf'), click())).toBeUndefined();
    expect(appDestination(link('/about', { download: '' }), click())).toBeUndefined();
    expect(appDestination(link('https://www.linkedin.com/company/akoma'), click())).toBeUndefined();
    expect(appDestination(link('#roi-calculator'), click())).toBeUndefined();
  });

  it('leaves to the browser a link that names its language: the other edition, or a piece in English only', async () => {
    const { appDestination } = await loadModule();
    expect(appDestination(link('/fr/contact', { hreflang: 'fr' }), click())).toBeUndefined();
    expect(appDestination(link('/insights/managing-gen-z', { hreflang: 'en' }), click())).toBeUndefined();
  });
});

describe('failedModuleAddress: the file a failed fetch of a part’s code names, to fetch it again', () => {
  const origin = window.location.origin;

  it('reads the address Chromium and Firefox give in their messages', async () => {
    const { failedModuleAddress } = await loadModule();
    const address = `${origin}/assets/BelowTheFold-Dm2f9CmL.js`;
    expect(failedModuleAddress(new TypeError(`Failed to fetch dynamically imported module: ${address}`))).toBe(address);
    expect(failedModuleAddress(new TypeError(`error loading dynamically imported module: ${address}`))).toBe(address);
  });

  it('names nothing for a message without an address, another site’s file or something not an error', async () => {
    const { failedModuleAddress } = await loadModule();
    expect(failedModuleAddress(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js'))).toBeUndefined();
    expect(failedModuleAddress('offline')).toBeUndefined();
  });
});

describe('under a data saver (Save-Data)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true, effectiveType: '4g' } }),
    );
  });

  it('does not fetch a part the visitor only sees or scrolls past: only one they use', async () => {
    const { whenNeeded } = await loadModule();
    const needed = whenNeeded(part());
    expect(observers).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    document.getElementById('hero')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, firstUsePause));
    expect(await hasSettled(needed)).toBe(false);
    document.getElementById('values')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await hasSettled(needed)).toBe(true);
  });

  it('fetches a part with nothing to show at first on the first move, not when the page is idle', async () => {
    const { whenPageIsIdle } = await loadModule();
    const idle = whenPageIsIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await hasSettled(idle)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await hasSettled(idle)).toBe(true);
  });
});

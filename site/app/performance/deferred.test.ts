// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = '<main><section id="hero"></section><section id="promise"></section></main>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNeeded', () => {
  it('waits while the visitor only looks at the first screen', async () => {
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded('promise'))).toBe(false);
  });

  it.each(['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'])(
    'settles on the first %s',
    async (type) => {
      const { whenNeeded } = await loadModule();
      const needed = whenNeeded('promise');
      window.dispatchEvent(new Event(type));
      expect(await hasSettled(needed)).toBe(true);
      expect(observers[0]?.disconnected).toBe(true);
    },
  );

  it('settles when the part comes into view, watching its first element', async () => {
    const { whenNeeded } = await loadModule();
    const needed = whenNeeded('promise');
    expect(observers[0]?.observed).toEqual([document.getElementById('promise')]);
    observers[0]?.callback([{ isIntersecting: false }]);
    expect(await hasSettled(needed)).toBe(false);
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(await hasSettled(needed)).toBe(true);
  });

  it('does not lose a move made while the page was hydrating, before the part began to wait', async () => {
    const { whenNeeded } = await loadModule();
    window.dispatchEvent(new Event('scroll'));
    expect(await hasSettled(whenNeeded('promise'))).toBe(true);
  });

  it('does not wait when the address asks for a state of the page (a shared estimate, a step to finish after signing in)', async () => {
    window.history.replaceState(null, '', '/?save=managing-gen-z');
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded('promise'))).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('still waits for an address that only tags a campaign', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_medium=email');
    const { whenNeeded } = await loadModule();
    expect(await hasSettled(whenNeeded('promise'))).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it('does not wait where there is nothing prerendered to keep (a client-side navigation)', async () => {
    const { whenNeeded } = await loadModule();
    document.body.innerHTML = '<main></main>';
    expect(await hasSettled(whenNeeded('promise'))).toBe(true);
  });
});

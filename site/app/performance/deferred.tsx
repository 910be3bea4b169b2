import { lazy, type ComponentType } from 'react';

/**
 * A part of a prerendered page whose code waits until the visitor needs it, so the first load
 * carries only what the first screen needs (the home page's JavaScript budget, tests/bench).
 *
 * The prerendered HTML holds the whole part, so it is on screen, readable and crawlable at once;
 * React keeps that HTML as it is and hydrates the part once its code arrives. The code is fetched
 * on the visitor's first sign of use (a scroll, a touch, a key, the pointer moving) or as soon as
 * any of the part shows in the viewport, whichever comes first: in practice long before they can
 * reach its controls, while a visitor who only looks at the first screen never downloads it.
 */

/** What counts as the visitor starting to use the page. */
const firstUseEvents = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Settles when the part starting with the element `anchorId` is about to be needed, or at once
 * where there is no prerendered part to keep.
 */
export function whenNeeded(anchorId: string): Promise<void> {
  // Prerendering, and client-side navigation (nothing prerendered to keep): no reason to wait.
  if (typeof document === 'undefined') return Promise.resolve();
  const anchor = document.getElementById(anchorId);
  if (!anchor || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    const options = { capture: true, passive: true } as const;
    function done() {
      observer.disconnect();
      for (const type of firstUseEvents) window.removeEventListener(type, done, options);
      resolve();
    }
    observer.observe(anchor);
    for (const type of firstUseEvents) window.addEventListener(type, done, options);
  });
}

/** Settles on the visitor's next sign of use, after `pause` ms. */
function nextUse(pause: number): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    function done() {
      for (const type of firstUseEvents) window.removeEventListener(type, done, options);
      resolve();
    }
    setTimeout(() => {
      for (const type of firstUseEvents) window.addEventListener(type, done, options);
    }, pause);
  });
}

/**
 * A lazily loaded component whose code is fetched by `whenNeeded(anchorId)`, where `anchorId` is
 * the id of the first element it renders. Render it inside a `<Suspense>` of its own, so the rest
 * of the page hydrates without waiting for it.
 *
 * If the fetch fails (a dropped connection, or a new release has replaced the file), the part keeps
 * its prerendered HTML, readable and with working links, and the fetch is tried again on the
 * visitor's next move, rather than the failure replacing the whole page with an error screen.
 */
export function lazyWhenNeeded<Props extends object>(anchorId: string, load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    await whenNeeded(anchorId);
    const prerendered = typeof document !== 'undefined' && document.getElementById(anchorId) !== null;
    for (;;) {
      try {
        return await load();
      } catch (error) {
        // Nothing on screen to keep (a client-side navigation): let the route's error screen say so.
        if (!prerendered) throw error;
        await nextUse(2000);
      }
    }
  });
}

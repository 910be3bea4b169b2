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

/** Calls `callback` once, on the visitor's next sign of use; returns a function that stops listening. */
function onNextUse(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    callback();
  }
  for (const type of firstUseEvents) window.addEventListener(type, handle, options);
  return stop;
}

/**
 * Whether the visitor has already made a move. Watched from the moment this module runs (before
 * React hydrates the page), so a move made while the page was hydrating, before any part began to
 * wait, is not lost: the parts then load at once instead of waiting for a second move.
 */
let visitorHasMoved = false;
if (typeof window !== 'undefined') {
  onNextUse(() => {
    visitorHasMoved = true;
  });
}

/**
 * Whether the address asks for a state of the page (a shared ROI estimate, a Save or an assessment
 * to finish after signing in) rather than only tagging a campaign (utm_…): the part that shows that
 * state must not wait for the visitor to move, since they arrived to see it.
 */
function addressAsksForState(): boolean {
  return [...new URLSearchParams(window.location.search).keys()].some((name) => !name.startsWith('utm_'));
}

/**
 * Settles when the part starting with the element `anchorId` is about to be needed, or at once
 * where there is no prerendered part to keep or the address asks for a state of the page.
 */
export function whenNeeded(anchorId: string): Promise<void> {
  // Prerendering, and client-side navigation (nothing prerendered to keep): no reason to wait.
  if (typeof document === 'undefined') return Promise.resolve();
  const anchor = document.getElementById(anchorId);
  if (!anchor || visitorHasMoved || addressAsksForState() || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    const stopListening = onNextUse(done);
    function done() {
      observer.disconnect();
      stopListening();
      resolve();
    }
    observer.observe(anchor);
  });
}

/**
 * Settles once the page has finished loading and the browser has a quiet moment (at most 2 s
 * later), or at once where nothing prerendered waits (prerendering, client-side navigation).
 */
export function whenPageIsIdle(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true });
        });
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 200);
      }),
  );
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
  return lazyWhen(() => whenNeeded(anchorId), anchorId, load);
}

/**
 * A lazily loaded component whose code is fetched once the page is idle after loading
 * (`whenPageIsIdle`): for parts with nothing to show at first, such as notices that open later.
 * Like `lazyWhenNeeded`, it keeps its prerendered HTML until then; `anchorId` is the id of the
 * first element it renders.
 */
export function lazyWhenIdle<Props extends object>(anchorId: string, load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazyWhen(whenPageIsIdle, anchorId, load);
}

function lazyWhen<Props extends object>(
  wait: () => Promise<void>,
  anchorId: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    await wait();
    const prerendered = typeof document !== 'undefined' && document.getElementById(anchorId) !== null;
    for (;;) {
      try {
        return await load();
      } catch (error) {
        // Nothing on screen to keep (a client-side navigation): let the route's error screen say so.
        if (!prerendered) throw error;
        // Not at once (the connection may still be down): on the first move after a short pause.
        await new Promise<void>((resolve) => setTimeout(() => onNextUse(resolve), 2000));
      }
    }
  });
}

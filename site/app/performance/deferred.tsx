import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { currentLanguage } from '../language';
import { useNavigate } from 'react-router';

import * as styles from './deferred.css';
import type { HandOver } from './handOver';
import {
  claimHeldPress,
  compositeItemSelector,
  compositeKeys,
  controlSelector,
  isSubmitButton,
  type HeldKeys,
  type Press,
} from './heldPress';
import { savesData } from './connection';
import { firstUsePause } from './firstUsePause';
import { whenNotNavigating } from './routeChunks';

/**
 * A part of a prerendered page whose code waits until the visitor needs it, so the first load
 * carries only what the first screen needs (the home page's JavaScript budget, tests/bench).
 *
 * The prerendered HTML holds the whole part, so it is on screen, readable and crawlable at once.
 * Until the part's code arrives, React keeps that HTML as a finished copy it does not look inside
 * (not as a part still to hydrate, which would hold back every navigation until the part's code
 * had loaded: React cannot change the page around a part it has not hydrated, and waits). Its
 * links work from the start: a link to another page navigates in the app at once. A press on one
 * of its buttons, or a form sent, asks for the code at once and is made again as soon as the part
 * runs. When the code arrives, React renders the part in place of the copy, and what the visitor
 * typed, chose and focused in the copy carries over (./handOver.ts).
 *
 * The code is fetched a moment after the visitor's first sign of use (a scroll, a touch, a key, the
 * pointer moving, anywhere but in the site's header; see ./firstUsePause.ts) or as soon as any of
 * the part shows in the viewport, whichever comes first: in practice long before they can reach its
 * controls, while a visitor who only looks at the first screen never downloads it. Parts with
 * nothing to show at first (notices that open later) wait for the page to be idle instead.
 *
 * Under a data saver (Save-Data, 2g: ./connection.ts) nothing is fetched ahead of use: a part's code
 * comes when the visitor uses the part itself (focuses, types in or presses one of its controls),
 * and a part with nothing to show at first on their first move on the page.
 */

/** Carrying what the visitor did to a copy over to the part (./handOver.ts): loaded with the first part's code. */
let handOverModule: typeof import('./handOver') | undefined;
const loadHandOver = () =>
  import('./handOver').then((module) => {
    handOverModule = module;
  });

/** What counts as the visitor starting to use the page. */
const firstUseEvents = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Whether an event happened in the site's header (the page's banner: a `<header>` outside the main
 * content, articles and sections), the menu it opens included. A move there, a touch on Menu or a
 * key through its links, is about going to another page, not about using this one: it does not
 * fetch this page's deferred parts, which on a slow connection would download alongside the next
 * page's code.
 */
function inSiteHeader(event: Event): boolean {
  const header = event.target instanceof Element ? event.target.closest('header') : null;
  return header !== null && header.closest('main, article, aside, nav, section') === null;
}

/** Calls `callback` once, on the visitor's next sign of use; returns a function that stops listening. */
function onNextUse(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, handle, options);
  };
  function handle(event: Event) {
    // A scroll moves the page, wherever the pointer is.
    if (event.type !== 'scroll' && inSiteHeader(event)) return;
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
 * Settles when the part held by `container` (its elements are the container's children) is about
 * to be needed: `firstUsePause` after the visitor's first move (made before or after this is
 * called), or, when `whenShown`, as soon as any of it shows in the viewport; at once where the
 * address asks for a state of the page.
 */
export function whenNeeded(container: Element, whenShown = true): Promise<void> {
  if (addressAsksForState()) return Promise.resolve();
  if (savesData()) return whenUsedWithin(container);
  if (whenShown && typeof IntersectionObserver === 'undefined') return Promise.resolve();
  if (visitorHasMoved) return new Promise((resolve) => setTimeout(resolve, firstUsePause));
  return new Promise((resolve) => {
    const observer = whenShown
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        })
      : undefined;
    const stopListening = onNextUse(() => setTimeout(done, firstUsePause));
    function done() {
      observer?.disconnect();
      stopListening();
      resolve();
    }
    // The container is no box of its own (display: contents): its elements are what shows.
    if (observer) for (const element of container.children) observer.observe(element);
  });
}

/** What counts as using a part under a data saver: what reaches one of its own controls. */
const useWithinEvents = ['focusin', 'input', 'pointerdown', 'keydown'] as const;

/** Settles on the visitor's first use of something inside `container` (its focus, a key, a touch, typing). */
function whenUsedWithin(container: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of useWithinEvents) container.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of useWithinEvents) container.addEventListener(type, done, true);
  });
}

/**
 * Settles once the page has finished loading and the browser has a quiet moment (at most 2 s
 * later); under a data saver, on the visitor's first move on the page instead.
 */
export function whenPageIsIdle(): Promise<void> {
  if (savesData()) {
    if (visitorHasMoved) return Promise.resolve();
    return new Promise((resolve) => {
      onNextUse(() => resolve());
    });
  }
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
 * When a deferred part's code is fetched:
 * - `use`: on the visitor's first sign of use, or as soon as the part shows;
 * - `move`: on the visitor's first sign of use only, for a part in the first screen whose rendering
 *   is a long task on a slow phone (a form with tabs): showing it says nothing about using it, and a
 *   visitor who only reads never pays for it;
 * - `idle`: once the page is idle.
 */
export type DeferredUntil = 'use' | 'move' | 'idle';

export interface DeferredPartOptions<Props> {
  /** Names the part in the page's HTML (`data-deferred-part`); unique on a page. */
  name: string;
  load: () => Promise<{ default: ComponentType<Props> }>;
  until: DeferredUntil;
}

export type DeferredPart<Props> = ComponentType<Props> & {
  /** Fetches the part's code now (a route about to show it, say); settles once it can render at once. */
  preload: () => Promise<void>;
};

/**
 * A deferred part: render it where the part goes. Its code is fetched as `until` says, or at once
 * when `preload()` is called (a route that shows the part on a client-side navigation).
 */
export function deferredPart<Props extends object>({ name, load, until }: DeferredPartOptions<Props>): DeferredPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let request: Promise<ComponentType<Props>> | undefined;
  /** The address of the part's module, once an attempt to fetch it failed (see `refetchModule`). */
  let failedModule: string | undefined;
  let attempts = 0;
  const fetchCode = () => {
    if (request) return request;
    const part = failedModule === undefined ? load() : refetchModule<Props>(failedModule, (attempts += 1));
    request = Promise.all([part, loadHandOver()]).then(
      ([module]) => (loaded = module.default),
      (error: unknown) => {
        // Let the next attempt fetch again (a dropped connection, or a release replaced the file).
        request = undefined;
        failedModule ??= failedModuleAddress(error);
        throw error;
      },
    );
    return request;
  };
  const LazyPart = lazy(async () => ({ default: await fetchCode() }));

  /** While prerendering: the whole part, in its container, inside the element that holds the copy in the browser. */
  function PrerenderedPart(props: Props) {
    return (
      <PartContainer name={name}>
        <div className={styles.part}>
          <Suspense>
            <LazyPart {...props} />
          </Suspense>
        </div>
      </PartContainer>
    );
  }

  /** In the browser: the prerendered copy until the code arrives, then the part itself. */
  function BrowserPart(props: Props) {
    const [Part, setPart] = useState(() => loaded);
    // Only a part React hydrates has a copy in the page: on a client-side navigation there is none.
    const [copy] = useState(() => (Part ? undefined : prerenderedCopy(name)));
    const handOver = useRef<HandOver | undefined>(undefined);
    const container = useRef<HTMLDivElement>(null);

    // The container stays, and only what is inside it changes: replacing an element among the page's
    // own would make the browser restyle everything after it.
    return (
      <PartContainer ref={container} name={name}>
        {Part || copy === undefined ? (
          <LivePart container={container} handOver={handOver}>
            {Part ? (
              <Part {...props} />
            ) : (
              <Suspense>
                <LazyPart {...props} />
              </Suspense>
            )}
          </LivePart>
        ) : (
          <PrerenderedCopy
            html={copy}
            until={until}
            fetchCode={fetchCode}
            handOver={handOver}
            onLoaded={(component) => {
              // Rendered without blocking the page: React works on it between the visitor's inputs.
              startTransition(() => setPart(() => component));
            }}
          />
        )}
      </PartContainer>
    );
  }

  // The prerendering build keeps the first, the browser's the second (the other is left out).
  const Component = (import.meta.env.SSR ? PrerenderedPart : BrowserPart) as DeferredPart<Props>;
  Component.preload = () => fetchCode().then(() => undefined);
  return Component;
}

/**
 * The address of the module a failed dynamic import names (Chromium: "Failed to fetch dynamically
 * imported module: <address>", Firefox: "error loading dynamically imported module: <address>"), or
 * undefined where the message names none (Safari).
 */
export function failedModuleAddress(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const address = /\bhttps?:\/\/\S+\.m?js\b/.exec(error.message)?.[0];
  return address && new URL(address).origin === window.location.origin ? address : undefined;
}

/**
 * Fetches a module again after a failed attempt. The browser keeps a module whose file failed to
 * arrive as failed for the life of the page, so importing the same address again fails at once,
 * without asking the network; the same file under another query is a new request. The modules it
 * imports keep their addresses, so it shares them (React, the design system) with the page; one of
 * those that failed too stays failed until the page is loaded again.
 */
function refetchModule<Props>(address: string, attempt: number): Promise<{ default: ComponentType<Props> }> {
  const url = new URL(address);
  url.searchParams.set('attempt', String(attempt));
  return import(/* @vite-ignore */ url.href) as Promise<{ default: ComponentType<Props> }>;
}

function PartContainer({ name, children, ref }: { name: string; children: ReactNode; ref?: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={ref} className={styles.part} data-deferred-part={name}>
      {children}
    </div>
  );
}

/** The part's prerendered HTML, as the page has it (inside its container's one element), or undefined where the page has none. */
function prerenderedCopy(name: string): string | undefined {
  for (const container of document.querySelectorAll<HTMLElement>('[data-deferred-part]'))
    if (container.dataset.deferredPart === name) return container.firstElementChild?.innerHTML;
  return undefined;
}

interface LivePartProps {
  /** The part's container, which held the copy. */
  container: RefObject<HTMLDivElement | null>;
  handOver: RefObject<HandOver | undefined>;
  children: ReactNode;
}

/** The part once its code has run: takes over what the visitor did to the copy it replaces. */
function LivePart({ container: containerRef, handOver, children }: LivePartProps) {
  // Before the first paint of the part: values and focus, so nothing flickers.
  useLayoutEffect(() => {
    if (handOver.current && containerRef.current) handOverModule?.restoreHandOver(containerRef.current, handOver.current);
  }, [containerRef, handOver]);
  // The press it missed, once the part's own effects have run (its listeners are in place) and it
  // has rendered the values handed over above (its handlers then read them): in the next task.
  useEffect(() => {
    const container = containerRef.current;
    if (!handOver.current || !container) return;
    const timer = setTimeout(() => {
      const activation = handOver.current?.activation;
      handOver.current = undefined;
      if (activation) handOverModule?.replayActivation(container, activation);
    }, 0);
    return () => clearTimeout(timer);
  }, [containerRef, handOver]);
  return children;
}

/**
 * Where a link in the copy leads within the app (its path within this edition: /contact for
 * /fr/contact in the French one), when it is a plain activation of it (not one that opens a new tab
 * or window, downloads a file or leaves the site), or undefined to let the browser follow it. A
 * link to a place on the same page is left to the browser too: it scrolls there. So is a link that
 * names its language (`hreflang`): the other edition, or a page in English only.
 */
export function appDestination(link: HTMLAnchorElement, event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hreflang) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // A file (/downloads/report.pdf) is not a page of the app: the browser fetches it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return undefined;
  return `${url.pathname.slice(currentLanguage.base.length)}${url.search}${url.hash}`;
}

interface PrerenderedCopyProps<Props> {
  html: string;
  until: DeferredUntil;
  fetchCode: () => Promise<ComponentType<Props>>;
  handOver: RefObject<HandOver | undefined>;
  onLoaded: (component: ComponentType<Props>) => void;
}

/**
 * The prerendered HTML, kept as it is: React hydrates its container and leaves what is inside to
 * the browser. Fetches the part's code when it is needed, or at once when the visitor presses one of
 * its controls.
 */
function PrerenderedCopy<Props>({ html, until, fetchCode, handOver, onLoaded }: PrerenderedCopyProps<Props>) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const press = useRef<Press | HeldKeys | undefined>(undefined);
  // Set as the part's code takes the copy's place: a copy removed with its page has nothing to hand over.
  const replaced = useRef(false);
  const latest = useRef({ onLoaded, navigate });
  /** Asks for the part's code at once; nothing until the effect below has started waiting for it. */
  const needCodeNow = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    latest.current = { onLoaded, navigate };
  });

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    // Set once the copy leaves the page (the visitor moved to another): nothing more is fetched for it.
    let removed = false;
    const left = () => removed;
    let needNow: () => void = () => undefined;
    const pressed = new Promise<void>((resolve) => (needNow = resolve));
    needCodeNow.current = needNow;
    const needed = until === 'idle' ? whenPageIsIdle() : whenNeeded(container, until === 'use');
    // A press on the copy before React ran the page is this part's to make once it runs (as is one
    // the listeners below kept between React's commit and this effect).
    press.current ??= claimHeldPress(container);
    if (press.current) needNow();

    void Promise.race([needed, pressed]).then(async () => {
      for (;;) {
        if (left()) return;
        try {
          // Never while the visitor moves to another page: its code and its rendering come first
          // (a part on the page being left is then never loaded at all).
          await whenNotNavigating();
          if (left()) return;
          const component = await fetchCode();
          await whenNotNavigating();
          if (left()) return;
          replaced.current = true;
          latest.current.onLoaded(component);
          return;
        } catch {
          if (left()) return;
          // Not at once (the connection may still be down): on the next move or press after a short pause.
          await new Promise<void>((resolve) => setTimeout(resolve, 2000));
          await new Promise<void>((resolve) => {
            const stopListening = onNextUse(() => {
              stopListening();
              resolve();
            });
          });
        }
      }
    });

    return () => {
      removed = true;
      needCodeNow.current = () => undefined;
    };
  }, [until, fetchCode]);

  // The copy's presses, heard from React's commit on: a layout effect, because the page's presses
  // are held only until React starts (./heldPress.ts), and the effect above runs once the browser
  // has painted the hydrated page; a press in between (a tab of /auth's sign-in card clicked as the
  // page hydrated) got focus but was never made. Kept until then, it is made once the code runs.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const needNow = () => needCodeNow.current();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (link instanceof HTMLAnchorElement && container.contains(link)) {
        const destination = appDestination(link, event);
        if (destination !== undefined) {
          event.preventDefault();
          void latest.current.navigate(destination);
        }
        return;
      }
      const control = event.target.closest(controlSelector);
      if (!control || !container.contains(control)) return;
      if (control.getAttribute('aria-disabled') === 'true' || (control instanceof HTMLButtonElement && control.disabled)) return;
      if (isSubmitButton(control)) return;
      press.current = { kind: 'click', element: control };
      needNow();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      // The browser would send the form itself, leaving the page: the part's code sends it instead.
      event.preventDefault();
      press.current = { kind: 'submit', form: event.target, submitter: event.submitter };
      needNow();
    };
    // An arrow, Home or End on a tab (or another item of a composite widget) moves only once the
    // part's code runs: kept, in order, to press again then.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !compositeKeys.includes(event.key)) return;
      const item = event.target instanceof Element ? event.target.closest(compositeItemSelector) : null;
      if (!item || !container.contains(item)) return;
      event.preventDefault();
      const held = press.current;
      if (held?.kind === 'keys' && held.element === item) held.keys.push(event.key);
      else press.current = { kind: 'keys', element: item, keys: [event.key] };
      needNow();
    };
    container.addEventListener('click', onClick);
    container.addEventListener('submit', onSubmit);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('submit', onSubmit);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // Runs as React removes the copy for the part, while the copy is still in the page: the only
  // moment what the visitor did to it can be read.
  useLayoutEffect(() => {
    const container = ref.current;
    return () => {
      // The copy is replaced only once the part's code, and this module with it, has arrived.
      if (container && replaced.current && handOverModule) handOver.current = handOverModule.captureHandOver(container, press.current);
    };
  }, [handOver]);

  return (
    <div
      ref={ref}
      className={styles.part}
      // The same HTML React finds in the page, so it keeps it as it is.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import * as styles from './deferred.css';

import { applyChange, changedControls, type ChangedControl } from './domState';
import { claimHeldPress, pressTarget, replayPress, type Press } from './heldPress';

/**
 * React takes a prerendered page over in parts: each `HydratedApart` is a Suspense boundary (though
 * nothing in it waits for anything), which React hydrates on its own, in a task of its own, after
 * the frame around it. One long hydration task becomes a few short ones, and the browser can answer
 * the visitor in between; a press or a key on a part not hydrated yet makes React hydrate it at once.
 *
 * What the visitor typed, chose or pressed before React ran the page (./domState.ts,
 * ./heldPress.ts) is handed to React part by part, as React takes over each control: a control
 * React does not run yet would take the visitor's value as the one it starts from, and the events
 * that hand it over would change nothing.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HandOverOnHydration />
    </Suspense>
  );
}

/** The prerendered page's controls whose changes are still to hand over; undefined until the frame has hydrated. */
let waiting: Set<Element> | undefined;
/** A press held before React ran the page, until React runs what was pressed. */
let heldPress: Press | undefined;

/** Whether React runs `element` yet: React marks each element it has taken over with a property of its own. */
const reactRuns = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** A deferred part hands over its own controls and presses when its code runs (./deferred.tsx). */
const inDeferredPart = (element: Element) => element.closest('[data-deferred-part]') !== null;

/**
 * The changes of every waiting control React runs now, read before any is handed over: each change
 * re-renders its form, which sets the controls React has not taken in yet back to its state.
 */
function takeChanges(): ChangedControl[] {
  if (!waiting) return [];
  const taken = new Set<Element>();
  for (const control of waiting)
    if (!control.isConnected || reactRuns(control)) {
      waiting.delete(control);
      taken.add(control);
    }
  return changedControls(document.body, (control) => !taken.has(control));
}

/** Hands `changes` over, then makes the held press again, in the next task, if React runs what was pressed. */
function handOver(changes: ChangedControl[]) {
  for (const { control, change } of changes) applyChange(control, change);
  const press = heldPress;
  if (!press || !reactRuns(pressTarget(press))) return;
  heldPress = undefined;
  // Once the values handed over above are rendered and its handlers read them.
  setTimeout(() => replayPress(press), 0);
}

/**
 * Once React has hydrated the page's frame (the root's first effect): hands over what the visitor
 * did to the controls React runs already, and keeps the rest for the parts still to hydrate.
 */
export function startHandingOver() {
  waiting = new Set(Array.from(document.body.querySelectorAll('input, textarea, select')).filter((control) => !inDeferredPart(control)));
  // One inside a deferred part is that part's to make, once its code runs (a part in the frame has
  // claimed it already; one in a part of the page still to hydrate claims it then).
  heldPress = claimHeldPress(undefined, (target) => !inDeferredPart(target));
  handOver(takeChanges());
}

/**
 * The last child of a part: its effects run once the part has hydrated. The values are read before
 * the part's own layout effects make it render again (Ariakit's do), which would set its controls
 * back to React's state, and handed over once that render is done.
 */
function HandOverOnHydration() {
  const changes = useRef<ChangedControl[]>([]);
  useLayoutEffect(() => {
    changes.current = takeChanges();
  }, []);
  useEffect(() => {
    handOver(changes.current);
    changes.current = [];
  }, []);
  return null;
}

/** What counts as a person starting to use a part: the first of these inside it releases it. */
const startOfUseEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'input', 'change'] as const;

interface Gate {
  released: boolean;
  /** Settles when the part is released. */
  opened: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate: Gate = {
    // Prerendering renders it whole.
    released: typeof document === 'undefined',
    opened,
    release: () => {
      gate.released = true;
      // Says how it settled, as React's `use` reads a promise it has seen before: given a promise
      // whose status is 'fulfilled', it returns at once instead of suspending until a later task,
      // so React hydrates the part within the very event that released it, and delivers that event.
      void Object.assign(opened, { status: 'fulfilled', value: undefined });
      open();
    },
  };
  return gate;
}

const neverChanges = () => () => undefined;

/** Nothing to wait for: settled, and saying so (see `release`). */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Keeps the prerendered HTML of what it holds, unhydrated, until the gate opens: React leaves a
 * Suspense boundary that suspends while it hydrates as the HTML it is, and hydrates it when the
 * promise settles (or at once, when an event reaches it and the gate is open by then). Rendered
 * by the app (a move from another page), it never waits.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  // `use` is called on every render, as React requires of a component that has suspended: with a
  // promise already settled when there is nothing to wait for.
  use(hydrating && typeof document !== 'undefined' ? gate.opened : settled);
  return children;
}

/**
 * A part of a prerendered page that React takes over only when a person starts to use it: the
 * first press, touch, focus or key inside it. Until then it is the prerendered HTML, on screen and
 * readable, its fields already taking what is typed, with no work on the main thread: hydrating a
 * form's tabs, with their stores and layout effects, is a long task on a slow phone just after load,
 * for a visitor who may only be reading. The event that releases it is handled as usual (React
 * hydrates the part at once to deliver it), and what was typed or chosen in the HTML is handed over
 * as the part hydrates, as with `HydratedApart`. On a move from another page it renders at once.
 */
export function HydratedOnUse({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  const [firstChildren] = useState(children);
  // Rendered again from above with something new (the page's address or state changed): React
  // must hydrate the part to apply it, and a part still held would hold that render back (a move
  // within the page would wait for the visitor to touch the part). Let it go with the render.
  if (children !== firstChildren) gate.release();
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element || gate.released) return;
    // On the window, in the capture phase: ahead of React's own listeners on the document, which
    // stop an event aimed at a part they cannot hydrate yet before it goes any further.
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release();
    };
    const release = () => {
      for (const type of startOfUseEvents) window.removeEventListener(type, onEvent, true);
      gate.release();
    };
    for (const type of startOfUseEvents) window.addEventListener(type, onEvent, true);
    // Already in use: focus inside (a field clicked into before the page's code ran), or a press
    // held from then, which is made again once the part has hydrated.
    if (element.contains(document.activeElement) || (heldPress && element.contains(pressTarget(heldPress)))) release();
    return () => {
      for (const type of startOfUseEvents) window.removeEventListener(type, onEvent, true);
    };
  }, [gate]);
  return (
    <div ref={container} className={styles.part}>
      <Suspense>
        <Gated gate={gate}>{children}</Gated>
        <HandOverOnHydration />
      </Suspense>
    </div>
  );
}

import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

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

/**
 * A press made on the prerendered page before React runs it: a button pressed, or a form sent (Enter
 * in a field). Until then nothing acts on a button, and the browser would send a form itself,
 * leaving the page with what was typed in the address (a password included). A small script in the
 * page's <head> (`holdPressesScript`) keeps the last such press and stops the browser sending the
 * form; React's start (entry.client.tsx) ends the holding, and once the page has hydrated the press
 * is made again (root.tsx), or by the deferred part it landed in once that part runs (deferred.tsx).
 */

/** A press the page could not act on yet, to make again once it can. */
export type Press = { kind: 'click'; element: Element } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Keys pressed on an item of a composite widget (a tab, an option, a menu item) in a deferred part's
 * copy (./deferred.tsx), which only the part's code acts on: moving between tabs with the arrows,
 * say. They are pressed again, in order, once the part runs.
 */
export interface HeldKeys {
  kind: 'keys';
  element: Element;
  keys: string[];
}

/** The items that move with the arrow keys, Home and End once their code runs (a native radio button moves by itself). */
export const compositeItemSelector = '[role="tab"], [role="option"], [role="menuitem"], [role="treeitem"], [role="radio"]:not(input)';

/** The keys a composite widget moves with. */
export const compositeKeys: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** What counts as a press on a control that only the page's code acts on (a link and a checkbox act by themselves). */
export const controlSelector =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"], [role="checkbox"], [role="radio"]';

/** A submit button's press arrives as its form's submit event. */
export const isSubmitButton = (element: Element) =>
  element instanceof HTMLButtonElement && element.type === 'submit' && element.form !== null;

interface HeldByScript {
  click?: Element;
  form?: HTMLFormElement;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by `holdPressesScript`: stops holding presses and gives the one held, if any. */
    __akomaTakeHeldPress?: () => HeldByScript | null;
  }
}

/** The inline script for <head>: it runs before the page's body is parsed, so no press escapes it. */
export const holdPressesScript = () => `(function(w,d){var held=null;
function click(e){var t=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(controlSelector)});
if(t&&!(t.type==='submit'&&t.form))held={click:t}}
function submit(e){e.preventDefault();held={form:e.target,submitter:e.submitter||null}}
d.addEventListener('click',click,true);d.addEventListener('submit',submit,true);
w.__akomaTakeHeldPress=function(){d.removeEventListener('click',click,true);d.removeEventListener('submit',submit,true);var h=held;held=null;return h}})(window,document)`;

let held: Press | undefined;

/** Ends the holding as React starts, keeping the press held so far for after hydration. */
export function stopHoldingPresses() {
  const taken = typeof window === 'undefined' ? null : (window.__akomaTakeHeldPress?.() ?? null);
  if (taken?.click) held = { kind: 'click', element: taken.click };
  else if (taken?.form) held = { kind: 'submit', form: taken.form, submitter: taken.submitter ?? null };
}

/** The element a press was made on: the button, or the form sent. */
export const pressTarget = (press: Press): Element => (press.kind === 'click' ? press.element : press.form);

/**
 * Takes the held press if it was made inside `container` (anywhere when none is given), and on an
 * element `accepts` (any, when not given).
 */
export function claimHeldPress(container?: Element, accepts: (target: Element) => boolean = () => true): Press | undefined {
  if (!held) return undefined;
  const target = pressTarget(held);
  if ((container && !container.contains(target)) || !accepts(target)) return undefined;
  const press = held;
  held = undefined;
  return press;
}

/** Makes a held press again on the element it was made on, once React runs it. */
export function replayPress(press: Press) {
  if (press.kind === 'click') {
    if (press.element instanceof HTMLElement && press.element.isConnected) press.element.click();
    return;
  }
  if (!press.form.isConnected) return;
  const { submitter } = press;
  press.form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
}

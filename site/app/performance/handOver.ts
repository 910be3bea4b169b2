/**
 * What a visitor did to a deferred part's prerendered copy (./deferred.tsx), carried over to the
 * part React renders in its place once the code has arrived: the values typed or chosen, where
 * focus was (with the caret), and the button or form pressed while the code was on its way. Loaded
 * with the part's code, since it is needed only then.
 */
import { applyChange, changeOf, type ControlChange } from './domState';
import type { HeldKeys, Press } from './heldPress';

/**
 * Where an element sits in a part: its position among the elements of its tag, and its id if it
 * has one. The position comes first: the part React renders in place of a prerendered copy has the
 * same elements in the same order, but ids made by React's useId differ between the two.
 */
export interface ElementPath {
  tag: string;
  index: number;
  id?: string;
}

type Activation =
  | { kind: 'click'; path: ElementPath }
  | { kind: 'submit'; form: ElementPath; submitter?: ElementPath }
  | { kind: 'keys'; path: ElementPath; keys: string[] };

export interface HandOver {
  controls: (ControlChange & { path: ElementPath })[];
  focus?: { path: ElementPath; selectionStart: number | null; selectionEnd: number | null };
  activation?: Activation;
}

export function pathOf(root: Element, element: Element): ElementPath {
  const tag = element.tagName.toLowerCase();
  const index = Array.prototype.indexOf.call(root.getElementsByTagName(tag), element);
  return element.id ? { tag, index, id: element.id } : { tag, index };
}

export function elementAt(root: Element, path: ElementPath): Element | undefined {
  const atPosition = root.getElementsByTagName(path.tag)[path.index];
  if (atPosition) return atPosition;
  const byId = path.id === undefined ? null : root.ownerDocument.getElementById(path.id);
  return byId && root.contains(byId) ? byId : undefined;
}

function selectionOf(field: Element) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // Some input types (email, number) have no selection and throw when asked.
    return undefined;
  }
}

/** Reads what the visitor did inside `root`: changed controls, focus, and the press (or keys) still to make. */
export function captureHandOver(root: Element, press?: Press | HeldKeys): HandOver {
  const controls = Array.from(root.querySelectorAll('input, textarea, select')).flatMap((control) => {
    const change = changeOf(control);
    return change ? [{ path: pathOf(root, control), ...change }] : [];
  });
  const active = root.ownerDocument.activeElement;
  let focus: HandOver['focus'];
  if (active && active !== root && root.contains(active)) {
    const selection = selectionOf(active);
    focus = { path: pathOf(root, active), selectionStart: selection?.start ?? null, selectionEnd: selection?.end ?? null };
  }
  const activation: Activation | undefined =
    press?.kind === 'click'
      ? { kind: 'click', path: pathOf(root, press.element) }
      : press?.kind === 'submit'
        ? { kind: 'submit', form: pathOf(root, press.form), submitter: press.submitter ? pathOf(root, press.submitter) : undefined }
        : press?.kind === 'keys'
          ? { kind: 'keys', path: pathOf(root, press.element), keys: press.keys }
          : undefined;
  return { controls, focus, activation };
}

/** Carries the values and the focus over to `root`, with the caret where it was. */
export function restoreHandOver(root: Element, handOver: HandOver) {
  for (const change of handOver.controls) {
    const control = elementAt(root, change.path);
    if (control) applyChange(control, change);
  }
  if (!handOver.focus) return;
  const target = elementAt(root, handOver.focus.path);
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  const { selectionStart, selectionEnd } = handOver.focus;
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && selectionStart !== null) {
    try {
      target.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
    } catch {
      // No selection on this input type.
    }
  }
}

/**
 * Makes again, on the element now at its place, the press the copy could not act on; keys go, one
 * after the other, to whichever element has focus as each is pressed (an arrow moves it).
 */
export function replayActivation(root: Element, activation: Activation) {
  if (activation.kind === 'keys') {
    const target = elementAt(root, activation.path);
    if (target instanceof HTMLElement && root.ownerDocument.activeElement !== target) target.focus();
    for (const key of activation.keys) {
      const focused = root.ownerDocument.activeElement;
      if (!focused || !root.contains(focused)) return;
      focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      focused.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    }
    return;
  }
  if (activation.kind === 'click') {
    const target = elementAt(root, activation.path);
    if (target instanceof HTMLElement) target.click();
    return;
  }
  const form = elementAt(root, activation.form);
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = activation.submitter ? elementAt(root, activation.submitter) : undefined;
  form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
}

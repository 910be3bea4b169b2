/**
 * What a visitor did to HTML that React was not running yet, and how to hand it to React once it
 * is: the values they typed or chose, where their focus was, and the button or form they pressed.
 *
 * Two moments need it. A page's controls can be used before React hydrates them (the prerendered
 * HTML is a working form): React keeps what was typed on screen but starts from its own state, so
 * the next render would wipe it and a submit would send the old values. And a deferred part
 * (./deferred.tsx) is replaced by the part React renders once its code arrives: the new elements
 * start from the prerendered values. In both cases each changed control is set as the visitor left
 * it and given the events a person's input makes, so the component's own handlers take the value
 * in, exactly as if it had been typed after hydration.
 */

/**
 * Where an element sits in a part: its position among the elements of its tag, and its id if it
 * has one. The position comes first: the part React renders in place of a prerendered copy has
 * the same elements in the same order, but ids made by React's useId differ between the two.
 */
export interface ElementPath {
  tag: string;
  index: number;
  id?: string;
}

interface ChangedControl {
  path: ElementPath;
  /** A text field's or a textarea's value. */
  value?: string;
  /** A checkbox's or a radio button's state. */
  checked?: boolean;
  /** A select's chosen values. */
  selected?: string[];
}

/** A press that the page could not act on yet, to make again once it can. */
export type Activation = { kind: 'click'; path: ElementPath } | { kind: 'submit'; form: ElementPath; submitter?: ElementPath };

export interface DomState {
  controls: ChangedControl[];
  focus?: { path: ElementPath; selectionStart: number | null; selectionEnd: number | null };
  activation?: Activation;
}

/** The controls whose value is the visitor's own, not the one they came with. */
const textTypes = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'range',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
  'color',
]);

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

function changeOf(control: Element): Omit<ChangedControl, 'path'> | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    return { selected: options.filter((option) => option.selected).map((option) => option.value) };
  }
  if (control instanceof HTMLTextAreaElement) return control.value === control.defaultValue ? undefined : { value: control.value };
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked === control.defaultChecked ? undefined : { checked: control.checked };
    if (textTypes.has(control.type) && control.value !== control.defaultValue) return { value: control.value };
  }
  return undefined;
}

/** The changed controls and the focus inside `root` (the activation is added by whoever saw the press). */
export function captureDomState(root: Element): DomState {
  const controls: ChangedControl[] = [];
  for (const control of root.querySelectorAll('input, textarea, select')) {
    const change = changeOf(control);
    if (change) controls.push({ path: pathOf(root, control), ...change });
  }
  const active = root.ownerDocument.activeElement;
  let focus: DomState['focus'];
  if (active && active !== root && root.contains(active)) {
    const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? selectionOf(active) : undefined;
    focus = { path: pathOf(root, active), selectionStart: selection?.start ?? null, selectionEnd: selection?.end ?? null };
  }
  return { controls, focus };
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement) {
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // Some input types (email, number) have no selection and throw when asked.
    return undefined;
  }
}

/** Sets a control's value through its prototype's setter, past the instance setter React watches values with. */
function setPastReact(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Reflect.set(Object.getPrototypeOf(control) as object, 'value', value, control);
}

/**
 * Gives one control the value the visitor left it with, through the events their input makes, so
 * that a React component takes the value into its state. React notices a change by comparing the
 * value with the last one it saw: that is first set to the control's initial value, then the
 * visitor's value is set past it and the event dispatched.
 */
function applyChange(control: Element, change: ChangedControl) {
  if (control instanceof HTMLSelectElement && change.selected) {
    for (const option of control.options) option.selected = change.selected.includes(option.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (control instanceof HTMLInputElement && change.checked !== undefined) {
    // A radio button is cleared by choosing another in its group, which has its own change.
    if (control.type === 'radio' && !change.checked) return;
    // A checkbox or radio button reports its change through a click, which toggles it.
    control.checked = !change.checked;
    control.click();
    return;
  }
  if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && change.value !== undefined) {
    control.value = control.defaultValue;
    setPastReact(control, change.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Carries a captured state over to `root`: values first, then focus (with the caret where it was). */
export function restoreDomState(root: Element, state: DomState) {
  for (const change of state.controls) {
    const control = elementAt(root, change.path);
    if (control) applyChange(control, change);
  }
  if (state.focus) {
    const target = elementAt(root, state.focus.path);
    if (target instanceof HTMLElement) {
      target.focus({ preventScroll: true });
      const { selectionStart, selectionEnd } = state.focus;
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && selectionStart !== null) {
        try {
          target.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
        } catch {
          // No selection on this input type.
        }
      }
    }
  }
}

/** Makes again, on the element now at its place, the press the page could not act on before. */
export function replayActivation(root: Element, activation: Activation) {
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

/**
 * After React has hydrated the page: hands every control the visitor changed before then (typed
 * in, chose, ticked, or a browser filled in) to React, outside the parts React does not run yet.
 */
export function replayChangesMadeBeforeHydration(root: Element, isSkipped: (control: Element) => boolean) {
  // All read before any is handed over: each change re-renders the form, which sets the controls
  // React does not know about yet back to its state.
  const changes = Array.from(root.querySelectorAll('input, textarea, select'))
    .filter((control) => !isSkipped(control))
    .flatMap((control) => {
      const change = changeOf(control);
      return change ? [{ control, change: { path: pathOf(root, control), ...change } }] : [];
    });
  for (const { control, change } of changes) applyChange(control, change);
}

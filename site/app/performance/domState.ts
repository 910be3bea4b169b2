/**
 * Controls a visitor changed in HTML that React was not running yet, and how to hand their values
 * to React once it is.
 *
 * A page's controls can be used before React hydrates them (the prerendered HTML is a working
 * form): React keeps what was typed on screen but starts from its own state, so the next render
 * would wipe it and a send would carry the old values. Each changed control is therefore set as the
 * visitor left it and given the events a person's input makes, so the component's own handlers take
 * the value in, exactly as if it had been typed after hydration. The deferred parts use the same
 * means when the part React renders replaces their prerendered copy (./handOver.ts).
 */

/** A control's value as the visitor left it. */
export interface ControlChange {
  /** A text field's or a textarea's value. */
  value?: string;
  /** A checkbox's or a radio button's state. */
  checked?: boolean;
  /** A select's chosen values. */
  selected?: string[];
}

/** The input types whose value a visitor types or sets (not buttons, files or hidden fields). */
const valueTypes = /^(?:text|search|email|tel|url|password|number|range|date|datetime-local|month|time|week|color)$/;

/** How the visitor changed `control` from the value it came with, or undefined if they did not. */
export function changeOf(control: Element): ControlChange | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    return { selected: options.filter((option) => option.selected).map((option) => option.value) };
  }
  if (control instanceof HTMLTextAreaElement) return control.value === control.defaultValue ? undefined : { value: control.value };
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked === control.defaultChecked ? undefined : { checked: control.checked };
    if (valueTypes.test(control.type) && control.value !== control.defaultValue) return { value: control.value };
  }
  return undefined;
}

/**
 * Gives one control the value the visitor left it with, through the events their input makes, so
 * that a React component takes the value into its state. React notices a change by comparing the
 * value with the last one it saw: that is first set to the control's initial value, then the
 * visitor's value is set past it (through the prototype's setter, which React does not watch) and
 * the event dispatched.
 */
export function applyChange(control: Element, change: ControlChange) {
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
    Reflect.set(Object.getPrototypeOf(control) as object, 'value', change.value, control);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A control the visitor changed, and how. */
export interface ChangedControl {
  control: Element;
  change: ControlChange;
}

/** Every control under `root` the visitor changed from the value it came with, but those skipped. */
export function changedControls(root: Element, isSkipped: (control: Element) => boolean): ChangedControl[] {
  return Array.from(root.querySelectorAll('input, textarea, select')).flatMap((control) => {
    const change = isSkipped(control) ? undefined : changeOf(control);
    return change ? [{ control, change }] : [];
  });
}

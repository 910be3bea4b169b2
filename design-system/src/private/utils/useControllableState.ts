import { useState } from 'react';

interface ControllableStateOptions<Value> {
  /** The value when the parent keeps it; `undefined` leaves it to the component. */
  value: Value | undefined;
  /** The value at first when the component keeps it (or a function that makes it, called once). */
  defaultValue: Value | (() => Value);
  /** Called with each new value, whoever keeps it. */
  onChange?: (value: Value) => void;
}

/**
 * State that the parent may keep (`value` + `onChange`, controlled) or leave to the component
 * (`defaultValue`, uncontrolled), as Radix's hook of the same name: the component reads one value
 * and sets it one way, and never copies a prop into state with an effect. Setting the value it
 * already has does nothing; otherwise the component's own state follows (when it keeps it) and
 * `onChange` is told.
 */
export function useControllableState<Value>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<Value>): [Value, (next: Value) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : ownValue;
  const setValue = (next: Value) => {
    if (Object.is(next, current)) return;
    if (!controlled) setOwnValue(() => next);
    onChange?.(next);
  };
  return [current, setValue];
}

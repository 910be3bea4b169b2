import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type Ref } from 'react';

import { IconChevronDown } from '../Icon/icons';
import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import * as fieldStyles from '../private/parts/field/field.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** What the form sends, such as `growth`. */
  value: string;
  /** What the person reads, such as "Growth Org". */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithoutRef<'select'>, 'children' | 'multiple' | 'size' | 'value' | 'defaultValue' | keyof FieldBaseProps> {
  /** Receives the `<select>`. */
  ref?: Ref<HTMLSelectElement>;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /**
   * A first, empty choice that prompts ("Select industry"). When the field is required it cannot
   * be chosen, so once a value is picked the prompt cannot come back.
   */
  placeholder?: string;
  /** The chosen option's value, when the parent controls it ('' for the placeholder). */
  value?: string;
  /** The option chosen at first. @default the placeholder if there is one, else the first option */
  defaultValue?: string;
}

/**
 * A labelled native `<select>`: the platform gives type-ahead, the phone's own picker and full
 * keyboard support for free. Takes a hint, an error, a required mark and an optional placeholder.
 * `ref`, `className` and native props go to the `<select>`.
 */
export function Select({
  ref,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  options,
  placeholder,
  value,
  defaultValue,
  id,
  className,
  ...props
}: SelectProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  // Without this the browser would pick the first real option, hiding the prompt.
  const initialValue = value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <div className={fieldStyles.frame}>
        <select
          ref={ref}
          {...props}
          {...controlProps}
          value={value}
          defaultValue={initialValue}
          required={required}
          disabled={disabled}
          className={clsx(styles.select, className)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown className={fieldStyles.trailingIcon} />
      </div>
    </Field>
  );
}

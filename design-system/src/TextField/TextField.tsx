import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type HTMLAttributes, type Ref } from 'react';

import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** The on-screen keyboard each type asks for, so a phone offers "@" or digits without a switch. */
const inputModeByType: Record<TextFieldType, HTMLAttributes<HTMLInputElement>['inputMode']> = {
  text: undefined,
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'decimal',
};

/** Addresses are not words: spell-checking and auto-capitalising them only gets in the way. */
const isAddress = (type: TextFieldType) => type === 'email' || type === 'url';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | keyof FieldBaseProps> {
  /** Receives the `<input>`. */
  ref?: Ref<HTMLInputElement>;
  /** The kind of text: sets the browser's checks and the on-screen keyboard. @default 'text' */
  type?: TextFieldType;
  /** Hides the label from sight (screen readers still hear it); only where a visible heading names the field, as in the footer newsletter. @default false */
  hideLabel?: boolean;
}

/**
 * A labelled single-line text input (text, e-mail, phone, web address or number) with optional
 * hint, error and required mark. `ref`, `className` and every other native prop go to the `<input>`.
 */
export function TextField({
  ref,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  type = 'text',
  id,
  className,
  ...props
}: TextFieldProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled} hideLabel={hideLabel}>
      <input
        ref={ref}
        type={type}
        inputMode={inputModeByType[type]}
        spellCheck={isAddress(type) ? false : undefined}
        autoCapitalize={isAddress(type) ? 'none' : undefined}
        {...props}
        {...controlProps}
        required={required}
        disabled={disabled}
        className={clsx(styles.input, className)}
      />
    </Field>
  );
}

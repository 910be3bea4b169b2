import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

import { Field, useFieldControl, type FieldBaseProps } from '../private/field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'textarea'>, keyof FieldBaseProps> {
  /** Visible lines of text before it scrolls; the person can drag it taller. @default 5 */
  rows?: number;
}

/**
 * A labelled multi-line text input for messages and descriptions, resizable vertically, with
 * optional hint, error and required mark. `ref`, `className` and native props go to the `<textarea>`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required = false, disabled = false, rows = 5, id, className, ...props },
  ref,
) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <textarea
        ref={ref}
        rows={rows}
        {...props}
        {...controlProps}
        required={required}
        disabled={disabled}
        className={clsx(styles.textArea, className)}
      />
    </Field>
  );
});

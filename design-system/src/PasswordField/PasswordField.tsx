import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef, type MouseEvent, type Ref } from 'react';

import { IconEye, IconEyeOff } from '../Icon/icons';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { passwordFieldMessages } from './PasswordField.messages';
import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import { mergeRefs } from '../private/utils/mergeRefs';
import * as fieldStyles from '../private/parts/field/field.css';
import { Tooltip } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | keyof FieldBaseProps> {
  /** Receives the `<input>`. */
  ref?: Ref<HTMLInputElement>;
  /** The toggle button's name; its pressed state tells whether the password is showing. @default the provider's `messages.showPassword` ('Show password') */
  showPasswordLabel?: string;
}

type SavedSelection = [start: number | null, end: number | null, direction: HTMLInputElement['selectionDirection']];

/**
 * A password input with a button that shows or hides what was typed. The button keeps the typed
 * value and the caret, never submits the form, and the password is hidden again when the form is
 * submitted so browsers do not store it as plain text. `ref` and native props go to the `<input>`.
 */
export function PasswordField({
  ref: forwardedRef,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  showPasswordLabel,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  const messages = useComponentMessages(passwordFieldMessages);
  const toggleName = showPasswordLabel ?? messages.showPassword;
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const ref = useMemo(() => mergeRefs(inputRef, forwardedRef), [forwardedRef]);
  const savedSelection = useRef<SavedSelection | null>(null);

  // Chromium keeps the caret when an input's type changes, but no standard promises it: put it
  // back where the person left it, so typing carries on in place in every engine.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = savedSelection.current;
    savedSelection.current = null;
    if (input && selection && document.activeElement === input) {
      const [start, end, direction] = selection;
      input.setSelectionRange(start, end, direction ?? undefined);
    }
  }, [visible]);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const hideOnSubmit = () => setVisible(false);
    form.addEventListener('submit', hideOnSubmit);
    return () => form.removeEventListener('submit', hideOnSubmit);
  }, []);

  const toggleVisibility = () => {
    const input = inputRef.current;
    if (input) savedSelection.current = [input.selectionStart, input.selectionEnd, input.selectionDirection];
    setVisible((current) => !current);
  };

  // A pointer press leaves focus (and the on-screen keyboard) in the input; keyboard users keep
  // focus on the button so they can toggle back.
  const keepFocusInInput = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <div className={fieldStyles.frame}>
        <input
          ref={ref}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          {...props}
          {...controlProps}
          type={visible ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          className={clsx(styles.input, className)}
        />
        {/* The name stays "Show password" while pressed (the pressed state says it is showing), so
            the tooltip, which shows the name, does not change either: voice control users say what they see. */}
        <Tooltip content={toggleName}>
          <Ariakit.Button
            type="button"
            className={fieldStyles.inlineButton}
            aria-pressed={visible}
            aria-controls={ids.control}
            disabled={disabled}
            onMouseDown={keepFocusInInput}
            onClick={toggleVisibility}
          >
            {visible ? <IconEyeOff /> : <IconEye />}
            <VisuallyHidden>{toggleName}</VisuallyHidden>
          </Ariakit.Button>
        </Tooltip>
      </div>
    </Field>
  );
}

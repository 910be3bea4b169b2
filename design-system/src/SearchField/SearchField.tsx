import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useMemo, useRef, type ChangeEvent, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';

import { IconClose, IconSearch } from '../Icon/icons';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { searchFieldMessages } from './SearchField.messages';
import { composeEventHandlers } from '../private/utils/composeEventHandlers';
import { useControllableState } from '../private/utils/useControllableState';
import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import { mergeRefs } from '../private/utils/mergeRefs';
import * as fieldStyles from '../private/parts/field/field.css';
import { Tooltip } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | keyof FieldBaseProps> {
  /** Receives the `<input>`. */
  ref?: Ref<HTMLInputElement>;
  /** The search text, when the parent controls it. */
  value?: string;
  /** The search text at first, when the field controls it. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change, and with '' when the field is cleared. */
  onChange?: (value: string) => void;
  /** Hides the label from sight (screen readers still hear it), when a visible heading already says what is searched. @default false */
  hideLabel?: boolean;
  /** The clear button's name. @default the provider's `messages.clearSearch` ('Clear search') */
  clearLabel?: string;
}

/**
 * A labelled search input with a search icon and a clear button that shows once there is text.
 * Clearing (by the button or Escape) empties the field, calls `onChange('')` and leaves focus in
 * the input. `ref` and native props go to the `<input>`.
 */
export function SearchField({
  ref: forwardedRef,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  clearLabel,
  value,
  defaultValue = '',
  onChange,
  onKeyDown,
  id,
  className,
  ...props
}: SearchFieldProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  const messages = useComponentMessages(searchFieldMessages);
  const clearName = clearLabel ?? messages.clearSearch;
  const inputRef = useRef<HTMLInputElement>(null);
  const ref = useMemo(() => mergeRefs(inputRef, forwardedRef), [forwardedRef]);
  const [currentValue, update] = useControllableState({ value, defaultValue, onChange });
  const canClear = currentValue !== '' && !disabled;

  const clear = () => {
    update('');
    inputRef.current?.focus();
  };

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || currentValue === '') return;
    // Escape clears first; only an empty field lets it through, to close a surrounding dialog.
    event.preventDefault();
    event.stopPropagation();
    clear();
  };

  // A pointer press keeps focus (and the on-screen keyboard) in the input.
  const keepFocusInInput = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled} hideLabel={hideLabel}>
      <div className={fieldStyles.frame}>
        <IconSearch className={fieldStyles.leadingIcon} />
        <input
          ref={ref}
          enterKeyHint="search"
          {...props}
          {...controlProps}
          type="search"
          value={currentValue}
          required={required}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => update(event.currentTarget.value)}
          // clearOnEscape reads the input's ref when Escape comes, not here: composeEventHandlers only wraps it.
          // eslint-disable-next-line react-hooks/refs
          onKeyDown={composeEventHandlers(onKeyDown, clearOnEscape)}
          className={clsx(styles.input, className)}
        />
        {canClear ? (
          <Tooltip content={clearName}>
            <Ariakit.Button
              type="button"
              className={fieldStyles.inlineButton}
              aria-controls={ids.control}
              onMouseDown={keepFocusInInput}
              onClick={clear}
            >
              <IconClose />
              <VisuallyHidden>{clearName}</VisuallyHidden>
            </Ariakit.Button>
          </Tooltip>
        ) : null}
      </div>
    </Field>
  );
}

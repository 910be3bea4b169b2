import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef, type Ref } from 'react';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { textAreaMessages } from './TextArea.messages';
import { composeEventHandlers } from '../private/utils/composeEventHandlers';
import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'textarea'>, keyof FieldBaseProps> {
  /** Receives the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Visible lines of text before it scrolls; the person can drag it taller. @default 5 */
  rows?: number;
  /**
   * Shows a count of the characters used against this limit under the box. It never stops typing
   * or cuts a paste short: the form refuses text over the limit with an error, and the count turns
   * critical past it.
   */
  characterLimit?: number;
  /** Words for the count, shown under the box and spoken near and past the limit. @default the provider's `messages.characterCount` ("1,234 / 5,000 characters") */
  formatCharacterCount?: (used: number, limit: number) => string;
}

/** Counts are spoken only from this share of the limit on, so typing is not drowned in numbers. */
const announceFromShare = 0.9;
/** How long typing must pause before the count is spoken (the GOV.UK character count's delay). */
const announceDelayMs = 1000;

/**
 * A labelled multi-line text input for messages and descriptions, resizable vertically, with
 * optional hint, error, required mark and character count. `ref`, `className` and native props go
 * to the `<textarea>`.
 */
export function TextArea({
  ref,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  rows = 5,
  characterLimit,
  formatCharacterCount: formatCharacterCountProp,
  id,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  const messages = useComponentMessages(textAreaMessages);
  const formatCharacterCount = formatCharacterCountProp ?? messages.characterCount;
  const counted = characterLimit !== undefined;
  const counterId = `${ids.control}-count`;
  const describedBy = [controlProps['aria-describedby'], counted ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const [typedLength, setTypedLength] = useState(() => String(props.defaultValue ?? '').length);
  const used = props.value === undefined ? typedLength : String(props.value).length;
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  // The visible count is the box's description (read when it is focused) and changes silently; a
  // separate live region speaks it once typing pauses, and only near or past the limit.
  const countCharacters = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const length = event.currentTarget.value.length;
    setTypedLength(length);
    if (characterLimit === undefined) return;
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => {
      setAnnouncement(length >= characterLimit * announceFromShare ? formatCharacterCount(length, characterLimit) : '');
    }, announceDelayMs);
  };

  const over = counted && used > characterLimit;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} disabled={disabled}>
      <textarea
        ref={ref}
        rows={rows}
        {...props}
        {...controlProps}
        aria-describedby={describedBy}
        // The text has changed whatever the consumer prevents: the count follows it. (countCharacters
        // reads its timer's ref when the change comes, not here: composeEventHandlers only wraps it.)
        // eslint-disable-next-line react-hooks/refs
        onChange={composeEventHandlers(onChange, countCharacters, { checkForDefaultPrevented: false })}
        required={required}
        disabled={disabled}
        className={clsx(styles.textArea, className)}
      />
      {counted ? (
        <>
          <Text id={counterId} size="small" tone={over ? 'critical' : 'secondary'} weight={over ? 'semibold' : 'regular'}>
            {formatCharacterCount(used, characterLimit)}
          </Text>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </>
      ) : null}
    </Field>
  );
}

import { clsx } from 'clsx';
import { useId, type AriaAttributes, type ReactNode } from 'react';

import { IconCritical } from '../../../Icon/icons';
import { Text } from '../../../Text/Text';
import * as typography from '../../utils/typography.css';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import * as styles from './field.css';

/** The props every form field shares, whatever its control. */
export interface FieldBaseProps {
  /** The visible label, tied to the control. Keep it short: "Full Name", "Work email". */
  label: ReactNode;
  /** Help shown under the label and read after the label by screen readers, such as a format ("We'll only use it to reply"). */
  hint?: ReactNode;
  /** What is wrong and how to fix it. Marks the control invalid and is read before the hint. */
  error?: ReactNode;
  /** Marks the control required (natively, so screen readers announce it) and shows an asterisk. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
}

/** Whether a hint or error has anything to show. */
export const hasContent = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false && node !== '';

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

interface FieldControlOptions {
  /** The control's own id, when the consumer gives one (for an error summary's links). */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * Ids for a field's parts and the ARIA the control needs: described by the error first (the most
 * urgent thing to hear), then the hint, then anything the consumer adds; invalid when in error.
 */
export function useFieldControl({ id, hint, error, 'aria-describedby': describedBy, 'aria-invalid': invalid }: FieldControlOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids: FieldIds = {
    control: controlId,
    label: `${controlId}-label`,
    hint: `${controlId}-hint`,
    error: `${controlId}-error`,
  };
  const hasError = hasContent(error);
  const descriptions = [hasError ? ids.error : undefined, hasContent(hint) ? ids.hint : undefined, describedBy].filter(Boolean);
  return {
    ids,
    controlProps: {
      id: controlId,
      'aria-describedby': descriptions.length > 0 ? descriptions.join(' ') : undefined,
      'aria-invalid': hasError ? true : invalid,
    },
  };
}

export interface FieldProps extends FieldBaseProps {
  ids: FieldIds;
  /** Hides the label from sight only, when a visible heading already names the field. @default false */
  hideLabel?: boolean;
  /** Shown at the end of the label's row, such as a slider's current value. */
  labelAside?: ReactNode;
  /** The control, already given `useFieldControl`'s props. */
  children: ReactNode;
}

/**
 * The chrome around every form control: a label tied to it, a required mark, a hint and an error
 * message. Hint and error sit above the control so that neither is covered by an on-screen keyboard
 * while typing (the GOV.UK pattern).
 */
export function Field({
  ids,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  labelAside,
  children,
}: FieldProps) {
  return (
    <div className={styles.field} data-disabled={disabled || undefined}>
      <div className={clsx(styles.labelRow, hideLabel && !labelAside && visuallyHidden)}>
        <label
          id={ids.label}
          htmlFor={ids.control}
          className={clsx(styles.label, typography.textSize.standard, hideLabel && visuallyHidden)}
        >
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.requiredMarker}>
              *
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      {hasContent(hint) ? (
        <Text id={ids.hint} size="small" tone="secondary">
          {hint}
        </Text>
      ) : null}
      {hasContent(error) ? (
        <Text id={ids.error} size="small" tone="critical" weight="semibold" className={styles.errorMessage}>
          <IconCritical size="small" className={styles.errorIcon} />
          <span>{error}</span>
        </Text>
      ) : null}
      {children}
    </div>
  );
}

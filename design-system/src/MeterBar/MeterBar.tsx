import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { meterBarMessages } from './MeterBar.messages';
import { inlineVars } from '../private/utils/inlineVars';
import * as styles from './MeterBar.css';
import { Role } from '../private/parts/Role';

export const meterBarTones = ['brandAccent', 'positive', 'caution', 'critical'] as const;
export type MeterBarTone = (typeof meterBarTones)[number];

export interface MeterBarProps extends Omit<Ariakit.RoleProps, 'children'> {
  /** What is measured, shown above the bar and naming the meter: "Employee satisfaction". */
  label: ReactNode;
  /** The measurement, between `min` and `max`. */
  value: number;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** What screen readers say for the value, such as "72 out of 100". @default the provider's `messages.meterValue` ("{value} out of {max}") */
  valueText?: string;
  /** The value as shown beside the label, such as "72%". @default the value */
  displayValue?: ReactNode;
  /** A note under the bar, linked to the meter as its description: "Drawn inverted: higher is better". */
  description?: ReactNode;
  /** The fill's colour; the value is always shown as text too. @default 'brandAccent' */
  tone?: MeterBarTone;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A labelled bar for a value on a known scale ("Employee satisfaction 72"), after the WAI-ARIA
 * meter pattern: `role="meter"` named by the visible label, with the spoken value in `aria-valuetext`.
 */
export function MeterBar({
  ref,
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  displayValue,
  description,
  tone = 'brandAccent',
  className,
  id,
  ...props
}: MeterBarProps) {
  const messages = useComponentMessages(meterBarMessages);
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;

  if (process.env.NODE_ENV !== 'production' && (value < min || value > max)) {
    console.warn(`MeterBar: value ${value} is outside ${min}-${max}; pass a value within min and max (it is drawn clamped).`);
  }
  const shown = clamp(value, min, max);
  const percent = max > min ? ((shown - min) / (max - min)) * 100 : 0;

  return (
    <Role.div ref={ref} {...props} id={id} className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {/* The meter speaks its value through aria-valuetext; this is its visible twin. */}
        <span className={styles.value} aria-hidden="true">
          {displayValue ?? value}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={description != null ? descriptionId : undefined}
        aria-valuenow={shown}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText ?? messages.meterValue(value, max)}
        className={styles.track}
      >
        <div className={clsx(styles.fill, styles.fillTone[tone])} style={inlineVars({ [styles.fillPercent]: `${percent}%` })} />
      </div>
      {description != null && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </Role.div>
  );
}

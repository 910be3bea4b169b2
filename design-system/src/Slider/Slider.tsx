import { clsx } from 'clsx';
import { type ChangeEvent, type ComponentPropsWithoutRef, type KeyboardEvent, type Ref } from 'react';

import { composeEventHandlers } from '../private/utils/composeEventHandlers';
import { useControllableState } from '../private/utils/useControllableState';
import { Field, useFieldControl, type FieldBaseProps } from '../private/parts/field/Field';
import { Text } from '../Text/Text';
import { inlineVars } from '../private/utils/inlineVars';
import * as styles from './Slider.css';
import { defaultPageStep, initialSliderValue, sliderPercent, sliderValueForKey, snapToStep } from './sliderValue';

export interface SliderProps
  extends
    Omit<FieldBaseProps, 'required'>,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'required' | 'size' | keyof FieldBaseProps
    > {
  /** Receives the `<input>`. */
  ref?: Ref<HTMLInputElement>;
  /** The lowest value. @default 0 */
  min?: number;
  /** The highest value (the top end is the last whole step at or below it). @default 100 */
  max?: number;
  /** The smallest change, made by the arrow keys. @default 1 */
  step?: number;
  /** The bigger change made by Page Up and Page Down. @default about a tenth of the range, in whole steps */
  pageStep?: number;
  /** The value, when the parent controls it. */
  value?: number;
  /** The value at first, when the slider controls it. @default the middle of the range */
  defaultValue?: number;
  /** Called with the new value as the person drags or presses a key. */
  onChange?: (value: number) => void;
  /** Words for a value, shown beside the label and spoken by screen readers ("20%"). @default String */
  formatValue?: (value: number) => string;
}

/**
 * A labelled native range input with its value shown beside the label, the filled part of the
 * track in the brand accent, and the keys of the WAI-ARIA slider pattern. `ref`, `className` and
 * other native props go to the `<input>`.
 */
export function Slider({
  ref,
  label,
  hint,
  error,
  disabled = false,
  min = 0,
  max = 100,
  step = 1,
  pageStep,
  value,
  defaultValue,
  onChange,
  formatValue = String,
  onKeyDown,
  id,
  className,
  style,
  ...props
}: SliderProps) {
  const { ids, controlProps } = useFieldControl({
    id,
    hint,
    error,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  const range = { min, max, step };
  const [currentValue, commit] = useControllableState({
    value,
    defaultValue: () => (defaultValue === undefined ? initialSliderValue(range) : snapToStep(defaultValue, range)),
    onChange,
  });
  const valueText = formatValue(currentValue);

  // Browsers disagree on how far Page Up moves a range input and don't let it be set; handling the
  // keys here makes every browser follow the slider pattern with the same, configurable page step.
  const moveByKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const nextValue = sliderValueForKey(event.key, currentValue, range, pageStep ?? defaultPageStep(range));
    if (nextValue === undefined) return;
    event.preventDefault();
    commit(nextValue);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => commit(Number(event.currentTarget.value));

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      // Screen readers hear the value from aria-valuetext; showing it again to them would repeat it.
      labelAside={
        <Text render={<span />} aria-hidden="true" tone="brandAccent" weight="semibold" className={styles.currentValue}>
          {valueText}
        </Text>
      }
    >
      <input
        ref={ref}
        {...props}
        {...controlProps}
        type="range"
        min={min}
        max={max}
        step={step}
        value={currentValue}
        aria-valuetext={valueText}
        disabled={disabled}
        onKeyDown={composeEventHandlers(onKeyDown, moveByKey)}
        onChange={handleChange}
        style={{ ...inlineVars({ [styles.fillPercent]: `${String(sliderPercent(currentValue, range))}%` }), ...style }}
        className={clsx(styles.slider, className)}
      />
      <Text aria-hidden="true" size="small" tone="secondary" className={styles.scale}>
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </Text>
    </Field>
  );
}

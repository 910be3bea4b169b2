import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

import { IconCheck } from '../Icon/icons';
import { useControllableState } from '../private/utils/useControllableState';
import { visuallyHidden } from '../private/utils/visuallyHidden.css';
import * as styles from './ChipGroup.css';

export interface ChipOption {
  /** The value the group reports when this chip is chosen. */
  value: string;
  /** What the chip says. */
  label: string;
  /** A count shown beside the label, such as the number of insights in a category. */
  count?: number;
}

interface ChipGroupBaseProps {
  /** What the chips choose, such as "Category"; shown above them unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only, when a heading nearby already says it. @default false */
  hideLabel?: boolean;
  /** The chips. */
  options: readonly ChipOption[];
  /** How a count is read out, e.g. `(n) => \`${n} insights\``. @default the number alone */
  formatCount?: (count: number) => string;
  className?: string;
}

export interface SingleChipGroupProps extends ChipGroupBaseProps {
  /** `single`: one chip at a time, as radio buttons (arrow keys move the choice). @default 'single' */
  selectionMode?: 'single';
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** The radio group's name in a form. @default a generated id */
  name?: string;
}

export interface MultipleChipGroupProps extends ChipGroupBaseProps {
  /** `multiple`: any number of chips, each a toggle button with `aria-pressed`. */
  selectionMode: 'multiple';
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type ChipGroupProps = SingleChipGroupProps | MultipleChipGroupProps;

function ChipContent({ option, formatCount }: { option: ChipOption; formatCount?: (count: number) => string }): ReactNode {
  // Label and count share one inline run of text, so the accessible name reads as a phrase
  // ("Capability 8 insights") and contains the visible words.
  return (
    <>
      <IconCheck size="small" className={styles.check} />
      <span>
        {option.label}
        {option.count === undefined ? null : (
          <>
            {' '}
            <span className={styles.count} aria-hidden={formatCount ? true : undefined}>
              {option.count}
            </span>
            {formatCount ? <span className={visuallyHidden}>{formatCount(option.count)}</span> : null}
          </>
        )}
      </span>
    </>
  );
}

/**
 * A set of chips that filter a list: categories with counts, topics. `single` is a radio group (one
 * choice, arrow keys move it); `multiple` is a group of toggle buttons.
 */
export function ChipGroup(props: ChipGroupProps) {
  // Each mode keeps its own kind of value: one string, or a list of them.
  return props.selectionMode === 'multiple' ? <MultipleChipGroup {...props} /> : <SingleChipGroup {...props} />;
}

const noValues: readonly string[] = [];

function MultipleChipGroup({
  label,
  hideLabel = false,
  options,
  formatCount,
  className,
  value,
  defaultValue = noValues,
  onChange,
}: MultipleChipGroupProps) {
  const legendId = useId();
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    // The consumer gets a list of its own, free to change.
    onChange: onChange && ((next: readonly string[]) => onChange([...next])),
  });
  const toggle = (chosen: string) => {
    setSelected(selected.includes(chosen) ? selected.filter((entry) => entry !== chosen) : [...selected, chosen]);
  };
  return (
    <div role="group" aria-labelledby={legendId} className={clsx(styles.group, className)}>
      <div id={legendId} className={clsx(styles.legend, hideLabel && visuallyHidden)}>
        {label}
      </div>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected.includes(option.value)}
            className={styles.chip}
            onClick={() => {
              toggle(option.value);
            }}
          >
            <ChipContent option={option} formatCount={formatCount} />
          </button>
        ))}
      </div>
    </div>
  );
}

function SingleChipGroup({
  label,
  hideLabel = false,
  options,
  formatCount,
  className,
  value,
  defaultValue = '',
  onChange,
  name,
}: SingleChipGroupProps) {
  const generatedName = useId();
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange });
  return (
    <fieldset className={clsx(styles.group, className)}>
      <legend className={clsx(styles.legend, hideLabel && visuallyHidden)}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              className={visuallyHidden}
              name={name ?? generatedName}
              value={option.value}
              checked={selected === option.value}
              onChange={() => {
                setSelected(option.value);
              }}
            />
            <ChipContent option={option} formatCount={formatCount} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

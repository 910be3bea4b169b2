import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

import { IconCheck } from '../Icon/icons';
import { useControllableState } from '../private/utils/useControllableState';
import { visuallyHidden } from '../private/utils/visuallyHidden.css';
import * as styles from './SelectableCardGroup.css';

export interface SelectableCardOption {
  /** The value the group reports when this card is chosen. */
  value: string;
  /** The card's title; it names the choice. */
  title: string;
  /** A line under the title, read as part of the choice's description. */
  description?: string;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
}

export interface SelectableCardGroupProps {
  /** What is being chosen, such as "What can we help you with?"; shown above unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** The cards. */
  options: readonly SelectableCardOption[];
  /** The chosen value (controlled); an empty string means none yet. */
  value?: string;
  /** The value chosen at first (uncontrolled). @default none */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** The radio group's name in a form. @default a generated id */
  name?: string;
  className?: string;
}

/**
 * One choice among cards, such as the contact page's interest cards: a radio group drawn as cards.
 * Choosing a card marks it with a border, a fill and a tick.
 */
export function SelectableCardGroup({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = '',
  onChange,
  name,
  className,
}: SelectableCardGroupProps) {
  const generatedName = useId();
  const idPrefix = useId();
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange });

  return (
    <fieldset className={clsx(styles.group, className)}>
      <legend className={clsx(styles.legend, hideLabel && visuallyHidden)}>{label}</legend>
      <div className={styles.cards}>
        {options.map((option) => {
          const titleId = `${idPrefix}-${option.value}-title`;
          const descriptionId = `${idPrefix}-${option.value}-description`;
          return (
            <label key={option.value} className={styles.card}>
              <input
                type="radio"
                className={visuallyHidden}
                name={name ?? generatedName}
                value={option.value}
                checked={selected === option.value}
                // Named by the title alone; the description is read after it, as a description.
                aria-labelledby={titleId}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => {
                  setSelected(option.value);
                }}
              />
              {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
              <span className={styles.body}>
                <span id={titleId} className={styles.title}>
                  {option.title}
                </span>
                {option.description ? (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
              <IconCheck className={styles.check} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

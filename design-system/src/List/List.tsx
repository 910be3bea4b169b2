import { clsx } from 'clsx';
import { Children, type ReactNode, type Ref } from 'react';

import { IconCheck } from '../Icon/icons';
import type { Sprinkles } from '../styles/sprinkles.css';
import { Text, type TextSize } from '../Text/Text';
import * as styles from './List.css';

export interface ListProps {
  /** Receives the `<ul>` or `<ol>`. */
  ref?: Ref<HTMLUListElement & HTMLOListElement>;
  /** The items; each child becomes one list item. */
  children: ReactNode;
  /** `bullet` and `check` are unordered lists; `number` is an ordered list. @default 'bullet' */
  type?: 'bullet' | 'number' | 'check';
  /** The space between items. @default 'small' */
  space?: Extract<Sprinkles['gap'], string>;
  /** @default 'standard' */
  size?: TextSize;
  className?: string;
}

/**
 * A list with visible markers (the reset removes them elsewhere): bullets, numbers, or ticks for
 * benefits and results. Screen readers announce it as a list with its item count.
 */
export function List({ ref, children, type = 'bullet', space = 'small', size = 'standard', className }: ListProps) {
  const items = Children.toArray(children);
  if (type === 'check') {
    return (
      <ul ref={ref} className={clsx(styles.list, styles.check, styles.space[space], className)}>
        {items.map((item, index) => (
          <li key={index} className={styles.checkItem}>
            <IconCheck size="small" className={styles.checkIcon} />
            <Text render={<span />} size={size}>
              {item}
            </Text>
          </li>
        ))}
      </ul>
    );
  }
  const Element = type === 'number' ? 'ol' : 'ul';
  return (
    <Element ref={ref} className={clsx(styles.list, styles.marker[type], styles.space[space], className)}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <Text render={<span />} size={size}>
            {item}
          </Text>
        </li>
      ))}
    </Element>
  );
}

import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';

import * as typography from '../private/utils/typography.css';
import * as styles from './Heading.css';
import { Role } from '../private/parts/Role';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = keyof typeof typography.headingSize;
export type HeadingWeight = Extract<keyof typeof typography.weight, 'semibold' | 'bold' | 'extrabold'>;

export interface HeadingProps extends Ariakit.RoleProps<'h2'> {
  /** The document outline level: renders `<h1>` to `<h6>`. */
  level: HeadingLevel;
  /** The visual step, when it should differ from the level. @default the level's own step ('4' for levels 4-6) */
  size?: HeadingSize;
  /** @default 'bold' */
  weight?: HeadingWeight;
  /** @default 'neutral' */
  tone?: keyof typeof typography.tone;
  align?: keyof typeof typography.align;
}

const defaultSize = (level: HeadingLevel): HeadingSize => (level <= 4 ? (String(level) as HeadingSize) : '4');

/** A heading on the type scale. The level keeps the outline right; `size` changes only the look. */
export function Heading({
  ref,
  level,
  size = defaultSize(level),
  weight = 'bold',
  tone = 'neutral',
  align,
  className,
  ...props
}: HeadingProps) {
  const Element = Role[`h${String(level)}` as `h${HeadingLevel}`];
  return (
    <Element
      ref={ref}
      {...props}
      className={clsx(
        styles.root,
        typography.headingSize[size],
        typography.weight[weight],
        typography.tone[tone],
        align && typography.align[align],
        className,
      )}
    />
  );
}

import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';

import * as typography from '../private/utils/typography.css';
import * as styles from './Text.css';
import { Role } from '../private/parts/Role';

export type TextSize = keyof typeof typography.textSize;
export type TextTone = keyof typeof typography.tone;
export type TextWeight = keyof typeof typography.weight;
export type TextAlign = keyof typeof typography.align;

export interface TextProps extends Ariakit.RoleProps<'p'> {
  /** A step of the body type scale; `inherit` follows the surrounding text (a phrase in a heading). @default 'standard' */
  size?: TextSize;
  /** The colour, by meaning. @default 'neutral' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  align?: TextAlign;
  /** Breaks long words such as e-mail addresses anywhere, so they never cause sideways scrolling. @default false */
  breakWord?: boolean;
}

/**
 * Body text on the type scale. Renders a paragraph; use `render={<span />}` (or any element) for
 * text inside other text.
 */
export function Text({
  ref,
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  align,
  breakWord = false,
  className,
  ...props
}: TextProps) {
  return (
    <Role.p
      ref={ref}
      {...props}
      className={clsx(
        size !== 'inherit' && styles.root,
        typography.textSize[size],
        typography.tone[tone],
        typography.weight[weight],
        align && typography.align[align],
        breakWord && styles.breakWord,
        className,
      )}
    />
  );
}

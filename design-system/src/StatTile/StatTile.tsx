import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type ReactNode } from 'react';

import * as styles from './StatTile.css';
import { Role } from '../private/parts/Role';

export const statTileTones = ['neutral', 'brandAccent'] as const;
export const statTileSizes = ['standard', 'large'] as const;
export type StatTileTone = (typeof statTileTones)[number];
export type StatTileSize = (typeof statTileSizes)[number];

export interface StatTileProps extends Omit<Ariakit.RoleProps, 'children'> {
  /** The number, as it should read: "500+", "85%", "$47M". */
  figure: ReactNode;
  /** What the number counts, read straight after it: "professionals transformed". */
  label: ReactNode;
  /** A note under the figure, such as a comparison: "versus industry 72%". */
  subtext?: ReactNode;
  /** The figure's colour. @default 'neutral' */
  tone?: StatTileTone;
  /** `large` for hero figures. @default 'standard' */
  size?: StatTileSize;
  /** @default 'left' */
  align?: keyof typeof styles.align;
}

/**
 * A headline figure with its label ("500+ professionals transformed") and an optional note. Figure
 * and label are one paragraph, so screen readers read one phrase rather than a stray number.
 */
export function StatTile({
  ref,
  figure,
  label,
  subtext,
  tone = 'neutral',
  size = 'standard',
  align = 'left',
  className,
  ...props
}: StatTileProps) {
  return (
    <Role.div ref={ref} {...props} className={clsx(styles.root, styles.align[align], className)}>
      <p className={styles.phrase}>
        <span className={clsx(styles.figure, styles.figureSize[size], styles.figureTone[tone])}>{figure}</span>{' '}
        <span className={styles.labelSize[size]}>{label}</span>
      </p>
      {subtext != null && <p className={styles.subtext}>{subtext}</p>}
    </Role.div>
  );
}

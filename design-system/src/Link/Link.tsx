import { clsx } from 'clsx';

import { LinkBase, type LinkBaseProps } from '../private/parts/LinkBase';
import * as styles from './Link.css';

export interface LinkProps extends Omit<LinkBaseProps, 'externalIconClassName'> {
  /** @default 'link' */
  tone?: keyof typeof styles.tone;
  /** @default 'regular' */
  weight?: keyof typeof styles.weight;
  /**
   * `hover` hides the underline until hover, for navigation lists where position already says
   * "link". Links in running text keep it, so they never rely on colour alone. @default 'always'
   */
  underline?: 'always' | 'hover';
}

/**
 * A text link. Internal paths render through the router adapter given to `DesignSystemProvider`
 * (or a `render` prop); external addresses open in a new tab with `rel="noopener noreferrer"`, an
 * icon, and a hint for screen readers.
 */
export function Link({ ref, tone = 'link', weight = 'regular', underline = 'always', className, ...props }: LinkProps) {
  return (
    <LinkBase
      ref={ref}
      {...props}
      externalIconClassName={styles.externalIcon}
      className={clsx(styles.root, styles.tone[tone], styles.weight[weight], underline === 'hover' && styles.underlineOnHover, className)}
    />
  );
}

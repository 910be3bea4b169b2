import { clsx } from 'clsx';
import { type ReactNode } from 'react';

import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { LinkBase, type LinkBaseProps } from '../private/parts/LinkBase';
import * as styles from './ButtonLink.css';

export interface ButtonLinkProps extends Omit<LinkBaseProps, 'externalIconClassName'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  /** An icon after the label, such as an arrow. */
  iconAfter?: ReactNode;
}

/**
 * A link that looks like a button: for actions that navigate ("Start Your Transformation" to
 * /contact). It stays a link for assistive technology, and behaves like `Link` for external
 * addresses (new tab, `rel`, spoken hint).
 */
export function ButtonLink({
  ref,
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
  icon,
  iconAfter,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <LinkBase
      ref={ref}
      {...props}
      externalIconClassName={styles.externalIcon}
      className={clsx(buttonStyles.button({ variant, size, fullWidth }), className)}
    >
      {icon}
      <span className={buttonStyles.label}>{children}</span>
      {iconAfter}
    </LinkBase>
  );
}

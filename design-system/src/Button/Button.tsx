import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';

import { IconSpinner } from '../Icon/icons';
import * as iconStyles from '../Icon/Icon.css';
import * as styles from '../private/button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Ariakit.ButtonProps {
  /** `primary` for the one main action of a view, `secondary` beside it, `ghost` for quiet actions. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** While true the button shows `busyLabel` and a spinner, and cannot be pressed; it keeps focus. @default false */
  busy?: boolean;
  /** What the button says while busy, such as "Sending...". @default the children */
  busyLabel?: ReactNode;
  /** An icon before the label (decorative: the label names the button). */
  icon?: ReactNode;
  /** An icon after the label, such as an arrow. */
  iconAfter?: ReactNode;
}

/**
 * A button on Ariakit's `Button`. Disabled buttons are skipped by Tab; busy ones stay focusable
 * (`aria-disabled`) so keyboard users don't lose their place while a request runs.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'standard',
    fullWidth = false,
    busy = false,
    busyLabel,
    icon,
    iconAfter,
    disabled,
    accessibleWhenDisabled,
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <Ariakit.Button
      ref={ref}
      {...props}
      disabled={disabled === true || busy}
      accessibleWhenDisabled={busy || accessibleWhenDisabled}
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
    >
      {busy ? <IconSpinner size="inherit" className={iconStyles.spin} /> : icon}
      <span className={styles.label}>{busy ? (busyLabel ?? children) : children}</span>
      {busy ? null : iconAfter}
    </Ariakit.Button>
  );
});

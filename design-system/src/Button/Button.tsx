import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type ReactNode, type SyntheticEvent, type Ref } from 'react';

import { IconSpinner } from '../Icon/icons';
import * as iconStyles from '../Icon/Icon.css';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Receives the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * With `disabled`, keeps the button focusable and announced as unavailable (`aria-disabled`)
   * instead of removing it from the Tab order. @default false
   */
  accessibleWhenDisabled?: boolean;
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

/** Stops an interaction with a button that can't be used (no click, no form submission). */
const refuse = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * A native button, as Ariakit's `Button` renders one (type "button" unless told otherwise), with
 * no runtime of its own: buttons are on every page from the first paint. Disabled buttons are
 * skipped by Tab; busy ones, and disabled ones with `accessibleWhenDisabled`, stay focusable with
 * `aria-disabled` and ignore presses, so keyboard users don't lose their place while a request runs.
 */
export function Button({
  ref,
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
  busy = false,
  busyLabel,
  icon,
  iconAfter,
  disabled,
  accessibleWhenDisabled = false,
  type = 'button',
  className,
  children,
  onClickCapture,
  onMouseDownCapture,
  onAuxClickCapture,
  ...props
}: ButtonProps) {
  const unavailable = disabled === true || busy;
  const staysFocusable = unavailable && (busy || accessibleWhenDisabled);
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      disabled={unavailable && !staysFocusable}
      aria-disabled={unavailable || undefined}
      onClickCapture={unavailable ? refuse : onClickCapture}
      onMouseDownCapture={unavailable ? refuse : onMouseDownCapture}
      onAuxClickCapture={unavailable ? refuse : onAuxClickCapture}
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
    >
      {busy ? <IconSpinner size="inherit" className={iconStyles.spin} /> : icon}
      <span className={styles.label}>{busy ? (busyLabel ?? children) : children}</span>
      {busy ? null : iconAfter}
    </button>
  );
}

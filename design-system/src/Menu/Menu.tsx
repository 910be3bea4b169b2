import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';

import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { IconChevronDown } from '../Icon';
import * as buttonStyles from '../private/button.css';
import { LinkBase } from '../private/LinkBase';
import * as styles from './Menu.css';

export interface MenuProps {
  /** The button's text, such as "Book Discovery Call". */
  label: ReactNode;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Where the menu opens relative to its button. @default 'bottom-start' */
  placement?: Ariakit.MenuProviderProps['placement'];
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class name for the button. */
  className?: string;
  /** The `MenuItem`s. */
  children: ReactNode;
}

/**
 * A button that opens a menu of links or actions, after the WAI-ARIA menu button pattern, on
 * Ariakit: Enter, Space or ArrowDown open it on the first item (ArrowUp on the last), arrows move,
 * typing jumps to an item, Escape closes and returns focus to the button.
 */
export function Menu({
  label,
  variant = 'secondary',
  size = 'standard',
  icon,
  placement = 'bottom-start',
  open,
  onOpenChange,
  className,
  children,
}: MenuProps) {
  return (
    <Ariakit.MenuProvider open={open} setOpen={onOpenChange} placement={placement} focusLoop>
      <Ariakit.MenuButton className={clsx(buttonStyles.button({ variant, size }), className)}>
        {icon}
        <span className={buttonStyles.label}>{label}</span>
        <IconChevronDown className={styles.chevron} />
      </Ariakit.MenuButton>
      {/* Fixed positioning keeps a menu in a clipped container (a hero, a card) from being cut off,
          while staying next to its button in the DOM, so the Tab order stays natural. */}
      <Ariakit.Menu gutter={4} fixed className={styles.menu}>
        {children}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}

export interface MenuItemProps extends Omit<Ariakit.MenuItemProps, 'render'> {
  /** Makes the item a link: a path, an external address (opens in a new tab), or tel:/mailto:. */
  href?: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/** One item of a `Menu`: an action (`onClick`) or a link (`href`). */
export const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem({ href, icon, className, children, ...props }, ref) {
  return (
    <Ariakit.MenuItem
      ref={ref}
      {...props}
      render={href === undefined ? undefined : <LinkBase href={href} />}
      className={clsx(styles.item, className)}
    >
      {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
      <span>{children}</span>
    </Ariakit.MenuItem>
  );
});

import * as Ariakit from '@ariakit/react';
import { getAllTabbable } from '@ariakit/utils';
import { clsx } from 'clsx';
import { forwardRef, useRef, type KeyboardEvent, type ReactNode } from 'react';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = Ariakit.useMenuStore({ open, setOpen: onOpenChange, placement, focusLoop: true });

  // The menu is portalled (see below), so Tab is placed by hand, as if the menu sat right after
  // its button: Tab goes on to whatever follows the button, Shift+Tab back to the button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const button = buttonRef.current;
    if (event.key !== 'Tab' || !button) return;
    const menuElement = event.currentTarget;
    const tabbable = getAllTabbable().filter((element) => !menuElement.contains(element));
    const next = event.shiftKey ? button : tabbable[tabbable.indexOf(button) + 1];
    menu.hide();
    if (next) {
      event.preventDefault();
      next.focus();
    } else {
      // Nothing follows on the page: from the button, the browser moves on to its own controls.
      button.focus();
    }
  };

  return (
    <Ariakit.MenuProvider store={menu}>
      <Ariakit.MenuButton ref={buttonRef} className={clsx(buttonStyles.button({ variant, size }), className)}>
        {icon}
        <span className={buttonStyles.label}>{label}</span>
        <IconChevronDown className={styles.chevron} />
      </Ariakit.MenuButton>
      {/* Portalled to the end of the document, so a menu opened from a clipped container (a hero,
          a card) is never cut off and never inherits a dark band's colours. The theme is on <html>,
          so it still applies. Ariakit's focus-trap guards are off: axe rightly flags them. Closed,
          it is not rendered at all: a page with a menu then hydrates without building it. */}
      <Ariakit.Menu gutter={4} portal unmountOnHide preserveTabOrder={false} onKeyDown={onKeyDown} className={styles.menu}>
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

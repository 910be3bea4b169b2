import * as Ariakit from '@ariakit/react';
import { getAllTabbable } from '@ariakit/utils';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

import { IconChevronDown } from '../Icon/icons';
import * as buttonStyles from '../Button/Button.css';
import { LinkBase } from '../private/parts/LinkBase';
import type { MenuItemProps, MenuProps } from './Menu';
import * as styles from './Menu.css';

/** How the menu was asked to open before this code arrived, mirroring Ariakit's MenuButton. */
export interface MenuHandOff {
  /** The stand-in button had focus when it was replaced: the real button takes it. */
  focus: boolean;
  /** The person asked to open the menu: which item gets focus ('container' for a pointer click). */
  open?: 'first' | 'last' | 'container';
  /**
   * A pointer was pressed on the stand-in and not yet released: the code arrived mid-click. The
   * release lands on the real button, but the click may go to their common ancestor instead, so a
   * release on the button opens the menu itself.
   */
  pressed?: boolean;
}

interface AriakitMenuProps extends Omit<MenuProps, 'children'> {
  children: ReactNode;
  handOff: RefObject<MenuHandOff>;
}

/**
 * The menu itself, on Ariakit, loaded the first time someone points at, focuses or presses its
 * button (see Menu.tsx): Enter, Space or ArrowDown open it on the first item (ArrowUp on the last),
 * arrows move, typing jumps to an item, Escape closes and returns focus to the button.
 */
export function AriakitMenu({
  label,
  variant = 'secondary',
  size = 'standard',
  icon,
  placement = 'bottom-start',
  open,
  onOpenChange,
  className,
  children,
  handOff,
}: AriakitMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = Ariakit.useMenuStore({ open, setOpen: onOpenChange, placement, focusLoop: true });

  // Take over from the stand-in button in the same frame it leaves: keep the focus, then open the
  // menu as Ariakit's MenuButton would have for the key or click that asked for it.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    const { focus, open: initialFocus, pressed } = handOff.current;
    const show = (focusOn: NonNullable<MenuHandOff['open']>) => {
      menu.setDisclosureElement(button);
      menu.setAutoFocusOnShow(true);
      menu.setInitialFocus(focusOn);
      menu.show();
    };
    if (focus) button.focus();
    if (initialFocus) {
      show(initialFocus);
      return;
    }
    if (!pressed) return;
    const document = button.ownerDocument;
    const onPointerUp = (event: PointerEvent) => {
      document.removeEventListener('pointerup', onPointerUp, true);
      handOff.current.pressed = false;
      if (!(event.target instanceof Node) || !button.contains(event.target)) return;
      // Whether the browser then sends the click to the real button (Ariakit opens the menu) or
      // to an ancestor depends on the browser: after the click, open it if it isn't open yet.
      window.setTimeout(() => {
        if (!menu.getState().open) show('container');
      });
    };
    document.addEventListener('pointerup', onPointerUp, true);
    return () => document.removeEventListener('pointerup', onPointerUp, true);
    // Only on mount: the hand-off happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          it is not rendered at all. */}
      <Ariakit.Menu gutter={4} portal unmountOnHide preserveTabOrder={false} onKeyDown={onKeyDown} className={styles.menu}>
        {children}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}

export function AriakitMenuItem({ ref, href, icon, className, children, ...props }: MenuItemProps) {
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
}

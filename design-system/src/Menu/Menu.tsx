import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { IconChevronDown } from '../Icon/icons';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './Menu.css';
import type { MenuHandOff } from './MenuPopup';

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

export interface MenuItemProps extends Omit<Ariakit.MenuItemProps, 'render'> {
  /** Makes the item a link: a path, an external address (opens in a new tab), or tel:/mailto:. */
  href?: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

// The menu's code (Ariakit's menu, popover and floating-ui: about 30 KB gzipped) is not part of a
// page's start-up: a closed menu is a plain button until someone points at it, focuses it or
// presses it. Loaded once, for every menu on the page.
type MenuModule = typeof import('./MenuPopup');
let menuModule: MenuModule | undefined;
let menuModuleRequest: Promise<MenuModule> | undefined;
const listeners = new Set<() => void>();

function loadMenuModule() {
  menuModuleRequest ??= import('./MenuPopup').then(
    (loaded) => {
      menuModule = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // Let the next interaction try again (a dropped connection on a phone, say).
      menuModuleRequest = undefined;
      throw error;
    },
  );
  return menuModuleRequest;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded module, or undefined until then (and always while prerendering and hydrating). */
function useMenuModule() {
  return useSyncExternalStore(
    subscribe,
    () => menuModule,
    () => undefined,
  );
}

/**
 * A button that opens a menu of links or actions, after the WAI-ARIA menu button pattern, on
 * Ariakit: Enter, Space or ArrowDown open it on the first item (ArrowUp on the last), arrows move,
 * typing jumps to an item, Escape closes and returns focus to the button.
 *
 * Until its code has loaded, the button stands in with the same look and the same announcement
 * ("button, collapsed, has popup menu"); the key or click that asked for the menu opens it as soon
 * as the code arrives, with focus where that key puts it.
 */
export function Menu(props: MenuProps) {
  const loaded = useMenuModule();
  const handOff = useRef<MenuHandOff>({ focus: false });
  const { open } = props;

  // A menu rendered open from the start needs its code at once.
  useEffect(() => {
    if (open) loadMenuModule().catch(() => undefined);
  }, [open]);

  if (loaded) {
    return <loaded.AriakitMenu {...props} handOff={handOff} />;
  }
  return (
    <MenuButtonStandIn
      {...props}
      onRequestOpen={(initialFocus) => {
        handOff.current.open = initialFocus;
        load();
      }}
      onPress={(pressed) => {
        handOff.current.pressed = pressed;
      }}
      onReplaced={(focused) => {
        handOff.current.focus = focused;
      }}
    />
  );
}

// A failed fetch (a dropped connection) is retried by the next pointer, focus or press.
function load() {
  loadMenuModule().catch(() => undefined);
}

const openingKeys: Partial<Record<string, MenuHandOff['open']>> = { ArrowDown: 'first', ArrowUp: 'last' };

interface StandInProps extends MenuProps {
  onRequestOpen: (initialFocus: NonNullable<MenuHandOff['open']>) => void;
  /** Called as a pointer is pressed on this button (true) and released or lost (false). */
  onPress: (pressed: boolean) => void;
  /** Called as the real button replaces this one, saying whether this one had focus. */
  onReplaced: (focused: boolean) => void;
}

function MenuButtonStandIn({
  label,
  variant = 'secondary',
  size = 'standard',
  icon,
  className,
  onRequestOpen,
  onPress,
  onReplaced,
}: StandInProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const replaced = useRef(onReplaced);
  useLayoutEffect(() => {
    replaced.current = onReplaced;
  });

  // Runs as React removes this button for the real one, while the button is still in the page:
  // the only moment its focus can be read reliably.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      replaced.current(button !== null && button.ownerDocument.activeElement === button);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space click with a detail of 0: the keyboard opens on the first item.
    onRequestOpen(event.detail === 0 ? 'first' : 'container');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const initialFocus = openingKeys[event.key];
    if (!initialFocus) return;
    event.preventDefault();
    onRequestOpen(initialFocus);
  };

  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={clsx(buttonStyles.button({ variant, size }), className)}
      onPointerEnter={load}
      onPointerDown={(event) => {
        load();
        // The primary button only, as a click. The release is heard wherever it happens, even
        // after this button has been replaced.
        if (event.button !== 0) return;
        onPress(true);
        const document = event.currentTarget.ownerDocument;
        const released = () => {
          document.removeEventListener('pointerup', released, true);
          document.removeEventListener('pointercancel', released, true);
          onPress(false);
        };
        document.addEventListener('pointerup', released, true);
        document.addEventListener('pointercancel', released, true);
      }}
      onFocus={load}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {icon}
      <span className={buttonStyles.label}>{label}</span>
      <IconChevronDown className={styles.chevron} />
    </button>
  );
}

/** One item of a `Menu`: an action (`onClick`) or a link (`href`). Rendered only inside an open menu. */
export function MenuItem({ ref, ...props }: MenuItemProps) {
  if (!menuModule) throw new Error('MenuItem renders only inside an open Menu.');
  return <menuModule.AriakitMenuItem ref={ref} {...props} />;
}

import { mediaQuery } from '@akoma/tokens';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { flushSync } from 'react-dom';

import { IconChevronDown } from '../Icon/icons';
import { LinkBase } from '../private/parts/LinkBase';
import * as styles from './NavigationMenu.css';

/** How long the pointer rests on a group before it opens, and leaves it before it closes (ms). */
const hoverOpenDelay = 150;
const hoverCloseDelay = 300;

interface NavigationContextValue {
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
  currentPath: string | undefined;
  onNavigate: (() => void) | undefined;
}

/**
 * Hover opens groups only in the bar layout (wide screens) with a mouse-like pointer. Asked when the
 * pointer arrives rather than held in state: the prerendered page cannot know the answer, and state
 * that changes straight after hydration would re-render the whole menu at once.
 */
const hoverOpens = () => matchMedia(mediaQuery.wide).matches && matchMedia('(hover: hover) and (pointer: fine)').matches;

const NavigationContext = createContext<NavigationContextValue | null>(null);

function useNavigationContext(component: string): NavigationContextValue {
  const context = useContext(NavigationContext);
  if (!context) throw new Error(`${component} must be inside NavigationMenu.`);
  return context;
}

export interface NavigationMenuProps {
  /** Names the navigation landmark, such as "Main". */
  'aria-label': string;
  /** The current page's path: its link gets `aria-current="page"` and its group is marked. */
  currentPath?: string;
  /** Called after the visitor chooses any link, so a mobile menu can close itself. */
  onNavigate?: () => void;
  className?: string;
  /** `NavigationMenuLink`s and `NavigationMenuGroup`s. */
  children: ReactNode;
}

/**
 * Site navigation after the WAI-ARIA disclosure navigation pattern: top-level links, and groups whose
 * button shows a list of links. On wide screens a group also opens when the pointer rests on it; below the
 * wide breakpoint the groups expand in place, as a list.
 */
export function NavigationMenu({ 'aria-label': label, currentPath, onNavigate, className, children }: NavigationMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [pathWhenOpened, setPathWhenOpened] = useState(currentPath);

  // A new page closes whatever group was open (adjusting state during render, not in an effect).
  if (pathWhenOpened !== currentPath) {
    setPathWhenOpened(currentPath);
    setOpenId(null);
  }

  const context = useMemo(() => ({ openId, setOpenId, currentPath, onNavigate }), [openId, currentPath, onNavigate]);

  return (
    <NavigationContext.Provider value={context}>
      <nav aria-label={label} className={className}>
        <ul className={styles.list}>{children}</ul>
      </nav>
    </NavigationContext.Provider>
  );
}

export interface NavigationMenuLinkProps {
  /** Where it goes. */
  href: string;
  children: ReactNode;
}

/** A top-level link, such as Careers or About. */
export function NavigationMenuLink({ href, children }: NavigationMenuLinkProps) {
  const { currentPath, setOpenId, onNavigate } = useNavigationContext('NavigationMenuLink');
  return (
    <li className={styles.item}>
      <LinkBase
        href={href}
        aria-current={currentPath === href ? 'page' : undefined}
        className={styles.topLevel}
        onClick={() => {
          setOpenId(null);
          onNavigate?.();
        }}
      >
        {children}
      </LinkBase>
    </li>
  );
}

export interface NavigationMenuGroupItem {
  href: string;
  label: string;
  /** A short line under the label. */
  description?: string;
}

export interface NavigationMenuGroupProps {
  /** The group's button text, such as "Solutions". */
  label: string;
  /** The links the group shows. */
  items: readonly NavigationMenuGroupItem[];
}

/**
 * A group of links behind a button. Enter, Space or a click toggle it; ArrowDown opens it on the
 * first link (ArrowUp on the last); arrows, Home and End move between its links; Escape closes it
 * and returns focus to the button; leaving it with Tab closes it.
 */
export function NavigationMenuGroup({ label, items }: NavigationMenuGroupProps) {
  const { openId, setOpenId, currentPath, onNavigate } = useNavigationContext('NavigationMenuGroup');
  const id = useId();
  const panelId = `${id}-panel`;
  const open = openId === id;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenId((current) => (next ? id : current === id ? null : current));
    },
    [id, setOpenId],
  );

  /**
   * Opens or closes the group at the visitor's explicit request (a click, a key, focus leaving),
   * cancelling any hover action still waiting: a click made within the hover delay would otherwise
   * be followed by the delayed hover-open, which reopened a group just closed by Tab and marked a
   * clicked group as hover-opened, so it closed when the pointer left.
   */
  const setOpenByVisitor = useCallback(
    (next: boolean) => {
      clearTimeout(hoverTimer.current);
      openedByHover.current = false;
      setOpen(next);
    },
    [setOpen],
  );

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  // A click anywhere outside closes the group.
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpenByVisitor(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, setOpenByVisitor]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const openWithFocus = (target: 'first' | 'last') => {
    // The panel must be shown before a link in it can take focus.
    flushSync(() => {
      setOpenByVisitor(true);
    });
    const all = links();
    (target === 'first' ? all[0] : all.at(-1))?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpenByVisitor(false);
    }
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpenByVisitor(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpenByVisitor(false);
  };

  const onPointerEnter = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || !hoverOpens()) return;
    clearTimeout(hoverTimer.current);
    if (open) return;
    hoverTimer.current = setTimeout(() => {
      openedByHover.current = true;
      setOpen(true);
    }, hoverOpenDelay);
  };

  const onPointerLeave = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || !hoverOpens()) return;
    clearTimeout(hoverTimer.current);
    // A group opened by click or keyboard stays open until the visitor closes it.
    if (!openedByHover.current) return;
    hoverTimer.current = setTimeout(() => {
      setOpen(false);
    }, hoverCloseDelay);
  };

  // The group is marked for any page in its section: /solutions/twu sits under the /solutions link.
  const containsCurrent =
    currentPath !== undefined &&
    items.some((item) => item.href === currentPath || (item.href !== '/' && currentPath.startsWith(`${item.href}/`)));

  return (
    // Hover is a pointer-only shortcut and focusout only tidies up: the button and links carry
    // every interaction, so the list item stays a plain item for assistive technology.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li ref={itemRef} className={styles.item} onBlur={onBlur} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={containsCurrent || undefined}
        className={styles.topLevel}
        onClick={() => {
          setOpenByVisitor(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <IconChevronDown size="small" className={styles.chevron} />
      </button>
      <ul ref={panelRef} id={panelId} hidden={!open} className={styles.panel}>
        {items.map((item) => (
          <li key={item.href}>
            <LinkBase
              href={item.href}
              aria-current={currentPath === item.href ? 'page' : undefined}
              className={styles.panelLink}
              onKeyDown={onLinkKeyDown}
              onClick={() => {
                setOpenByVisitor(false);
                onNavigate?.();
              }}
            >
              {item.label}
              {item.description ? <span className={styles.panelDescription}>{item.description}</span> : null}
            </LinkBase>
          </li>
        ))}
      </ul>
    </li>
  );
}

import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { siteHeaderMessages } from './SiteHeader.messages';
import { Container } from '../Container/Container';
import { IconClose, IconMenu } from '../Icon/icons';
import { Text } from '../Text/Text';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /** The brand mark, usually a link home. */
  logo: ReactNode;
  /** The main navigation, usually a `NavigationMenu`. */
  navigation: ReactNode;
  /** Calls to action at the end of the bar, such as "Sign in" and "Ask Indy". */
  actions?: ReactNode;
  /** A short line shown above the bar, such as a trust claim. */
  announcement?: ReactNode;
  /** The small-screen toggle's name. @default the provider's `messages.menu` ('Menu') */
  menuLabel?: string;
  className?: string;
}

/** The root's scroll padding for a header of `height`: the height, then the gap left under it. */
const scrollPaddingFor = (height: string) => `calc(${height} + ${styles.scrollGap})`;

/**
 * The scroll padding to put on `<html>` in the page's HTML (its `style` attribute), before the
 * header has measured itself: the gap alone, in the form the header then writes (its height in px,
 * plus the gap). The browser applies that change to the root alone; adding the property to the
 * root's style, or changing which variables it uses, makes it restyle the whole page, a long task on
 * a slow phone during start-up.
 */
export const siteHeaderScrollPadding = scrollPaddingFor('0px');

/**
 * The sticky site header. From the wide breakpoint (1280 px) the navigation and actions sit in the bar;
 * below it a toggle shows them as a panel: the toggle says whether it is expanded, choosing any
 * link closes the panel, and Escape closes it and returns focus to the toggle. The header's height
 * becomes the page's scroll padding, so anchors and focused elements scroll clear of it.
 */
export function SiteHeader({ logo, navigation, actions, announcement, menuLabel, className }: SiteHeaderProps) {
  const messages = useComponentMessages(siteHeaderMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The header's height becomes the page's scroll padding (WCAG 2.4.11: focus not obscured). Set as
  // the root's own scroll-padding-top, not as a custom property: a variable changed on <html> makes
  // the browser restyle the whole page (110-165 ms on the home page with the CPU slowed 4x, inside
  // the hydration task), where a non-inherited property restyles the root alone (about 1.5 ms).
  // Set at once, so the first focus or anchor already clears the header, then kept up to date.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return undefined;
    const root = document.documentElement;
    const publish = () => {
      const padding = scrollPaddingFor(`${String(Math.ceil(header.getBoundingClientRect().height))}px`);
      if (root.style.scrollPaddingTop !== padding) root.style.scrollPaddingTop = padding;
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);

  // Choosing any link in the panel closes it (delegated, so any link markup works).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
    };
    panel.addEventListener('click', closeOnLink);
    return () => {
      panel.removeEventListener('click', closeOnLink);
    };
  }, []);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    // A dropdown inside the panel handles its own Escape first (and prevents the default).
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // Escape from any control inside (the toggle, a link in the panel) bubbles here; React's
    // synthetic bubbling lets a dropdown inside claim it first.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header ref={headerRef} className={clsx(styles.header, className)} onKeyDown={closeOnEscape}>
      {announcement ? (
        <Box background="inverse" paddingY="xxsmall">
          <Container>
            <Text size="xsmall" align="center" weight="medium">
              {announcement}
            </Text>
          </Container>
        </Box>
      ) : null}
      <Container className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        <div className={styles.toggle}>
          <Button
            ref={toggleRef}
            variant="ghost"
            aria-expanded={open}
            aria-controls={panelId}
            icon={open ? <IconClose /> : <IconMenu />}
            onClick={() => {
              setOpen(!open);
            }}
          >
            {menuLabel ?? messages.menu}
          </Button>
        </div>
        <div ref={panelRef} id={panelId} data-open={open} className={styles.panel}>
          {navigation}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </Container>
    </header>
  );
}

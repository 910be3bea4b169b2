import type { ComponentPropsWithRef, MouseEvent } from 'react';

/** A plain anchor, for Ariakit's `render` prop. */
function PlainAnchor({ children, ...props }: ComponentPropsWithRef<'a'>) {
  return <a {...props}>{children}</a>;
}

/**
 * Props for a `Link`, `ButtonLink` or `CardLink` to a part of the same page (`#client-stories`).
 * It is a plain `#id` anchor, so it works before the page's script has loaded. Once it has, a
 * click scrolls the target into view (clear of the sticky header, through the page's scroll
 * padding) and moves keyboard focus to it, so Tab continues from there and a screen reader
 * announces it. It bypasses the router, which would neither move focus nor keep a scroll it did
 * not start.
 */
export function inPageLinkTo(targetId: string) {
  return {
    href: `#${targetId}`,
    render: PlainAnchor,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      const target = document.getElementById(targetId);
      // A modified click (new tab, new window) keeps the browser's behaviour.
      if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // Focusable by script only: the target (a section, an article) is not a Tab stop.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    },
  };
}

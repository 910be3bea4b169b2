import type { MouseEvent, ReactElement } from 'react';
import { createElement } from 'react';

/**
 * Props for a link to a target on the same page (a form's heading, a section). It is a plain
 * `#id` anchor, so it works before the page's script has loaded; once it has, a click scrolls the
 * target into view (clear of the sticky header, through the page's scroll padding; smoothly unless
 * motion is reduced) and moves keyboard focus there, so Tab continues from the target and a screen
 * reader announces it. The target needs `tabIndex={-1}`.
 *
 * It bypasses the router on purpose: a router link to `#id` would rebuild the address without its
 * query string, and would not move focus.
 */
export function inPageLinkProps(targetId: string): {
  href: string;
  render: ReactElement;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
} {
  return {
    href: `#${targetId}`,
    render: createElement('a'),
    onClick: (event) => {
      const target = document.getElementById(targetId);
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    },
  };
}

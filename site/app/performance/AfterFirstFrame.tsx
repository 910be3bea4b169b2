import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

import { afterNextFrame } from '@akoma/design-system';

import { useHydrated } from '../useHydrated';
import { pending } from './afterFirstFrame.css';

/**
 * The part of a page below its first band (its hero), rendered once the new page's first frame is
 * on screen when the visitor moves to the page within the site.
 *
 * A move to another page renders, commits, styles and lays out the whole new page before its first
 * frame: on a slow phone the lower sections took most of that time, for content the visitor cannot
 * see yet. Here they render in a transition of their own just after that frame, so the heading and
 * the first band appear sooner and the rest follows without blocking a tap.
 *
 * Everything renders at once when:
 * - React takes over prerendered HTML (the HTML already holds the whole page);
 * - the move is back or forward (the browser restores a scroll position the whole page must be
 *   there for);
 * - the address names a place in the page (its fragment), which must be there to be scrolled to;
 * - the page says so (`immediately`): a page that scrolls to one of its sections as it opens.
 */
export function AfterFirstFrame({ children, immediately = false }: { children: ReactNode; immediately?: boolean }) {
  const hydrated = useHydrated();
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [shown, setShown] = useState(() => immediately || !hydrated || navigationType === NavigationType.Pop || hash !== '');

  useEffect(() => {
    if (shown) return;
    return afterNextFrame(() => {
      startTransition(() => setShown(true));
    });
  }, [shown]);

  return shown ? children : <div className={pending} />;
}

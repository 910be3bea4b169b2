import * as Ariakit from '@ariakit/react';
import { useEffect, useLayoutEffect, useRef } from 'react';

import type { LoadedTooltipProps } from './Tooltip';
import * as styles from './Tooltip.css';
import { tooltipTiming } from './tooltipTiming';

/** Whether the element has a name that does not come from the tooltip. */
function hasOwnName(element: HTMLElement): boolean {
  return Boolean(
    element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim() || element.textContent.trim(),
  );
}

/**
 * The tooltip itself, loaded by `Tooltip` once the page is idle or a person reaches the control
 * (see Tooltip.tsx). Shows a short label next to a control whose only visible content is an icon, after the
 * WAI-ARIA tooltip pattern, on Ariakit's Tooltip: it appears when the pointer has rested on the
 * control for 700 ms (at once within 300 ms of another tooltip hiding) or as soon as the control
 * gets keyboard focus, stays while the pointer moves onto it, and Escape hides it.
 *
 * It is never the control's name: the control keeps its `aria-label` (or visually hidden text),
 * and the tooltip shows those words to sighted people. Screen readers don't hear it twice.
 */
export function LoadedTooltip({ content, children, placement = 'top', className, takesFocusFromRef, ...props }: LoadedTooltipProps) {
  // Typed as TooltipAnchor's default element; at run time it is the child, read only as an HTMLElement.
  const anchorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (process.env.NODE_ENV !== 'production' && anchor && !hasOwnName(anchor)) {
      console.warn(
        'Tooltip: the control has no name of its own; give it an aria-label (or visually hidden text) with the same words as the tooltip.',
      );
    }
  }, []);

  // Focus reached the control while this was rendering: it moves onto the new element in the same
  // place before the frame is drawn, and the tooltip shows as it would for any focus.
  useLayoutEffect(() => {
    if (!takesFocusFromRef?.current) return;
    takesFocusFromRef.current = false;
    anchorRef.current?.focus({ preventScroll: true });
  }, [takesFocusFromRef]);

  const store = Ariakit.useTooltipStore({ showTimeout: tooltipTiming.showDelay, skipTimeout: tooltipTiming.skipDelay, placement });

  // Loaded because the pointer reached the control: Ariakit starts its delay when the pointer
  // moves, so a pointer already resting there still gets its tooltip when it is due.
  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor?.matches(':hover')) return;
    const timer = setTimeout(() => {
      if (!anchor.matches(':hover')) return;
      store.setAnchorElement(anchor);
      store.show();
    }, tooltipTiming.showDelay);
    return () => {
      clearTimeout(timer);
    };
  }, [store]);

  return (
    <>
      <Ariakit.TooltipAnchor store={store} ref={anchorRef} render={children} />
      <Ariakit.Tooltip store={store} unmountOnHide {...props} className={className ? `${styles.tooltip} ${className}` : styles.tooltip}>
        {content}
      </Ariakit.Tooltip>
    </>
  );
}

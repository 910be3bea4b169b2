import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

import * as styles from './Tooltip.css';

/**
 * How long the pointer must rest on a control before its tooltip shows, and how soon after one
 * tooltip hides another shows at once when the pointer moves to a neighbouring control.
 */
export const tooltipTiming = { showDelay: 700, skipDelay: 300 } as const;

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps extends Omit<Ariakit.TooltipProps, 'store' | 'content' | 'children' | 'render'> {
  /** The words shown: the control's own name (its `aria-label` or hidden text), now in sight. */
  content: ReactNode;
  /** The control: one element that takes a ref and spreads props, with an accessible name of its own. */
  children: ReactElement;
  /** The side of the control it shows on; it flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
}

/** Whether the element has a name that does not come from the tooltip. */
function hasOwnName(element: HTMLElement): boolean {
  return Boolean(
    element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim() || element.textContent.trim(),
  );
}

/**
 * Shows a short label next to a control whose only visible content is an icon, after the
 * WAI-ARIA tooltip pattern, on Ariakit's Tooltip: it appears when the pointer has rested on the
 * control for 700 ms (at once within 300 ms of another tooltip hiding) or as soon as the control
 * gets keyboard focus, stays while the pointer moves onto it, and Escape hides it.
 *
 * It is never the control's name: the control keeps its `aria-label` (or visually hidden text),
 * and the tooltip shows those words to sighted people. Screen readers don't hear it twice.
 */
export function Tooltip({ content, children, placement = 'top', className, ...props }: TooltipProps) {
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

  return (
    <Ariakit.TooltipProvider showTimeout={tooltipTiming.showDelay} skipTimeout={tooltipTiming.skipDelay} placement={placement}>
      <Ariakit.TooltipAnchor ref={anchorRef} render={children} />
      <Ariakit.Tooltip unmountOnHide {...props} className={clsx(styles.tooltip, className)}>
        {content}
      </Ariakit.Tooltip>
    </Ariakit.TooltipProvider>
  );
}

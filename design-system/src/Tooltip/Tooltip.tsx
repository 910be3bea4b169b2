import type * as Ariakit from '@ariakit/react';
import {
  cloneElement,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { mergeRefs } from '../private/utils/mergeRefs';

export { tooltipTiming } from './tooltipTiming';

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

type LoadedTooltipComponent = (typeof import('./LoadedTooltip'))['LoadedTooltip'];

/** What `Tooltip` passes to the loaded tooltip beyond its own props. */
export interface LoadedTooltipProps extends TooltipProps {
  /** True when the control rendered before had focus as it was replaced: the anchor takes the focus over as it mounts. */
  takesFocusFromRef?: { current: boolean };
}

let loadedTooltip: LoadedTooltipComponent | null = null;
let loading: Promise<LoadedTooltipComponent> | null = null;

/**
 * Loads the tooltip's code (Ariakit's tooltip, about 20 KB gzipped) if it has not loaded yet.
 * `Tooltip` calls it once the page is idle, or as soon as the pointer or focus comes near its control;
 * call it earlier where tooltips must work from the very first focus (a test, for instance).
 */
export function preloadTooltip(): Promise<LoadedTooltipComponent> {
  loading ??= import('./LoadedTooltip').then((module) => {
    loadedTooltip = module.LoadedTooltip;
    return module.LoadedTooltip;
  });
  return loading;
}

/**
 * Shows a short label next to a control whose only visible content is an icon, after the
 * WAI-ARIA tooltip pattern: it appears when the pointer has rested on the control for 700 ms (at
 * once within 300 ms of another tooltip hiding) or as soon as the control gets keyboard focus,
 * stays while the pointer moves onto it, and Escape hides it.
 *
 * It is never the control's name: the control keeps its `aria-label` (or visually hidden text),
 * and the tooltip shows those words to sighted people. Screen readers don't hear it twice.
 *
 * A page's start-up carries only this wrapper: the tooltip's code loads once the page is idle, and
 * the tooltip comes in as soon as the pointer or focus comes near the control (onto it or onto
 * what sits beside it, such as its field), well within the 700 ms the pointer rests before it
 * shows. Until then the control is rendered as it is. The control is then rendered again inside
 * the tooltip's anchor, a new element in the same place, so it is never swapped while it has
 * focus: focused before its tooltip came in, it gets its tooltip from its next focus. Focus that
 * arrives while the new element is rendering (a quick Tab on a slow phone) moves onto the new
 * element with it, so it is never dropped onto the page.
 */
export function Tooltip(props: TooltipProps) {
  const [Loaded, setLoaded] = useState<LoadedTooltipComponent | null>(() => loadedTooltip);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Whether the control had focus as it left the page for its tooltip's anchor, which takes it over as it mounts.
  const focusedAsReplacedRef = useRef(false);
  const anchorElementRef = useRef<HTMLElement | null>(null);
  // React detaches a ref before it takes the element out of the page, so focus is still there to see.
  const trackAnchor = useCallback((node: HTMLElement | null) => {
    const previous = anchorElementRef.current;
    focusedAsReplacedRef.current = node === null && previous !== null && previous === previous.ownerDocument.activeElement;
    anchorElementRef.current = node;
    setAnchor(node);
  }, []);

  useEffect(() => {
    if (Loaded || !anchor) return;
    let active = true;
    let removeBlurListener: (() => void) | undefined;
    // Rendered after the frame the visitor's move is drawn in: mounting Ariakit's anchor and tooltip
    // is a few milliseconds of work, kept out of the press or focus that asked for it.
    const render = (component: LoadedTooltipComponent) => {
      startTransition(() => {
        setLoaded(() => component);
      });
    };
    const swapIn = (component: LoadedTooltipComponent) => {
      if (!active) return;
      if (anchor === anchor.ownerDocument.activeElement) {
        const onBlur = () => {
          removeBlurListener?.();
          render(component);
        };
        anchor.addEventListener('blur', onBlur);
        removeBlurListener = () => {
          anchor.removeEventListener('blur', onBlur);
        };
        return;
      }
      render(component);
    };
    // The control and what sits beside it (the field a password toggle belongs to, the row of a
    // carousel's controls): focus or the pointer there is a person about to reach the control.
    const area = anchor.parentElement ?? anchor;
    const near = () => {
      area.removeEventListener('pointerover', near);
      area.removeEventListener('focusin', near);
      void preloadTooltip().then(swapIn);
    };
    area.addEventListener('pointerover', near);
    area.addEventListener('focusin', near);
    // Already there: a clear button that appears as the person types in its field.
    if (area.contains(anchor.ownerDocument.activeElement)) near();
    // Only the code, once the page is idle, so it is there when a person comes near. Rendering every
    // tooltip on the page then would be work on the main thread that nobody had asked for yet.
    const idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void preloadTooltip(), { timeout: 10_000 }) : undefined;
    return () => {
      active = false;
      removeBlurListener?.();
      area.removeEventListener('pointerover', near);
      area.removeEventListener('focusin', near);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [Loaded, anchor]);

  // Only a ref is added, so the control's own props and handlers are untouched; the listeners
  // above go on the element itself.
  const child = props.children as ReactElement<{ ref?: Ref<HTMLElement> }>;
  const childRef = child.props.ref;
  // mergeRefs only builds a ref callback; the refs trackAnchor uses are read when React calls it, never in render.
  // eslint-disable-next-line react-hooks/refs
  const ref = useMemo(() => mergeRefs(childRef, trackAnchor), [childRef, trackAnchor]);

  if (Loaded) return <Loaded {...props} takesFocusFromRef={focusedAsReplacedRef} />;
  return cloneElement(child, { ref });
}

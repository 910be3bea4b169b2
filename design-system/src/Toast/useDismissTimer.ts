import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

interface DismissTimerOptions {
  /** Milliseconds the toast stays; `Infinity` keeps it until someone dismisses it. */
  duration: number;
  /** While true the clock stops; it restarts with the time that was left (WCAG 2.2.1). */
  paused: boolean;
  onExpire: () => void;
}

/** Calls `onExpire` after `duration` ms of unpaused time. */
export function useDismissTimer({ duration, paused, onExpire }: DismissTimerOptions) {
  const remaining = useRef(duration);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    // `setTimeout(fn, Infinity)` fires at once, so an endless toast never starts a clock.
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = performance.now();
    const timer = window.setTimeout(() => {
      expire();
    }, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - startedAt));
    };
  }, [paused, duration]);
}

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}

const isPageHidden = () => document.visibilityState === 'hidden';

/** Whether the visitor has switched to another tab or minimised the window. False while prerendering. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeToVisibility, isPageHidden, () => false);
}

/**
 * Whether a pointer rests on the element or focus is inside it: either means someone is reading or
 * about to act on it. Listens natively, as the element itself is not a control.
 */
export function useHoverOrFocusWithin(elementRef: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const onEnter = () => {
      setHovered(true);
    };
    const onLeave = () => {
      setHovered(false);
    };
    const onFocusIn = () => {
      setFocusWithin(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setFocusWithin(false);
    };
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [elementRef]);

  return hovered || focusWithin;
}

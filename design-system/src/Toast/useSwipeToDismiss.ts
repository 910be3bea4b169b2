import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/** How far a drag must travel before it dismisses: 10 px by touch, 2 px otherwise, since fingers wobble more than mice. */
export const swipeThreshold = { touch: 10, other: 2 } as const;

// A press on a control is a press, not the start of a swipe.
const controlSelector = 'button, a[href], input, select, textarea, summary';

export interface SwipeState {
  /** Pixels the element has been dragged sideways; 0 at rest. */
  offset: number;
  /** True while a pointer is down on the element. */
  swiping: boolean;
}

/**
 * A horizontal drag on `elementRef` that travels past the threshold and is released calls
 * `onSwipe`; a shorter or mostly vertical one snaps back. While the pointer is down it listens on
 * the window, so the drag survives the pointer leaving the element without pointer capture.
 */
export function useSwipeToDismiss(elementRef: RefObject<HTMLElement | null>, onSwipe: () => void): SwipeState {
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const swiped = useEffectEvent(onSwipe);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const view = element.ownerDocument.defaultView ?? window;
    let stopTracking: (() => void) | null = null;

    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(controlSelector)) return;

      stopTracking?.();
      const { pointerId, clientX: startX, clientY: startY } = event;
      const threshold = event.pointerType === 'touch' ? swipeThreshold.touch : swipeThreshold.other;

      const onMove = (moveEvent: PointerEvent) => {
        if (moveEvent.pointerId === pointerId) setOffset(moveEvent.clientX - startX);
      };
      const onEnd = (endEvent: PointerEvent) => {
        if (endEvent.pointerId !== pointerId) return;
        stop();
        const travelX = Math.abs(endEvent.clientX - startX);
        const travelY = Math.abs(endEvent.clientY - startY);
        if (endEvent.type === 'pointerup' && travelX > threshold && travelX > travelY) {
          swiped();
        } else {
          setOffset(0);
        }
      };
      const stop = () => {
        view.removeEventListener('pointermove', onMove);
        view.removeEventListener('pointerup', onEnd);
        view.removeEventListener('pointercancel', onEnd);
        stopTracking = null;
        setSwiping(false);
      };

      view.addEventListener('pointermove', onMove);
      view.addEventListener('pointerup', onEnd);
      view.addEventListener('pointercancel', onEnd);
      stopTracking = stop;
      setSwiping(true);
    };

    element.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      stopTracking?.();
    };
  }, [elementRef]);

  return { offset, swiping };
}

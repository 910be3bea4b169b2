import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** What the visitor does to move the page themselves: from then on, the page is theirs to place. */
const ownMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings a sub-route's visitor to its part of the page (/impact/metrics to the metrics), once the
 * page is shown: on arrival from a link, and on a fresh load. It leaves the page alone when the
 * address has a #fragment of its own, and when back or forward has already restored a scroll
 * position, so the visitor keeps their place.
 *
 * The page can still settle after that scroll: the web fonts swap in, and the sticky header, whose
 * height is the page's scroll padding, may be measured again, each moving the part a few pixels
 * from where it was brought. Until the visitor moves the page themselves, the part is brought back
 * whenever the page's content or the header changes size.
 */
export function useScrollToSection(sectionId: string | undefined) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!sectionId || hash) return;
    // A fresh load is a "POP" too, but starts at the top; a restored position does not.
    if (navigationType === NavigationType.Pop && window.scrollY > 0) return;
    const section = document.getElementById(sectionId);
    if (!section) return;
    // Instant, so it holds under reduced motion and overrides the router's scroll to the top; the
    // page's scroll padding keeps the part clear of the sticky header.
    const bring = () => section.scrollIntoView({ block: 'start', behavior: 'instant' });
    bring();
    let frame = 0;
    // In the frame after the change, once the header has written its new scroll padding.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(bring);
    });
    for (const element of [document.querySelector('main'), document.querySelector('header')]) if (element) observer.observe(element);
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const type of ownMoves) window.removeEventListener(type, stop, options);
    };
    for (const type of ownMoves) window.addEventListener(type, stop, options);
    return stop;
    // The pathname is a dependency so that moving between sub-routes scrolls again.
  }, [sectionId, hash, pathname, navigationType]);
}

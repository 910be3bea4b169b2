import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Brings a sub-route's visitor to its part of the page (/impact/metrics to the metrics), once the
 * page is shown: on arrival from a link, and on a fresh load. It leaves the page alone when the
 * address has a #fragment of its own, and when back or forward has already restored a scroll
 * position, so the visitor keeps their place.
 */
export function useScrollToSection(sectionId: string | undefined) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!sectionId || hash) return;
    // A fresh load is a "POP" too, but starts at the top; a restored position does not.
    if (navigationType === NavigationType.Pop && window.scrollY > 0) return;
    // Instant, so it holds under reduced motion and overrides the router's scroll to the top; the
    // page's scroll padding keeps the part clear of the sticky header.
    document.getElementById(sectionId)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    // The pathname is a dependency so that moving between sub-routes scrolls again.
  }, [sectionId, hash, pathname, navigationType]);
}

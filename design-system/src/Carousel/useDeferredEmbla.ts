import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useCallback, useEffect, useState } from 'react';

import { afterNextFrame } from '../afterNextFrame';
import { dataSaverOn } from '../dataSaver';

interface EmblaModules {
  EmblaCarousel: typeof import('embla-carousel').default;
  Autoplay: typeof import('embla-carousel-autoplay').default;
}

// Embla and its autoplay plugin (about 10 KB gzipped) are not part of a page's start-up: until they
// arrive, the carousel shows its slide with CSS alone (Carousel.css.ts) and its buttons and dots
// switch slides without animation. Fetched once, for every carousel on the page.
let request: Promise<EmblaModules> | undefined;

function loadEmbla() {
  request ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
    ([embla, autoplay]) => ({ EmblaCarousel: embla.default, Autoplay: autoplay.default }),
    (error: unknown) => {
      // Let the next interaction try again (a dropped connection on a phone, say).
      request = undefined;
      throw error;
    },
  );
  return request;
}

/**
 * Embla on the viewport the returned ref is given, started once the page is idle after
 * hydration (under the data saver, never by itself), or at once when `start()` is called (the visitor touches or focuses the carousel).
 * Until then the API is undefined. New options or autoplay options restart it: listen for the
 * new API to put back the slide on show.
 */
export function useDeferredEmbla(options: EmblaOptionsType, autoplayOptions: AutoplayOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [modules, setModules] = useState<EmblaModules>();
  const [api, setApi] = useState<EmblaCarouselType>();

  const start = useCallback(() => {
    setWanted(true);
  }, []);

  // Idle: after hydration and the first paints, when the main thread has nothing more urgent. Under
  // the data saver, only when the visitor touches or focuses the carousel.
  useEffect(() => {
    if (dataSaverOn()) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => {
        cancelIdleCallback(id);
      };
    }
    const id = setTimeout(start, 200);
    return () => {
      clearTimeout(id);
    };
  }, [start]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadEmbla().then(
      (loaded) => {
        if (live) setModules(loaded);
      },
      () => {
        // Not fetched: the next touch or focus asks again.
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!modules || !viewport) return;
    let embla: EmblaCarouselType | undefined;
    // Just after the next frame is drawn: Embla measures the slides as it starts, which makes the
    // browser lay out the page there and then if anything has changed since the last frame (the web
    // fonts arriving, a section rendering below), a layout the frame would have done anyway but now
    // in the same long task as Embla's own start.
    const cancel = afterNextFrame(() => {
      embla = modules.EmblaCarousel(viewport, options, [modules.Autoplay(autoplayOptions)]);
      // Embla is the external system here, created on the viewport node: its API becomes state so
      // the carousel re-renders to wire its listeners, as embla-carousel-react does.
      setApi(embla);
    });
    return () => {
      cancel();
      embla?.destroy();
      setApi(undefined);
    };
  }, [modules, viewport, options, autoplayOptions]);

  return [setViewport, api, start] as const;
}

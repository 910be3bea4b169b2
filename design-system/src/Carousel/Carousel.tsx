import type * as Ariakit from '@ariakit/react';
import { mediaQuery } from '@akoma/tokens';
import { clsx } from 'clsx';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { Box } from '../Box/Box';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { carouselMessages } from './Carousel.messages';
import * as boxStyles from '../private/utils/backgroundContext.css';
import { IconChevronLeft, IconChevronRight, IconPause, IconPlay } from '../Icon/icons';
import { usePrefersReducedMotion } from '../private/utils/usePrefersReducedMotion';
import { inlineVars } from '../private/utils/inlineVars';
import { mergeRefs } from '../private/utils/mergeRefs';
import * as styles from './Carousel.css';
import { useDeferredEmbla } from './useDeferredEmbla';
import { Role } from '../private/parts/Role';

export const carouselVariants = ['content', 'background'] as const;
export type CarouselVariant = (typeof carouselVariants)[number];

interface CarouselBaseProps extends Omit<Ariakit.RoleProps<'section'>, 'children'> {
  /** What the carousel shows, for screen readers ("Client testimonials", "Signature products"). */
  'aria-label': string;
  /** One entry per slide, in order. Each is announced as a group, "2 of 3" (in the provider's `messages`). */
  slides: readonly ReactNode[];
  /** The slide shown first, counted from 0, when the carousel keeps its own position. @default 0 */
  defaultIndex?: number;
  /** The slide shown, counted from 0, when the parent keeps the position (a route such as /signature-products/wellpaddy). Store what `onIndexChange` reports. */
  index?: number;
  /** Called with the new slide's index whenever the shown slide changes, whoever changed it. */
  onIndexChange?: (index: number) => void;
  /** Rotates through the slides on its own, with a pause control first in the tab order. Never starts under reduced motion. @default false */
  autoplay?: boolean;
  /** Milliseconds each slide stays up while rotating. @default 5000 */
  interval?: number;
  /** Shows the "Previous slide" and "Next slide" buttons beside the dots. @default true */
  withPreviousNext?: boolean;
}

/** Slides are content cards (testimonials, products); the controls sit below them. */
export interface ContentCarouselProps extends CarouselBaseProps {
  /** `content`: slides are cards and the controls sit below. @default 'content' */
  variant?: 'content';
  children?: never;
}

/** Slides are decorative art behind constant content; the controls overlay the bottom. */
export interface BackgroundCarouselProps extends CarouselBaseProps {
  /** `background`: full-bleed art behind `children`, darkened by a scrim, controls over the bottom. */
  variant: 'background';
  /** The content laid over every slide, such as the hero's headline and calls to action. */
  children?: ReactNode;
}

// A union so that overlaid `children` are accepted only where something can show them.
export type CarouselProps = ContentCarouselProps | BackgroundCarouselProps;

/** 'auto' follows the `autoplay` prop and the motion setting until the visitor presses the rotation control. */
type RotationChoice = 'auto' | 'paused' | 'playing';

const defaultInterval = 5000;

const wrapIndex = (index: number, count: number) => (count > 0 ? ((Math.trunc(index) % count) + count) % count : 0);

/**
 * A carousel on Embla, after the WAI-ARIA carousel pattern: a labelled region, each slide a group
 * announced "N of M", previous/next buttons and dots that wrap round, and optional rotation that
 * pauses on hover and focus, has a pause control first in the tab order and never starts under
 * reduced motion. Slides other than the current one are inert.
 */
export function Carousel({
  ref,
  slides,
  variant = 'content',
  defaultIndex = 0,
  index,
  onIndexChange,
  autoplay = false,
  interval = defaultInterval,
  withPreviousNext = true,
  children,
  className,
  onFocus,
  onBlur,
  onPointerOver,
  onPointerLeave,
  ...props
}: CarouselProps) {
  const messages = useComponentMessages(carouselMessages);
  const slideCount = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [initialIndex] = useState(() => wrapIndex(index ?? defaultIndex, slideCount));
  const [selectedIndex, setSelectedIndex] = useState(initialIndex);

  const [rotationChoice, setRotationChoice] = useState<RotationChoice>('auto');
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotationControlRef = useRef<HTMLButtonElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const rootRef = useMemo(() => mergeRefs(ref, setRoot), [ref]);
  const onScreen = useOnScreen(autoplay ? root : null);

  const canRotate = autoplay && slideCount > 1;
  const playing = canRotate && (rotationChoice === 'playing' || (rotationChoice === 'auto' && !reducedMotion));
  // Scrolled out of view, a playing carousel holds its slide (still "playing": its control says
  // Pause) and goes on when it is back: turning slides nobody sees only costs a phone frames and battery.
  const rotating = playing && !pointerInside && !focusInside && onScreen;

  const emblaOptions = useMemo<EmblaOptionsType>(
    () => ({
      loop: true,
      startIndex: initialIndex,
      // The visitor's setting, read by Embla itself: drags settle without animating.
      breakpoints: { [mediaQuery.reducedMotion]: { duration: 0 } },
    }),
    [initialIndex],
  );
  // The plugin supplies the timer; when it runs is decided here (hover, focus, the visitor's choice).
  const autoplayOptions = useMemo<AutoplayOptionsType>(
    () => ({ delay: interval, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
    [interval],
  );
  // Embla arrives after the page is idle, or as soon as the visitor touches, points at or focuses
  // the carousel. Until then the slide on show is placed by CSS and the controls still work.
  const [viewportRef, emblaApi, startEmbla] = useDeferredEmbla(emblaOptions, autoplayOptions);

  // Controlled before Embla has started: follow `index` directly ("adjusting state on a prop
  // change"); once it runs, the effect below scrolls Embla there instead.
  const [followedIndex, setFollowedIndex] = useState(index);
  if (index !== followedIndex) {
    setFollowedIndex(index);
    if (!emblaApi && index !== undefined) setSelectedIndex(wrapIndex(index, slideCount));
  }

  const handleSelect = useEffectEvent((api: EmblaCarouselType) => {
    const shown = api.selectedScrollSnap();
    if (shown === selectedIndex) return;
    setSelectedIndex(shown);
    onIndexChange?.(shown);
  });
  // Embla started, or restarted with new options, at its start index: put back the slide on show
  // (which the visitor may have changed before it arrived).
  const handleStart = useEffectEvent((api: EmblaCarouselType) => {
    if (api.selectedScrollSnap() !== selectedIndex) api.scrollTo(selectedIndex, true);
    if (rotating) api.plugins().autoplay.play(reducedMotion);
  });
  // A swipe or drag hands control to the visitor, as if they had pressed Pause.
  const handleDragStart = useEffectEvent(() => {
    if (playing) setRotationChoice('paused');
  });

  // In the same task as the render that hands the controls the API: no click can come between
  // and move Embla before it listens.
  useLayoutEffect(() => {
    if (!emblaApi) return;
    const select = () => handleSelect(emblaApi);
    const dragStart = () => handleDragStart();
    emblaApi.on('select', select).on('pointerDown', dragStart);
    handleStart(emblaApi);
    return () => {
      emblaApi.off('select', select).off('pointerDown', dragStart);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    const { autoplay: autoplayPlugin } = emblaApi.plugins();
    if (rotating) {
      autoplayPlugin.play(reducedMotion);
    } else {
      autoplayPlugin.stop();
    }
  }, [emblaApi, rotating, reducedMotion]);

  // Controlled: follow `index`, and return to it when a parent does not take up a change.
  useEffect(() => {
    if (!emblaApi || index === undefined) return;
    const wanted = wrapIndex(index, slideCount);
    if (emblaApi.selectedScrollSnap() !== wanted) emblaApi.scrollTo(wanted, reducedMotion);
  }, [emblaApi, index, selectedIndex, slideCount, reducedMotion]);

  // Before Embla has started, a control shows its slide at once, placed by CSS; a parent that
  // keeps the position is asked first.
  const showWithoutEmbla = (target: number) => {
    startEmbla();
    const shown = wrapIndex(target, slideCount);
    if (shown === selectedIndex) return;
    if (index === undefined) setSelectedIndex(shown);
    onIndexChange?.(shown);
  };
  const showSlide = (target: number) => {
    if (emblaApi) emblaApi.scrollTo(target, reducedMotion);
    else showWithoutEmbla(target);
  };
  const showPrevious = () => {
    if (!emblaApi) showWithoutEmbla(selectedIndex - 1);
    else if (emblaApi.canScrollPrev()) emblaApi.scrollPrev(reducedMotion);
    else emblaApi.scrollTo(slideCount - 1, reducedMotion);
  };
  const showNext = () => {
    if (!emblaApi) showWithoutEmbla(selectedIndex + 1);
    else if (emblaApi.canScrollNext()) emblaApi.scrollNext(reducedMotion);
    else emblaApi.scrollTo(0, reducedMotion);
  };

  // After the APG example: resting on or focusing the rotation control itself does not pause,
  // so pressing Play starts the slides at once.
  const isInsideButNotRotationControl = (section: HTMLElement, target: EventTarget | null) =>
    target instanceof Node && section.contains(target) && !rotationControlRef.current?.contains(target);

  // The consumer's handlers run first, then these, always: they only keep track of focus and the
  // pointer, which a consumer's preventDefault() cannot change. Chained by hand rather than with
  // composeEventHandlers, which the start-up script of every page with a carousel would then load
  // as a chunk of its own.
  return (
    <Role.section
      ref={rootRef}
      aria-roledescription={messages.carousel}
      {...props}
      className={clsx(styles.root({ variant }), variant === 'background' && boxStyles.inverseContext, className)}
      onFocus={(event) => {
        onFocus?.(event);
        startEmbla();
        setFocusInside(isInsideButNotRotationControl(event.currentTarget, event.target));
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setFocusInside(isInsideButNotRotationControl(event.currentTarget, event.relatedTarget));
      }}
      onPointerOver={(event) => {
        onPointerOver?.(event);
        startEmbla();
        if (event.pointerType !== 'touch') setPointerInside(isInsideButNotRotationControl(event.currentTarget, event.target));
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setPointerInside(false);
      }}
    >
      {slideCount > 1 ? (
        <Box background={variant === 'background' ? 'inverse' : undefined} className={styles.controls({ variant })}>
          {canRotate ? (
            <button
              type="button"
              ref={rotationControlRef}
              aria-label={playing ? messages.pauseSlideShow : messages.playSlideShow}
              className={styles.control({ variant })}
              onClick={() => setRotationChoice(playing ? 'paused' : 'playing')}
            >
              {playing ? <IconPause /> : <IconPlay />}
            </button>
          ) : null}
          {withPreviousNext ? (
            <button type="button" aria-label={messages.previousSlide} className={styles.control({ variant })} onClick={showPrevious}>
              <IconChevronLeft />
            </button>
          ) : null}
          <div className={styles.dots}>
            {slides.map((_, position) => (
              <button
                type="button"
                // Slides are positional: the nth dot always shows the nth slide.
                key={position}
                aria-label={messages.goToSlide(position + 1)}
                aria-current={position === selectedIndex ? 'true' : undefined}
                className={styles.dot({ variant })}
                onClick={() => showSlide(position)}
              />
            ))}
          </div>
          {withPreviousNext ? (
            <button type="button" aria-label={messages.nextSlide} className={styles.control({ variant })} onClick={showNext}>
              <IconChevronRight />
            </button>
          ) : null}
        </Box>
      ) : null}
      {variant === 'background' ? <div className={styles.overlay}>{children}</div> : null}
      <div
        ref={viewportRef}
        className={styles.viewport({ variant })}
        // Embla reports its own pointer-downs once it runs; before that, one still pauses the rotation.
        onPointerDown={() => {
          if (!emblaApi && playing) setRotationChoice('paused');
        }}
      >
        <div
          className={styles.container({ variant })}
          // Places the slide on show until Embla starts and takes over with its own transform.
          style={inlineVars({ [styles.startIndex]: String(selectedIndex) })}
          // APG: announce slide changes the visitor makes, not the ones made by rotation.
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, position) => {
            const current = position === selectedIndex;
            return (
              <div
                key={position}
                role="group"
                aria-roledescription={messages.slide}
                aria-label={messages.slidePosition(position + 1, slideCount)}
                // Off-screen slides are neither reachable with Tab nor read; aria-hidden too, for
                // assistive technology that predates `inert`.
                inert={!current}
                aria-hidden={current ? undefined : true}
                className={styles.slide({ variant })}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {variant === 'background' ? <div className={styles.scrim} /> : null}
    </Role.section>
  );
}

/** Whether any of `element` is inside the viewport; true until it is known, and while there is nothing to watch. */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(true);
    };
  }, [element]);
  return onScreen;
}

/** The words Carousel says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface CarouselMessages {
  /** Carousel: how the carousel is announced after its name. @default 'carousel' */
  carousel: string;

  /** Carousel: how each slide is announced after its name. @default 'slide' */
  slide: string;

  /** Carousel: each slide's name, its place among the slides. @default (2, 5) => '2 of 5' */
  slidePosition: (current: number, total: number) => string;

  /** Carousel: the button that shows the previous slide. @default 'Previous slide' */
  previousSlide: string;

  /** Carousel: the button that shows the next slide. @default 'Next slide' */
  nextSlide: string;

  /** Carousel: each dot's name. @default (2) => 'Go to slide 2' */
  goToSlide: (slide: number) => string;

  /** Carousel: the rotation control while the slides rotate. @default 'Pause slide show' */
  pauseSlideShow: string;

  /** Carousel: the rotation control while they don't. @default 'Play slide show' */
  playSlideShow: string;
}

/** Carousel's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const carouselMessages: CarouselMessages = {
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: (current, total) => `${String(current)} of ${String(total)}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (slide) => `Go to slide ${String(slide)}`,
  pauseSlideShow: 'Pause slide show',
  playSlideShow: 'Play slide show',
};

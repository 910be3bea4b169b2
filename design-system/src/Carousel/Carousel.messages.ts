import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** Carousel's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const carouselMessages = {
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: (current, total) => `${String(current)} of ${String(total)}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (slide) => `Go to slide ${String(slide)}`,
  pauseSlideShow: 'Pause slide show',
  playSlideShow: 'Play slide show',
} satisfies Partial<DesignSystemMessages>;

export { Carousel, carouselVariants } from './Carousel';
export type { BackgroundCarouselProps, CarouselProps, CarouselVariant, ContentCarouselProps } from './Carousel';

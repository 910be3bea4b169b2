import { ButtonLink, Carousel, Container, Heading, IconPlay, Image, Inline, Stack, StatTile, Text } from '@akoma/design-system';

import home from '#content/home';
import homeHero from '#content/homeHero';

import { useHydrated } from '../../useHydrated';
import { brand } from '../../content/brand';
import { heroInterval, type HeroSlide, watchStoryHref } from '../../content/homeHero';
import { homePage } from '../../content/homePage';
import { heroImage } from '../../content/pictures';
import { savesData } from '../../performance/connection';
import { useLighterHero, useSlowConnection } from '../../performance/useSlowConnection';
import { deferredPart } from '../../performance/deferred';
import { heroImageLoading } from './heroImageLoading';

/**
 * Book Discovery Call, whose menu's code (about 2 KB gzipped) is no part of the home page's
 * start-up: the button is on screen from the first paint, its code follows as soon as it shows
 * (under a data saver, once the visitor touches, focuses or presses it), and a press made before
 * then opens the menu once it has arrived (performance/deferred.tsx).
 */
const DiscoveryCallMenu = deferredPart({
  name: 'hero-discovery-call',
  load: () => import('./DiscoveryCallMenu'),
  until: 'use',
});

/**
 * One hero picture: its photograph when it has one (AVIF at the width the screen needs, or one
 * WebP; the first over a blurred copy until it arrives), else its drawing, and the lighter drawing
 * for the first picture when this visit's page loaded slowly. What it loads depends on facts only
 * the browser knows (the page running, the connection, a slow first paint), which differ from the
 * prerendered answers, so React re-renders after hydrating: here, in the picture alone, rather than
 * across the whole hero.
 */
function HeroSlideImage({ slide, index }: { slide: HeroSlide; index: number }) {
  const lighterHero = useLighterHero();
  const pageIsRunning = useHydrated();
  // The app marks slow connections and data savers on <html> once it runs (root.tsx); the connection
  // itself is read too, so the other pictures never start loading in the moment before that mark is set.
  const markedSlow = useSlowConnection();
  const slowConnection = markedSlow || (pageIsRunning && savesData());
  const { priority, loading } = heroImageLoading(index, { ready: pageIsRunning, slowConnection });
  if (index === 0 && lighterHero) {
    const lighter = homeHero.lighterFirstSlide;
    return (
      <Image src={lighter.src} alt={lighter.alt} width={lighter.width} height={lighter.height} priority={priority} loading={loading} />
    );
  }
  const { photo } = slide;
  if (photo) {
    return (
      <Image
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sources={photo.sources}
        sizes={heroImage.sizes}
        placeholder={photo.placeholder}
        priority={priority}
        loading={loading}
      />
    );
  }
  return <Image src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} priority={priority} loading={loading} />;
}

/**
 * The home hero: three pictures turning every 5 s behind the headline, the reach figures, the trust
 * line and the three calls to action. The carousel's background variant darkens the pictures and
 * switches the text and buttons on it to their dark-band colours.
 */
export function HeroSection() {
  const slides = homeHero.slides.map((slide, index) => <HeroSlideImage key={slide.src} slide={slide} index={index} />);

  return (
    <Carousel
      variant="background"
      aria-label={homeHero.carouselLabel}
      slides={slides}
      autoplay
      interval={heroInterval}
      withPreviousNext={false}
    >
      <Container paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <Stack space={{ mobile: 'large', desktop: 'xlarge' }}>
          <Text size="small" weight="semibold" tone="brandAccent">
            {brand.name}: {home.eyebrow}
          </Text>
          <Heading level={1} size="display">
            {homePage.heading}{' '}
            <Text render={<span />} size="inherit" weight="extrabold" tone="brandAccent">
              {home.headingAccent}
            </Text>
          </Heading>
          <Text size="large">{home.lead}</Text>
          <Inline space="small" collapseBelow="tablet">
            <ButtonLink href={homeHero.start.href} size="large">
              {homeHero.start.label}
            </ButtonLink>
            <ButtonLink href={watchStoryHref} variant="ghost" size="large" icon={<IconPlay />}>
              {homeHero.watchStoryLabel}
            </ButtonLink>
            <DiscoveryCallMenu size="large" />
          </Inline>
          <Inline render={<ul />} space={{ mobile: 'large', desktop: 'xxlarge' }} aria-label={home.statsLabel}>
            {home.stats.map(({ figure, label }) => (
              <StatTile key={label} render={<li />} figure={figure} label={label} size="large" />
            ))}
          </Inline>
          <Text tone="secondary">{home.trustLine}</Text>
        </Stack>
      </Container>
    </Carousel>
  );
}

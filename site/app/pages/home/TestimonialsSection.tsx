import {
  ButtonLink,
  Card,
  Carousel,
  Column,
  Columns,
  Heading,
  IconArrowRight,
  IconPlay,
  Image,
  Inline,
  Quote,
  Section,
  Stack,
  StatTile,
  Text,
  VisuallyHidden,
} from '@akoma/design-system';

import testimonialsSection from '#content/homeTestimonials';

import { contentIcons } from '../../content/contentIcons';
import type { Testimonial } from '../../content/schema/home';
import { homeSectionIds } from '../../content/sectionIds';
import { testimonialAttribution } from './testimonialAttribution';

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const { client, industry, quote, image, video, keyMetrics } = testimonial;
  const { author, role } = testimonialAttribution(testimonial);
  return (
    <Card shadow="small" padding={{ mobile: 'large', desktop: 'xlarge' }}>
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop">
        <Column>
          <Stack space="large">
            <Columns space="medium" alignY="center">
              <Column width="content">
                <Image src={image} alt="" width={64} height={64} />
              </Column>
              <Column>
                <Heading level={3} size="4">
                  {client}
                </Heading>
                <Text size="small" tone="secondary">
                  {industry}
                </Text>
              </Column>
            </Columns>
            <Quote author={author} role={role}>
              {quote}
            </Quote>
            {video ? (
              <Inline space="small">
                <ButtonLink href={video} variant="secondary" icon={<IconPlay />}>
                  {/* One hidden phrase names the video's client; split across elements the name would gain a stray space. */}
                  <span aria-hidden="true">{testimonialsSection.videoLabel}</span>
                  <VisuallyHidden>{`${testimonialsSection.videoLabel}: ${client}`}</VisuallyHidden>
                </ButtonLink>
              </Inline>
            ) : null}
          </Stack>
        </Column>
        <Column width="1/3">
          <Stack render={<ul aria-label={`${testimonialsSection.metricsLabel}, ${client}`} />} space="large">
            {keyMetrics.map(({ icon, label, value }) => {
              const Icon = contentIcons[icon];
              return (
                <li key={label}>
                  <Columns space="small" alignY="center">
                    <Column width="content">
                      <Text tone="brandAccent" render={<span />}>
                        <Icon size="large" />
                      </Text>
                    </Column>
                    <Column>
                      <StatTile tone="brandAccent" figure={value} label={label} />
                    </Column>
                  </Columns>
                </li>
              );
            })}
          </Stack>
        </Column>
      </Columns>
    </Card>
  );
}

/** The testimonial carousel: three clients; previous and next wrap round, and the dots jump straight to one. */
export function TestimonialsSection() {
  return (
    <Section
      id={homeSectionIds.testimonials}
      tone="muted"
      eyebrow={testimonialsSection.eyebrow}
      heading={testimonialsSection.heading}
      intro={testimonialsSection.intro}
    >
      <Stack space="xlarge">
        <Carousel
          aria-label={testimonialsSection.carouselLabel}
          slides={testimonialsSection.testimonials.map((testimonial) => (
            <TestimonialSlide key={testimonial.client} testimonial={testimonial} />
          ))}
        />
        <Inline space="small">
          <ButtonLink href={testimonialsSection.moreLink.href} variant="secondary" iconAfter={<IconArrowRight />}>
            {testimonialsSection.moreLink.label}
          </ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}

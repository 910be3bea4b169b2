import {
  Box,
  Breadcrumbs,
  ButtonLink,
  Card,
  CardLink,
  Column,
  Columns,
  Container,
  Heading,
  IconMessage,
  Illustration,
  Inline,
  Section,
  Stack,
  StatTile,
  Text,
  Tiles,
} from '@akoma/design-system';

import impact from '#content/impact';

import { whatsappLink } from '../../content/contactDetails';
import { impactSectionIds, type ImpactFocus } from '../../content/impact';
import type { PageEntry } from '../../content/pages';
import { SectionLinks } from '../shared/screen';
import { breadcrumbTrail } from '../../seo/meta';
import { ContentIconMark } from '../shared/ContentIconMark';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import { ClientStoryArticle, storyAnchor } from './ClientStoryArticle';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { useScrollToSection } from './useScrollToSection';
import impactHeroArt from '../../artwork/impact-hero.svg?raw';

const { hero, stories, metrics, callToAction } = impact;

interface ImpactPageProps {
  page: PageEntry;
  /** The part a sub-route (/impact/metrics...) brings the visitor to; none on /impact itself. */
  focus?: ImpactFocus;
}

/** The impact screen, at /impact and every /impact/* address, from the hero to the closing call to action. */
export function ImpactPage({ page, focus }: ImpactPageProps) {
  useScrollToSection(focus?.sectionId);

  return (
    <>
      <Box background="surfaceMuted">
        <Container paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
          <Stack space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
            <Breadcrumbs items={breadcrumbTrail(page).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
            <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
              <Column width="3/5">
                <Stack space="large">
                  <Text size="small" weight="semibold" tone="brandAccent">
                    {hero.eyebrow}
                  </Text>
                  <Heading level={1} size="display">
                    {page.heading}
                  </Heading>
                  <Text size="large" tone="secondary">
                    {focus?.intro ?? hero.lead}
                  </Text>
                  <Inline space="small" collapseBelow="tablet">
                    <ButtonLink {...inPageLinkTo(impactSectionIds.stories)} size="large">
                      {hero.exploreStories}
                    </ButtonLink>
                    <ButtonLink href={hero.contact.href} variant="secondary" size="large">
                      {hero.contact.label}
                    </ButtonLink>
                  </Inline>
                </Stack>
              </Column>
              <Column>
                <Illustration svg={impactHeroArt} alt={hero.artAlt} width={800} height={600} radius="large" />
              </Column>
            </Columns>
            <Tiles render={<ul aria-label={hero.figuresLabel} />} columns={{ mobile: 2, desktop: 4 }} space="large">
              {hero.figures.map((item) => (
                <li key={item.label}>
                  <StatTile figure={item.figure} label={item.label} tone="brandAccent" size="large" />
                </li>
              ))}
            </Tiles>
          </Stack>
        </Container>
      </Box>
      <AfterFirstFrame immediately={focus !== undefined}>
        <Box paddingTop="xlarge">
          <SectionLinks page={page} />
        </Box>

        <Section id={impactSectionIds.stories} heading={stories.heading} intro={stories.intro}>
          <Stack space={{ mobile: 'xxlarge', desktop: 'huge' }}>
            <Box id={impactSectionIds.industry}>
              <Stack space="large">
                <Stack space="xsmall">
                  <Heading level={3}>{stories.byIndustry.heading}</Heading>
                  <Text tone="secondary">{stories.byIndustry.intro}</Text>
                </Stack>
                <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3 }} space="medium">
                  {stories.items.map((story) => (
                    <Card key={story.id} render={<li />} tone="muted">
                      <Stack space="small">
                        <Text size="small" weight="semibold" tone="secondary">
                          {story.industry}
                        </Text>
                        <Heading level={4}>
                          <CardLink {...inPageLinkTo(storyAnchor(story))}>{story.company}</CardLink>
                        </Heading>
                        <StatTile figure={story.primaryMetric} label={story.primaryLabel} tone="brandAccent" />
                      </Stack>
                    </Card>
                  ))}
                </Tiles>
              </Stack>
            </Box>
            {stories.items.map((story, index) => (
              <ClientStoryArticle key={story.id} story={story} imageOnRight={index % 2 === 1} />
            ))}
          </Stack>
        </Section>

        <Section id={impactSectionIds.metrics} tone="muted" heading={metrics.heading} intro={metrics.intro}>
          <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
            <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
              {metrics.items.map((metric) => (
                <Card key={metric.label} render={<li />}>
                  <Stack space="medium">
                    <ContentIconMark icon={metric.icon} />
                    <StatTile figure={metric.metric} label={metric.label} tone="brandAccent" />
                    <Text tone="secondary">{metric.description}</Text>
                  </Stack>
                </Card>
              ))}
            </Tiles>
            <Stack space="large">
              <Heading level={3}>{metrics.tilesHeading}</Heading>
              <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
                {metrics.stats.map((stat) => (
                  <li key={stat.label}>
                    <StatTile figure={stat.number} label={stat.label} subtext={stat.subtext} />
                  </li>
                ))}
              </Tiles>
            </Stack>
          </Stack>
        </Section>

        <Section tone="accent" align="center" heading={callToAction.heading} intro={callToAction.intro}>
          <Inline space="small" align="center" collapseBelow="tablet">
            <ButtonLink href={callToAction.diagnostic.href} size="large">
              {callToAction.diagnostic.label}
            </ButtonLink>
            <ButtonLink href={callToAction.contact.href} variant="secondary" size="large">
              {callToAction.contact.label}
            </ButtonLink>
            <ButtonLink href={whatsappLink(callToAction.chat.message)} variant="ghost" size="large" icon={<IconMessage />}>
              {callToAction.chat.label}
            </ButtonLink>
          </Inline>
        </Section>
      </AfterFirstFrame>
    </>
  );
}

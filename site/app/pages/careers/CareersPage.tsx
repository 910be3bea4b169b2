import {
  Badge,
  Box,
  Breadcrumbs,
  ButtonLink,
  Card,
  Column,
  Columns,
  Container,
  Heading,
  IconCalendar,
  IconDownload,
  IconMessage,
  Illustration,
  Inline,
  Quote,
  Section,
  Stack,
  StatTile,
  Text,
  Tiles,
  VideoCard,
  VisuallyHidden,
} from '@akoma/design-system';

import careers from '#content/careers';

import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { contactDetails, whatsappLink } from '../../content/contactDetails';
import type { PageEntry } from '../../content/pages';
import { fileLabel, fileSizeWords, nameWithFile, videoLabel } from '../../fileSizes';
import { breadcrumbTrail } from '../../seo/meta';
import { ContentIconMark } from '../shared/ContentIconMark';
import { inPageLinkTo } from '../shared/inPageLinkTo';
import careersHeroArt from '../../artwork/careers-hero.svg?raw';

const { hero, whyJoin, whoThrives, openRoles, hiringProcess, lifeAtAkoma, employerImpact, videos, callToAction } = careers;

const hiringProcessId = 'hiring-process';
const twoDigits = (index: number) => String(index + 1).padStart(2, '0');
/** The words either side of a step's number ("Step {number}"). */
const [stepBefore = '', stepAfter = ''] = hiringProcess.stepLabel.split('{number}');
/** The films, in order, each with where it plays (Contact details). */
const films = [
  { ...videos.lifeAtAkoma, href: contactDetails.videos.lifeAtAkoma },
  { ...videos.meetTheTeam, href: contactDetails.videos.meetTheTeam },
];

/**
 * The careers screen; its words are content/pages/careers.yaml. Learn More, Apply Now and Explore
 * Open Roles have no destination of their own on this site, so they all lead to the external
 * careers site (Contact details), where the openings live.
 */
export function CareersPage({ page }: { page: PageEntry }) {
  return (
    <>
      <Box background="surfaceMuted">
        <Container paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
          <Stack space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
            <Breadcrumbs items={breadcrumbTrail(page).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
            <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
              <Column width="3/5">
                <Stack space="large">
                  <Inline space="none">
                    <Badge tone="brandAccent">{hero.award}</Badge>
                  </Inline>
                  <Heading level={1} size="display">
                    {page.heading}
                  </Heading>
                  <Text size="large" tone="secondary">
                    {hero.lead}
                  </Text>
                  <Tiles render={<ul aria-label={hero.figuresLabel} />} columns={{ mobile: 2, tablet: 3 }} space="large">
                    {hero.figures.map((item) => (
                      <li key={item.label}>
                        <StatTile figure={item.figure} label={item.label} tone="brandAccent" />
                      </li>
                    ))}
                  </Tiles>
                  <Inline space="small" collapseBelow="tablet">
                    <ButtonLink href={contactDetails.careersSite} size="large">
                      {hero.exploreRoles}
                    </ButtonLink>
                    <ButtonLink {...inPageLinkTo(hiringProcessId)} variant="secondary" size="large">
                      {hero.seeHowWeHire}
                    </ButtonLink>
                  </Inline>
                </Stack>
              </Column>
              <Column>
                <Stack space="large">
                  <Illustration svg={careersHeroArt} alt={hero.artAlt} width={800} height={600} radius="large" />
                  <Quote author={hero.quote.author} role={hero.quote.role} size="standard">
                    {hero.quote.text}
                  </Quote>
                </Stack>
              </Column>
            </Columns>
          </Stack>
        </Container>
      </Box>

      <AfterFirstFrame>
        <Section heading={whyJoin.heading} intro={whyJoin.intro}>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
            {whyJoin.benefits.map((benefit) => (
              <Card key={benefit.title} render={<li />} shadow="small">
                <Stack space="medium">
                  <ContentIconMark icon={benefit.icon} />
                  <Heading level={3} size="4">
                    {benefit.title}
                  </Heading>
                  <Text tone="secondary">{benefit.description}</Text>
                  <StatTile figure={benefit.result.figure} label={benefit.result.label} tone="brandAccent" />
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Section>

        <Section tone="muted" heading={whoThrives.heading} intro={whoThrives.intro}>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3, desktop: 5 }} space="medium">
            {whoThrives.personas.map((persona) => (
              <Card key={persona.title} render={<li />}>
                <Stack space="medium">
                  <ContentIconMark icon={persona.icon} />
                  <Heading level={3} size="4">
                    {persona.title}
                  </Heading>
                  <Text tone="secondary">{persona.description}</Text>
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Section>

        <Section id="open-roles" heading={openRoles.heading} intro={openRoles.intro}>
          <Stack space="xlarge">
            <Stack render={<ol />} space="medium">
              {openRoles.areas.map((area, index) => (
                <Card key={area.title} render={<li />}>
                  <Columns space={{ mobile: 'medium', tablet: 'large' }} collapseBelow="tablet" alignY="center">
                    <Column>
                      <Stack space="xsmall">
                        <Text size="small" weight="bold" tone="brandAccent">
                          {twoDigits(index)}
                        </Text>
                        <Heading level={3} size="4">
                          {area.title}
                        </Heading>
                        <Text tone="secondary">{area.description}</Text>
                      </Stack>
                    </Column>
                    <Column width="content">
                      <ButtonLink href={contactDetails.careersSite} variant="secondary" size="small">
                        {openRoles.learnMore}
                        <VisuallyHidden>{` ${openRoles.learnMoreAbout.replace('{title}', area.title)}`}</VisuallyHidden>
                      </ButtonLink>
                    </Column>
                  </Columns>
                </Card>
              ))}
            </Stack>
            <Inline space="none">
              <ButtonLink href={contactDetails.careersSite} size="large">
                {openRoles.applyNow}
              </ButtonLink>
            </Inline>
          </Stack>
        </Section>

        <Section id={hiringProcessId} tone="muted" heading={hiringProcess.heading} intro={hiringProcess.intro}>
          <Tiles render={<ol />} columns={{ mobile: 1, tablet: 2, desktop: 5 }} space="medium">
            {hiringProcess.steps.map((step, index) => (
              <Card key={step.step} render={<li />}>
                <Stack space="small">
                  <Text size="small" weight="semibold" tone="brandAccent">
                    {stepBefore}
                    {index + 1}
                    {stepAfter}
                  </Text>
                  <Heading level={3} size="4">
                    {step.step}
                  </Heading>
                  <Text tone="secondary">{step.description}</Text>
                  {step.figure ? (
                    <Text size="small" weight="semibold">
                      {step.figure}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Section>

        <Section heading={lifeAtAkoma.heading} intro={lifeAtAkoma.intro}>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
            {lifeAtAkoma.rituals.map((ritual) => (
              <Card key={ritual.title} render={<li />} tone="muted">
                <Stack space="small">
                  <Heading level={3} size="4">
                    {ritual.title}
                  </Heading>
                  <Text tone="secondary">{ritual.description}</Text>
                  {ritual.figure ? (
                    <Text size="small" weight="semibold">
                      {ritual.figure}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Section>

        <Section tone="inverse" heading={employerImpact.heading} intro={employerImpact.intro}>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
            {employerImpact.stats.map((stat) => (
              <li key={stat.label}>
                <StatTile figure={stat.value} label={stat.label} subtext={stat.note} tone="brandAccent" size="large" />
              </li>
            ))}
          </Tiles>
        </Section>

        <Section heading={videos.heading} intro={videos.intro}>
          <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2 }} space="large">
            {films.map((video) => (
              <li key={video.title}>
                <VideoCard
                  title={video.title}
                  description={video.description}
                  href={video.href}
                  durationSeconds={video.durationSeconds}
                  dataNote={videoLabel(video.durationSeconds)}
                  poster={{ ...video.poster, alt: '' }}
                />
              </li>
            ))}
          </Tiles>
        </Section>

        <Section tone="accent" align="center" heading={callToAction.heading} intro={callToAction.intro}>
          <Inline space="small" align="center" collapseBelow="tablet">
            <ButtonLink href={contactDetails.careersSite} size="large">
              {callToAction.exploreRoles}
            </ButtonLink>
            <ButtonLink href={whatsappLink(callToAction.pitch.message)} variant="secondary" size="large" icon={<IconMessage />}>
              {callToAction.pitch.label}
            </ButtonLink>
            <ButtonLink href={contactDetails.careersGuidePdf} variant="secondary" size="large" icon={<IconDownload />}>
              {nameWithFile(callToAction.guide, fileLabel(fileSizeWords.pdf, contactDetails.careersGuideBytes))}
            </ButtonLink>
            <ButtonLink href={contactDetails.careerChatUrl} variant="secondary" size="large" icon={<IconCalendar />}>
              {callToAction.chat}
            </ButtonLink>
          </Inline>
        </Section>
      </AfterFirstFrame>
    </>
  );
}

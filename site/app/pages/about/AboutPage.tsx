import {
  ButtonLink,
  Card,
  Column,
  Columns,
  Disclosure,
  Heading,
  IconUser,
  Inline,
  Quote,
  Section,
  Stack,
  StatTile,
  Text,
  Tiles,
} from '@akoma/design-system';

import {
  aboutCallToAction,
  aboutHero,
  founderVision,
  impactStats,
  journey,
  leadership,
  partners,
  values,
  valuesSection,
} from '../../content/about';
import { contentIcons } from '../../content/contentIcons';
import type { PageEntry } from '../../content/pages';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { PageHero } from '../PageHero';
import aboutHeroArt from '../../artwork/about-hero.svg?raw';

/** The About page: hero, vision, values, journey, figures, leadership, partners, call to action. */
export function AboutPage({ page }: { page: PageEntry }) {
  return (
    <>
      <PageHero
        page={page}
        lead={aboutHero.lead}
        art={{ svg: aboutHeroArt, ...aboutHero.art }}
        actions={
          <>
            <ButtonLink href={aboutCallToAction.primary.href}>{aboutCallToAction.primary.label}</ButtonLink>
            <ButtonLink href={aboutHero.secondary.href} variant="secondary">
              {aboutHero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <Text tone="secondary">{aboutHero.nameStory}</Text>
      </PageHero>
      <AfterFirstFrame>
        <VisionSection />
        <ValuesSection />
        <JourneySection />
        <ImpactSection />
        <LeadershipSection />
        <PartnersSection />
        <CallToActionSection />
      </AfterFirstFrame>
    </>
  );
}

function VisionSection() {
  return (
    <Section heading={founderVision.heading} tone="accent" width="medium">
      <Quote author={founderVision.author} role={founderVision.role}>
        {founderVision.quote}
      </Quote>
    </Section>
  );
}

function ValuesSection() {
  return (
    <Section heading={valuesSection.heading} intro={valuesSection.intro}>
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {values.map(({ icon, title, description, story }) => {
          const Icon = contentIcons[icon];
          return (
            <Card key={title} tone="muted">
              <Stack space="medium">
                <Text tone="brandAccent">
                  <Icon size="xlarge" />
                </Text>
                <Heading level={3}>{title}</Heading>
                <Text tone="secondary">{description}</Text>
                <Disclosure label={valuesSection.storyLabel(title)}>
                  <Text>{story}</Text>
                </Disclosure>
              </Stack>
            </Card>
          );
        })}
      </Tiles>
    </Section>
  );
}

function JourneySection() {
  return (
    <Section heading={journey.heading} intro={journey.intro} tone="muted" width="medium">
      {/* An ordered list: the journey is a sequence, and screen readers say how long it is. */}
      <Stack render={<ol />} space="xlarge">
        {journey.entries.map(({ year, title, description }) => (
          <li key={title}>
            <Columns space={{ mobile: 'xsmall', tablet: 'large' }} collapseBelow="tablet">
              <Column width="content">
                <Text size="large" weight="extrabold" tone="brandAccent">
                  {year}
                </Text>
              </Column>
              <Column>
                <Stack space="xsmall">
                  <Heading level={3}>{title}</Heading>
                  <Text tone="secondary">{description}</Text>
                </Stack>
              </Column>
            </Columns>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

function ImpactSection() {
  return (
    <Section heading={impactStats.heading}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3, desktop: 5 }} space="large">
        {impactStats.stats.map(({ number, label, subtext }) => (
          <li key={label}>
            <StatTile figure={number} label={label} subtext={subtext} tone="brandAccent" size="large" />
          </li>
        ))}
      </Tiles>
    </Section>
  );
}

function LeadershipSection() {
  return (
    <Section heading={leadership.heading} intro={leadership.intro} tone="muted">
      <Stack space="large">
        <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
          {leadership.roles.map(({ role, leads }) => (
            <Card key={role} render={<li />}>
              <Stack space="small">
                <Text tone="brandAccent">
                  <IconUser size="large" />
                </Text>
                <Heading level={3} size="4">
                  {role}
                </Heading>
                <Text tone="secondary">Leads {leads}</Text>
              </Stack>
            </Card>
          ))}
        </Tiles>
        <Text size="small" tone="secondary">
          {leadership.consentNote}
        </Text>
      </Stack>
    </Section>
  );
}

function PartnersSection() {
  return (
    <Section heading={partners.heading} intro={partners.intro}>
      <Stack space="large">
        <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
          {partners.categories.map(({ category, together }) => (
            <Card key={category} render={<li />} tone="muted">
              <Stack space="small">
                <Heading level={3} size="4">
                  {category}
                </Heading>
                <Text tone="secondary">{together}</Text>
              </Stack>
            </Card>
          ))}
        </Tiles>
        <Text size="small" tone="secondary">
          {partners.consentNote}
        </Text>
        <Inline space="small">
          <ButtonLink href={partners.link.href} variant="secondary">
            {partners.link.label}
          </ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}

function CallToActionSection() {
  return (
    <Section heading={aboutCallToAction.heading} intro={aboutCallToAction.intro} tone="accent" align="center">
      <Inline space="small" align="center" collapseBelow="tablet">
        <ButtonLink href={aboutCallToAction.primary.href}>{aboutCallToAction.primary.label}</ButtonLink>
        <ButtonLink href={aboutCallToAction.secondary.href} variant="secondary">
          {aboutCallToAction.secondary.label}
        </ButtonLink>
      </Inline>
    </Section>
  );
}

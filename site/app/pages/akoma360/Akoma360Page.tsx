import {
  Badge,
  ButtonLink,
  Card,
  CardLink,
  Column,
  Columns,
  Heading,
  Inline,
  List,
  Quote,
  Section,
  Stack,
  StatTile,
  Text,
  Tiles,
} from '@akoma/design-system';

import akoma360 from '#content/akoma360';
import solutions from '#content/solutions';

import { contactDetails } from '../../content/contactDetails';
import type { PageEntry } from '../../content/pages';
import type { PillarId } from '../../content/pillars';
import { pillars } from '../../content/solutions';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { PageHero } from '../PageHero';
import akoma360HeroArt from '../../artwork/akoma360-hero.svg?raw';

const { hero, capabilityGroups, audiences, expectedResults, testimonials, startOptions } = akoma360;

/** The flagship platform page, at /solutions/akoma360. */
export function Akoma360Page({ page }: { page: PageEntry }) {
  return (
    <>
      <PageHero
        page={page}
        lead={hero.lead}
        art={{ svg: akoma360HeroArt, alt: '', width: 1200, height: 900 }}
        actions={
          <>
            <ButtonLink href={contactDetails.schedulingUrl}>{hero.bookCall}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      />
      <AfterFirstFrame>
        <CapabilityGroupsSection />
        <AudiencesSection />
        <ExpectedResultsSection />
        <TestimonialsSection />
        <StartOptionsSection />
      </AfterFirstFrame>
    </>
  );
}

function PillarBadges({ ids }: { ids: readonly PillarId[] }) {
  if (ids.length === pillars.length) return <Badge tone="brandAccent">{solutions.triSphere.allPillars}</Badge>;
  return (
    <Inline space="xsmall">
      {pillars
        .filter((pillar) => ids.includes(pillar.id))
        .map((pillar) => (
          <Badge key={pillar.id} tone="brandAccent">
            {pillar.name}
          </Badge>
        ))}
    </Inline>
  );
}

function CapabilityGroupsSection() {
  return (
    <Section heading={capabilityGroups.heading} intro={capabilityGroups.intro}>
      {/* A numbered stack: the groups build on each other, from diagnosis to lasting results. */}
      <Stack render={<ol />} space="medium">
        {capabilityGroups.groups.map(({ title, description, includes, pillars: groupPillars }, index) => (
          <Card key={title} render={<li />} tone="muted">
            <Columns space={{ mobile: 'medium', desktop: 'xlarge' }} collapseBelow="desktop">
              <Column width="1/2">
                <Stack space="small">
                  <Text size="large" weight="extrabold" tone="brandAccent" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </Text>
                  <Heading level={3}>{title}</Heading>
                  <Text tone="secondary">{description}</Text>
                  <PillarBadges ids={groupPillars} />
                </Stack>
              </Column>
              <Column>
                <List type="check">{includes}</List>
              </Column>
            </Columns>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

function AudiencesSection() {
  return (
    <Section heading={audiences.heading} tone="muted">
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
        {audiences.groups.map(({ who, gets }) => (
          <Card key={who} render={<li />}>
            <Stack space="small">
              <Heading level={3} size="4">
                {who}
              </Heading>
              <Text tone="secondary">{gets}</Text>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

function ExpectedResultsSection() {
  return (
    <Section heading={expectedResults.heading} intro={expectedResults.intro}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3 }} space="large">
        {expectedResults.results.map(({ figure, label, subtext }) => (
          <li key={label}>
            <StatTile figure={figure} label={label} subtext={subtext} tone="brandAccent" size="large" />
          </li>
        ))}
      </Tiles>
    </Section>
  );
}

function TestimonialsSection() {
  return (
    <Section heading={testimonials.heading} tone="accent">
      <Tiles columns={{ mobile: 1, desktop: 2 }} space="large">
        {testimonials.testimonials.map(({ quote, author, company }) => (
          <Card key={company}>
            <Quote author={author} role={company}>
              {quote}
            </Quote>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

function StartOptionsSection() {
  return (
    <Section heading={startOptions.heading}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3 }} space="large">
        {startOptions.options.map(({ title, description, href }) => (
          <Card key={href} render={<li />} tone="muted">
            <Stack space="small">
              <Heading level={3} size="4">
                <CardLink href={href}>{title}</CardLink>
              </Heading>
              <Text tone="secondary">{description}</Text>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

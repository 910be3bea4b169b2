import {
  ButtonLink,
  Card,
  Column,
  Columns,
  Disclosure,
  Heading,
  IconUser,
  Image,
  Inline,
  Link,
  Quote,
  Section,
  Stack,
  StatTile,
  Text,
  Tiles,
} from '@akoma/design-system';

import about from '#content/about';
import organisations from '#content/organisations';
import people from '#content/people';

import { contentIcons } from '../../content/contentIcons';
import type { Organisation } from '../../content/organisations';
import type { Person } from '../../content/people';
import { logoImage, portraitImage } from '../../content/pictures';
import type { PageEntry } from '../../content/pages';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { PageHero } from '../PageHero';
import aboutHeroArt from '../../artwork/about-hero.svg?raw';
import * as styles from './about.css';

const { hero, vision, values, journey, impact, leadership, partners, callToAction } = about;

/**
 * The About page: hero, vision, values, journey, figures, leadership, partners, call to action.
 * Its words are content/pages/about.yaml; the leadership team is content/people.
 */
export function AboutPage({ page }: { page: PageEntry }) {
  return (
    <>
      <PageHero
        page={page}
        lead={hero.lead}
        art={{ svg: aboutHeroArt, alt: '', width: 1200, height: 900 }}
        actions={
          <>
            <ButtonLink href={callToAction.primary.href}>{callToAction.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <Text tone="secondary">{hero.nameStory}</Text>
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
    <Section heading={vision.heading} tone="accent" width="medium">
      <Quote author={vision.author} role={vision.role}>
        {vision.quote}
      </Quote>
    </Section>
  );
}

function ValuesSection() {
  return (
    <Section heading={values.heading} intro={values.intro}>
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {values.items.map(({ icon, title, description, story }) => {
          const Icon = contentIcons[icon];
          return (
            <Card key={title} tone="muted">
              <Stack space="medium">
                <Text tone="brandAccent">
                  <Icon size="xlarge" />
                </Text>
                <Heading level={3}>{title}</Heading>
                <Text tone="secondary">{description}</Text>
                <Disclosure label={values.storyLabel.replace('{title}', title)}>
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
    <Section heading={impact.heading}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 3, desktop: 5 }} space="large">
        {impact.stats.map(({ number, label, subtext }) => (
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
          {people.map((person) => (
            <Card key={person.id} render={<li />}>
              <LeaderCard person={person} />
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

/** A leader named with their consent (photograph, name, role, LinkedIn), or else their role alone. */
function LeaderCard({ person: { name, role, leads, photo, linkedin } }: { person: Person }) {
  return (
    <Stack space="small">
      {photo ? (
        <div className={styles.portrait}>
          <Image
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sources={photo.sources}
            sizes={portraitImage.sizes}
            placeholder={photo.placeholder}
            radius="full"
          />
        </div>
      ) : (
        <Text tone="brandAccent">
          <IconUser size="large" />
        </Text>
      )}
      <Heading level={3} size="4">
        {name ?? role}
      </Heading>
      {name && <Text weight="semibold">{role}</Text>}
      <Text tone="secondary">{leads}</Text>
      {linkedin && name && <Link href={linkedin}>{leadership.linkedInLabel.replace('{name}', name)}</Link>}
    </Stack>
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
        <Logos heading={partners.clientsHeading} listed={organisations.filter((organisation) => organisation.relationship === 'client')} />
        <Logos
          heading={partners.partnersHeading}
          listed={organisations.filter((organisation) => organisation.relationship === 'partner')}
        />
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

/** The logos of the clients or partners that agreed to be listed, each linking to its site; nothing if none did. */
function Logos({ heading, listed }: { heading: string; listed: readonly Organisation[] }) {
  if (listed.length === 0) return null;
  return (
    <Stack space="medium">
      <Heading level={3} size="4">
        {heading}
      </Heading>
      <Tiles render={<ul />} columns={{ mobile: 2, tablet: 4, desktop: 6 }} space="large">
        {listed.map(({ id, name, website, logo }) => {
          // Every logo in the same 3:2 box, shown whole.
          const image = (
            <Image src={logo.src} alt={name} width={300} height={200} sources={logo.sources} sizes={logoImage.sizes} fit="contain" />
          );
          return <li key={id}>{website ? <Link href={website}>{image}</Link> : image}</li>;
        })}
      </Tiles>
    </Stack>
  );
}

function CallToActionSection() {
  return (
    <Section heading={callToAction.heading} intro={callToAction.intro} tone="accent" align="center">
      <Inline space="small" align="center" collapseBelow="tablet">
        <ButtonLink href={callToAction.primary.href}>{callToAction.primary.label}</ButtonLink>
        <ButtonLink href={callToAction.secondary.href} variant="secondary">
          {callToAction.secondary.label}
        </ButtonLink>
      </Inline>
    </Section>
  );
}

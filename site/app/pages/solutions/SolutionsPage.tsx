import {
  Badge,
  ButtonLink,
  Card,
  CardLink,
  Column,
  Columns,
  Heading,
  Image,
  Inline,
  Link,
  List,
  Section,
  Stack,
  Table,
  Text,
  Tiles,
  type SectionTone,
} from '@akoma/design-system';
import { Fragment, type ReactNode } from 'react';

import solutions from '#content/solutions';

import type { PageEntry } from '../../content/pages';
import { products, type PillarId, type Product } from '../../content/products';
import { pillars, type Pillar } from '../../content/solutions';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { ScreenIntro } from '../shared/screen';
import { PageHero } from '../PageHero';
import { alternatingTones } from './alternatingTones';
import { leadWith, solutionsFocus } from './solutionsFocus';
import solutionsTrisphereArt from '../../artwork/solutions-trisphere.svg?raw';

const { intro: solutionsIntro, triSphere, pillarSection, findYourSolution, productFocus } = solutions;

const pillarById = new Map(pillars.map((pillar) => [pillar.id, pillar]));
const pillarName = (id: PillarId) => pillarById.get(id)?.name ?? id;

interface SolutionsPageProps {
  page: PageEntry;
  /** The sub-route's slug (/solutions/capability, /solutions/twu...), if any. */
  slug?: string;
}

/**
 * The solutions screen, at /solutions and every /solutions/* address. On a sub-route the page keeps
 * its heading and brings the visitor's focus first: a pillar's deliverables, or a product and then
 * its pillar. A compact introduction keeps that section near the top on every screen size, without
 * scrolling the page for the visitor.
 */
export function SolutionsPage({ page, slug }: SolutionsPageProps) {
  const focus = solutionsFocus(slug);
  const [leadPillar, ...otherPillars] = leadWith(pillars, focus.pillar);
  const pillarLeads = focus.pillar !== undefined && leadPillar !== undefined;

  const bands: Band[] = [];
  if (focus.product) {
    const { product } = focus;
    bands.push({ key: 'product', highlighted: true, render: () => <ProductFocusSection product={product} pillarId={focus.pillar} /> });
  }
  if (pillarLeads) {
    // On a product's sub-route the product is the highlight; its pillar simply follows it.
    const highlighted = !focus.product;
    bands.push({
      key: leadPillar.id,
      highlighted,
      render: (tone) => <PillarSection pillar={leadPillar} tone={tone} highlighted={highlighted} />,
    });
  }
  bands.push({ key: 'trisphere', render: (tone) => <TriSphereSection tone={tone} /> });
  for (const pillar of pillarLeads ? otherPillars : pillars) {
    bands.push({ key: pillar.id, render: (tone) => <PillarSection pillar={pillar} tone={tone} /> });
  }
  bands.push({ key: 'find', render: (tone) => <FindYourSolutionSection tone={tone} /> });

  // The hero is a muted band, the compact introduction a plain one: alternate from there.
  const tones = alternatingTones(
    bands.map((band) => band.highlighted === true),
    slug ? 'default' : 'muted',
  );
  const firstLater = slug ? 1 : 0;
  return (
    <>
      {slug ? (
        <ScreenIntro page={page}>{solutionsIntro.lead}</ScreenIntro>
      ) : (
        <PageHero
          page={page}
          lead={solutionsIntro.lead}
          art={{ svg: solutionsTrisphereArt, alt: '', width: 1200, height: 900 }}
          actions={
            <>
              <ButtonLink href={solutionsIntro.primary.href}>{solutionsIntro.primary.label}</ButtonLink>
              <ButtonLink href={solutionsIntro.secondary.href} variant="secondary">
                {solutionsIntro.secondary.label}
              </ButtonLink>
            </>
          }
        >
          <Text weight="semibold">{solutionsIntro.claim}</Text>
        </PageHero>
      )}
      {/* A sub-route's focus leads the page: it is drawn with the heading, the other bands after. */}
      {bands.slice(0, firstLater).map((band, index) => (
        <Fragment key={band.key}>{band.render(tones[index] ?? 'default')}</Fragment>
      ))}
      <AfterFirstFrame>
        {bands.slice(firstLater).map((band, index) => (
          <Fragment key={band.key}>{band.render(tones[firstLater + index] ?? 'default')}</Fragment>
        ))}
      </AfterFirstFrame>
    </>
  );
}

interface Band {
  key: string;
  /** The visitor's focus on a sub-route: drawn on the accent band. */
  highlighted?: boolean;
  render: (tone: SectionTone) => ReactNode;
}

function ProductFocusSection({ product, pillarId }: { product: Product; pillarId: PillarId | undefined }) {
  const mainPillar = pillarId ? pillarById.get(pillarId) : undefined;
  return (
    <Section id={`product-${product.slug}`} heading={product.name} eyebrow={productFocus.eyebrow} intro={product.tagline} tone="accent">
      <Columns space={{ mobile: 'large', desktop: 'xxlarge' }} collapseBelow="desktop">
        <Column width="2/5">
          <Image {...product.image} radius="large" />
        </Column>
        <Column>
          <Stack space="large">
            <Text weight="semibold">{product.fullName}</Text>
            <Text>{product.description}</Text>
            <List type="check">{product.features}</List>
            <Inline space="medium" collapseBelow="tablet">
              <ButtonLink href={product.href}>{productFocus.explore.replace('{name}', product.name)}</ButtonLink>
              {mainPillar ? <Link href={mainPillar.path}>{productFocus.pillarLink.replace('{pillar}', mainPillar.name)}</Link> : null}
            </Inline>
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}

function TriSphereSection({ tone }: { tone: SectionTone }) {
  return (
    <Section id="trisphere" tone={tone} heading={triSphere.heading} intro={triSphere.intro}>
      <Table
        caption={triSphere.caption}
        captionVisibility="hidden"
        rowHeader="solution"
        columns={[
          { key: 'solution', header: triSphere.columns.solution },
          { key: 'what', header: triSphere.columns.what },
          { key: 'pillar', header: triSphere.columns.pillar },
          { key: 'audience', header: triSphere.columns.audience },
        ]}
        rows={triSphere.solutions.map((solution) => ({
          solution: (
            <Link href={solution.href} weight="semibold">
              {solution.name}
            </Link>
          ),
          what: solution.what,
          pillar: <PillarLinks ids={solution.pillars} />,
          audience: solution.audience,
        }))}
      />
    </Section>
  );
}

/** The pillars a solution serves, each a link to its section; "All three pillars" when it serves every one. */
function PillarLinks({ ids }: { ids: readonly PillarId[] }) {
  if (ids.length === pillars.length) return <>{triSphere.allPillars}</>;
  return (
    <>
      {ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 ? ', ' : null}
          <Link href={pillarById.get(id)?.path ?? '/solutions'}>{pillarName(id)}</Link>
        </Fragment>
      ))}
    </>
  );
}

function PillarSection({ pillar, tone, highlighted = false }: { pillar: Pillar; tone: SectionTone; highlighted?: boolean }) {
  const pillarProducts = products.filter((product) => product.pillars[0] === pillar.id && product.pillars.length < pillars.length);
  return (
    <Section
      id={`pillar-${pillar.id}`}
      // Highlighted in words as well as colour: the eyebrow says it is the visitor's choice.
      eyebrow={highlighted ? pillarSection.chosenEyebrow.replace('{name}', pillar.name) : pillar.name}
      heading={pillar.heading}
      intro={pillar.intro}
      tone={tone}
    >
      <Stack space="large">
        <Table
          caption={pillarSection.caption.replace('{heading}', pillar.heading)}
          captionVisibility="hidden"
          rowHeader="solution"
          columns={[
            { key: 'solution', header: pillarSection.columns.solution },
            { key: 'proof', header: pillarSection.columns.proof },
          ]}
          rows={pillar.deliverables.map(({ solution, detail, proof }) => ({
            solution: (
              <Stack space="xxsmall">
                <Text weight="semibold">{solution}</Text>
                <Text size="small" tone="secondary">
                  {detail}
                </Text>
              </Stack>
            ),
            proof: (
              <Text weight="bold" tone="brandAccent">
                {proof}
              </Text>
            ),
          }))}
        />
        <Inline space="medium" collapseBelow="tablet">
          {pillarProducts.map((product) => (
            <Link key={product.slug} href={product.href}>
              {pillarSection.explore.replace('{name}', product.name)}
            </Link>
          ))}
          <Link href={pillarSection.contactHref}>{pillarSection.talkToUs.replace('{heading}', pillar.heading.toLowerCase())}</Link>
        </Inline>
      </Stack>
    </Section>
  );
}

function FindYourSolutionSection({ tone }: { tone: SectionTone }) {
  return (
    <Section id="find-your-solution" heading={findYourSolution.heading} intro={findYourSolution.intro} tone={tone}>
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {findYourSolution.needs.map(({ need, answer, href, pillar }) => (
          <Card key={need} render={<li />}>
            <Stack space="small">
              {pillar === 'none' ? null : <Badge tone="brandAccent">{pillarName(pillar)}</Badge>}
              <Heading level={3} size="4">
                <CardLink href={href}>{need}</CardLink>
              </Heading>
              <Text tone="secondary">{answer}</Text>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

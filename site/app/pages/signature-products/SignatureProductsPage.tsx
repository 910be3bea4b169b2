import {
  Badge,
  Box,
  ButtonLink,
  Card,
  Carousel,
  Column,
  Columns,
  Heading,
  Image,
  Inline,
  Link,
  List,
  Section,
  Stack,
  Text,
  Tiles,
} from '@akoma/design-system';
import { useState } from 'react';

import signatureProducts from '#content/signatureProducts';

import { contactDetails } from '../../content/contactDetails';
import type { PageEntry } from '../../content/pages';
import { carouselProductSlugs, findProduct, products, type Product } from '../../content/products';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { PageHero } from '../PageHero';
import { carouselIndexFor, productsLeadingWith } from './productFocus';
import signatureProductsHeroArt from '../../artwork/signature-products-hero.svg?raw';

const { hero, carousel: productCarousel, grid: productGrid, integration } = signatureProducts;

const carouselProducts = carouselProductSlugs.map((slug) => findProduct(slug)).filter((product) => product !== undefined);

interface SignatureProductsPageProps {
  page: PageEntry;
  /** The sub-route's slug (/signature-products/wellpaddy...), if any: that product comes forward. */
  slug?: string;
}

/** The signature-products screen, at /signature-products and every /signature-products/* address. */
export function SignatureProductsPage({ page, slug }: SignatureProductsPageProps) {
  return (
    <>
      <PageHero
        page={page}
        lead={hero.lead}
        art={{ svg: signatureProductsHeroArt, alt: '', width: 1200, height: 900 }}
        actions={
          <>
            <ButtonLink href={contactDetails.schedulingUrl}>{hero.bookDemo}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <Text weight="semibold">{hero.claim}</Text>
      </PageHero>
      <AfterFirstFrame>
        <CarouselSection slug={slug} />
        <ProductGridSection slug={slug} />
        <IntegrationSection />
      </AfterFirstFrame>
    </>
  );
}

/**
 * The carousel of three products. The page keeps the slide on show, so a sub-route such as
 * /signature-products/wellpaddy starts on its product, and moving to another product's address
 * brings that one forward without reloading.
 */
function CarouselSection({ slug }: { slug: string | undefined }) {
  const [shown, setShown] = useState(() => ({ slug, index: carouselIndexFor(slug) }));
  // A new address for the same screen: follow it (React's "adjust state when a prop changes").
  if (shown.slug !== slug) setShown({ slug, index: carouselIndexFor(slug) });

  return (
    <Section heading={productCarousel.heading} intro={productCarousel.intro}>
      <Carousel
        aria-label={productCarousel.label}
        index={shown.index}
        onIndexChange={(index) => {
          setShown({ slug, index });
        }}
        slides={carouselProducts.map((product) => (
          <ProductSlide key={product.slug} product={product} />
        ))}
      />
    </Section>
  );
}

function ProductSlide({ product }: { product: Product }) {
  return (
    <Box background={product.color.accent} padding={{ mobile: 'medium', tablet: 'xlarge' }} borderRadius="large">
      <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop" alignY="center">
        <Column width="2/5">
          <Image {...product.image} radius="medium" />
        </Column>
        <Column>
          <Stack space="small">
            <Badge tone={product.color.primary}>{product.category}</Badge>
            <Heading level={3}>{product.name}</Heading>
            <Text weight="semibold">{product.fullName}</Text>
            <Text>{product.tagline}</Text>
            <Text tone="secondary">{product.description}</Text>
            <Text>
              <Link href={product.href}>{productGrid.explore.replace('{name}', product.name)}</Link>
            </Text>
          </Stack>
        </Column>
      </Columns>
    </Box>
  );
}

/** Every product, with the sub-route's product first and marked in words as well as colour. */
function ProductGridSection({ slug }: { slug: string | undefined }) {
  const selected = findProduct(slug);
  return (
    <Section heading={productGrid.heading} intro={productGrid.intro} tone="muted">
      <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
        {productsLeadingWith(products, slug).map((product) => {
          const isSelected = product === selected;
          return (
            <Card
              key={product.slug}
              render={<li />}
              tone={isSelected ? 'accent' : product.color.secondary}
              shadow={isSelected ? 'medium' : 'none'}
              media={<Image {...product.image} />}
            >
              <Stack space="medium">
                <Inline space="xsmall">
                  <Badge tone={product.color.primary}>{product.category}</Badge>
                  {isSelected ? <Badge tone="neutral">{productGrid.selectedBadge}</Badge> : null}
                </Inline>
                <Stack space="xsmall">
                  <Heading level={3}>{product.name}</Heading>
                  <Text weight="semibold">{product.fullName}</Text>
                </Stack>
                <Text tone="secondary">{product.tagline}</Text>
                <Text>{product.description}</Text>
                <Stack space="xsmall">
                  <Text size="small" weight="semibold">
                    {productGrid.featuresLabel.replace('{name}', product.name)}
                  </Text>
                  <List type="check" size="small">
                    {product.features}
                  </List>
                </Stack>
                {isSelected ? null : (
                  <Text>
                    <Link href={product.href}>{productGrid.explore.replace('{name}', product.name)}</Link>
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </Tiles>
    </Section>
  );
}

function IntegrationSection() {
  return (
    <Section heading={integration.heading} intro={integration.intro}>
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
        <Column width="2/5">
          <Image src="/images/signature-products/integration.svg" alt="" width={800} height={600} radius="large" />
        </Column>
        <Column>
          <Stack space="xlarge">
            <Stack render={<ol />} space="large">
              {integration.steps.map(({ title, description }) => (
                <li key={title}>
                  <Stack space="xsmall">
                    <Heading level={3} size="4">
                      {title}
                    </Heading>
                    <Text tone="secondary">{description}</Text>
                  </Stack>
                </li>
              ))}
            </Stack>
            <Inline space="small" collapseBelow="tablet">
              <ButtonLink href={integration.flagship.href}>{integration.flagship.label}</ButtonLink>
              <ButtonLink href={integration.contact.href} variant="secondary">
                {integration.contact.label}
              </ButtonLink>
            </Inline>
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}

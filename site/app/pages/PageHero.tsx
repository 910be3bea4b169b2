import { Box, Breadcrumbs, Column, Columns, Container, Heading, Illustration, Inline, Stack, Text } from '@akoma/design-system';
import type { ReactNode } from 'react';

import type { PageEntry } from '../content/pages';
import { breadcrumbTrail } from '../seo/meta';

/**
 * A page's main artwork: a small SVG drawing from app/artwork, imported by the page with `?raw`.
 * The content modules hold only its size and description, so the tests and tools that read them
 * outside Vite can still load them.
 */
export interface HeroArt {
  svg: string;
  width: number;
  height: number;
  alt: string;
}

interface PageHeroProps {
  page: PageEntry;
  /** The paragraph under the heading. */
  lead: ReactNode;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** More under the actions, such as a short note. */
  children?: ReactNode;
  /**
   * The page's main artwork, written into the page so it paints with the heading: loaded as a
   * file, it was the page's largest paint and came after the text, behind the start-up scripts.
   */
  art: HeroArt;
}

/**
 * The top band of an inner page: breadcrumbs, the page's heading from content/pages.ts, its lead,
 * its main actions and its artwork beside them (below them on a phone).
 */
export function PageHero({ page, lead, actions, children, art }: PageHeroProps) {
  const trail = breadcrumbTrail(page);
  return (
    <Box background="surfaceMuted" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Container>
        <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
          <Column width="3/5">
            <Stack space="large">
              <Breadcrumbs items={trail.map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
              <Heading level={1}>{page.heading}</Heading>
              <Text size="large" tone="secondary">
                {lead}
              </Text>
              {actions ? (
                <Inline space="small" collapseBelow="tablet">
                  {actions}
                </Inline>
              ) : null}
              {children}
            </Stack>
          </Column>
          <Column>
            <Illustration svg={art.svg} alt={art.alt} width={art.width} height={art.height} radius="large" />
          </Column>
        </Columns>
      </Container>
    </Box>
  );
}

import { Box, Breadcrumbs, Container, Heading, Inline, Link, Stack, Text } from '@akoma/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import metadata from '#content/pages';

import { findPage, pages, screenPage, sectionPage, type PageEntry } from '../../content/pages';
import { fillTemplate } from '../../format';
import { breadcrumbTrail } from '../../seo/meta';

/** The page entry for the current address, or undefined for an address the site doesn't have. */
export function useCurrentPage(): PageEntry | undefined {
  return findPage(useLocation().pathname);
}

/**
 * For a screen that answers any address below it: the page for the current address and its
 * sub-route's slug (/solutions/capability -> capability), or the screen itself with no slug for an
 * address it does not know (/solutions/no-such-thing).
 */
export function useSectionPage(): { page: PageEntry; slug?: string } | undefined {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  if (page) return { page, slug: page.path.split('/')[2] };
  const section = sectionPage(pathname);
  return section ? { page: section } : undefined;
}

interface ScreenIntroProps {
  page: PageEntry;
  /** The introduction under the heading. @default the page's description */
  children?: ReactNode;
}

/** The top of an inner page: breadcrumbs, the page's heading and its introduction. */
export function ScreenIntro({ page, children }: ScreenIntroProps) {
  const trail = breadcrumbTrail(page);
  return (
    <Container paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Stack space="large">
        {trail.length > 1 ? <Breadcrumbs items={trail.map((crumb) => ({ label: crumb.name, href: crumb.path }))} /> : null}
        <Heading level={1}>{page.heading}</Heading>
        <Text size="large" tone="secondary">
          {children ?? page.description}
        </Text>
      </Stack>
    </Container>
  );
}

/** Links to every section of a screen that has them (the sub-routes of /insights, /impact...). */
export function SectionLinks({ page }: { page: PageEntry }) {
  const parent = screenPage(page.screen);
  const sections = pages.filter((entry) => entry.screen === page.screen && entry.path !== parent.path);
  if (sections.length === 0) return null;
  return (
    <Container paddingBottom="xxlarge">
      <Box render={<nav aria-label={fillTemplate(metadata.sectionLinks.label, { page: parent.name })} />}>
        <Inline render={<ul />} space="medium">
          {[parent, ...sections].map((entry) => (
            <li key={entry.path}>
              <Link href={entry.path} aria-current={entry.path === page.path ? 'page' : undefined}>
                {entry.path === parent.path ? fillTemplate(metadata.sectionLinks.all, { page: parent.name }) : entry.name}
              </Link>
            </li>
          ))}
        </Inline>
      </Box>
    </Container>
  );
}

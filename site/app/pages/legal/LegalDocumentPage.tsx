import { Box, Breadcrumbs, Container, Heading, Inline, Link, List, Stack, Text } from '@akoma/design-system';
import { Fragment } from 'react';

import type { LegalBlock, LegalDocument, LegalText } from '../../content/legal/legalDocument';
import { screenPage, type Screen } from '../../content/pages';
import { breadcrumbTrail } from '../../seo/meta';
import { inPageLinkTo } from '../shared/inPageLinkTo';

export type LegalScreen = Extract<Screen, 'privacy' | 'terms' | 'cookies' | 'esgInclusion'>;

const legalScreens: readonly LegalScreen[] = ['privacy', 'terms', 'cookies', 'esgInclusion'];

/** Words with their links, as one run of text. */
function LegalTextContent({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ),
  );
}

function LegalBlockContent({ block }: { block: LegalBlock }) {
  // An inventory entry's subheading is its anchor (/cookies#audience-measurement).
  if ('subheading' in block)
    return (
      <Heading level={3} id={block.id}>
        {block.subheading}
      </Heading>
    );
  if ('list' in block) {
    return (
      <List type={block.ordered ? 'number' : 'bullet'}>
        {block.list.map((item, index) => (
          <LegalTextContent key={index} text={item} />
        ))}
      </List>
    );
  }
  return (
    <Text>
      <LegalTextContent text={block.paragraph} />
    </Text>
  );
}

interface LegalDocumentPageProps {
  screen: LegalScreen;
  document: LegalDocument;
}

/**
 * A policy page: its heading and date, a list of its sections, then the text at a readable
 * measure. The document is an `article` with plain h2/h3 headings rather than a region per clause,
 * so screen-reader users move through it by heading without a landmark for every paragraph.
 */
export function LegalDocumentPage({ screen, document }: LegalDocumentPageProps) {
  const page = screenPage(screen);
  const titleId = `${screen}-title`;
  const headingOf = (heading: string, index: number) => (document.numbered ? `${String(index + 1)}. ${heading}` : heading);
  const related = legalScreens.filter((other) => other !== screen).map(screenPage);

  return (
    <Container width="medium" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Box render={<article aria-labelledby={titleId} />}>
        <Stack space="xxlarge">
          <Stack space="large">
            <Breadcrumbs items={breadcrumbTrail(page).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
            <Heading level={1} id={titleId}>
              {page.heading}
            </Heading>
            <Text tone="secondary" weight="semibold">
              {/* The words and the space as one text: no marker between them in the prerendered page. */}
              {`${document.labels.lastUpdated} `}
              <time dateTime={document.lastUpdated.isoDate}>{document.lastUpdated.label}</time>
            </Text>
            {document.summary.map((paragraph, index) => (
              <Text key={index} size="large">
                <LegalTextContent text={paragraph} />
              </Text>
            ))}
          </Stack>

          <Box render={<nav aria-labelledby={`${screen}-contents`} />} background="surfaceMuted" borderRadius="large" padding="large">
            <Stack space="small">
              <Text id={`${screen}-contents`} weight="semibold">
                {document.labels.contents}
              </Text>
              <List>
                {document.sections.map((section, index) => (
                  <Link key={section.id} {...inPageLinkTo(section.id)}>
                    {headingOf(section.heading, index)}
                  </Link>
                ))}
              </List>
            </Stack>
          </Box>

          {document.sections.map((section, index) => (
            <Stack key={section.id} space="medium">
              <Heading level={2} size="3">
                <span id={section.id} tabIndex={-1}>
                  {headingOf(section.heading, index)}
                </span>
              </Heading>
              {section.blocks.map((block, blockIndex) => (
                <LegalBlockContent key={blockIndex} block={block} />
              ))}
            </Stack>
          ))}

          <Box render={<nav aria-labelledby={`${screen}-related`} />}>
            <Stack space="small">
              <Text id={`${screen}-related`} weight="semibold">
                {document.labels.related}
              </Text>
              <Inline space="large">
                {related.map((other) => (
                  <Link key={other.path} href={other.path}>
                    {other.name}
                  </Link>
                ))}
              </Inline>
            </Stack>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}

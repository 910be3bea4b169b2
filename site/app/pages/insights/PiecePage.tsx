import {
  Badge,
  Box,
  Breadcrumbs,
  Card,
  CardLink,
  Container,
  Heading,
  IconClock,
  Image,
  Inline,
  Link,
  List,
  Quote,
  Stack,
  Table,
  Text,
  Tiles,
  VisuallyHidden,
} from '@akoma/design-system';
import { Fragment, Suspense, use, type ReactNode } from 'react';

import followWords from '#content/followWords';
import insights from '#content/insights';

import { insightCategories } from '../../content/insights';
import type { Block, Inline as InlineRun } from '../../pieces/blocks';
import { contentsFromSections, durationLabel, type PieceBody, type PieceEntry, type PieceSummary } from '../../pieces/piece';
import { actionOn, formatDate } from '../../format';
import { FollowTopic } from '../../members/FollowTopic';
import { SavePieceButton } from '../../members/SavePieceButton';
import { pieceTopics } from '../../members/topicNames';
import { DownloadPdfLink } from './DownloadPdfLink';
import { pieceTrail } from '../../seo/pieceMeta';
import { absoluteUrl } from '../../seo/siteOrigin';
import { loadPieceBody } from 'virtual:pieces';

const categoryName = (id: PieceSummary['category']) => insightCategories.find((category) => category.id === id)?.name ?? id;

/** The words of a piece's page that are not the piece's own (site/content/pages/insights.yaml). */
const pieceCopy = insights.piece;

function Runs({ content }: { content: readonly InlineRun[] }): ReactNode {
  return content.map((run, index) => {
    switch (run.kind) {
      case 'text':
        return <Fragment key={index}>{run.text}</Fragment>;
      case 'strong':
        return (
          <strong key={index}>
            <Runs content={run.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Runs content={run.children} />
          </em>
        );
      case 'link':
        return (
          <Link key={index} href={run.href}>
            <Runs content={run.children} />
          </Link>
        );
      case 'code':
        return <code key={index}>{run.text}</code>;
    }
  });
}

function BlockContent({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading level={block.level} id={block.id}>
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return (
        <Text>
          <Runs content={block.content} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'number' : 'bullet'}>
          {block.items.map((item, index) => (
            <Runs key={index} content={item} />
          ))}
        </List>
      );
    case 'table': {
      const columns = block.header.map((cell, index) => ({ key: `c${String(index)}`, header: <Runs content={cell} /> }));
      const rows = block.rows.map((row) =>
        Object.fromEntries(row.map((cell, index) => [`c${String(index)}`, <Runs key={index} content={cell} />])),
      );
      return <Table caption={block.caption} columns={columns} rows={rows} rowHeader="c0" />;
    }
    case 'quote':
      return (
        <Quote>
          <Runs content={block.content} />
        </Quote>
      );
  }
}

/** Links that share the piece through each service's own share address: no third-party script on the page. */
function ShareLinks({ piece }: { piece: PieceEntry }) {
  const url = absoluteUrl(piece.path);
  const links = [
    { name: pieceCopy.shareOn.linkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { name: pieceCopy.shareOn.x, href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(piece.title)}` },
    { name: pieceCopy.shareOn.whatsApp, href: `https://wa.me/?text=${encodeURIComponent(`${piece.title} ${url}`)}` },
    { name: pieceCopy.shareOn.email, href: `mailto:?subject=${encodeURIComponent(piece.title)}&body=${encodeURIComponent(url)}` },
  ];
  return (
    <Stack space="small" render={<nav aria-labelledby="share-heading" />}>
      <Heading level={2} size="4" id="share-heading">
        {pieceCopy.share}
      </Heading>
      <Inline space="medium" render={<ul />}>
        {links.map((link) => (
          <li key={link.name}>
            <Link href={link.href}>
              {/* One spoken phrase: split across elements the name would gain a stray space ("LinkedIn : ..."). */}
              <span aria-hidden="true">{link.name}</span>
              <VisuallyHidden>{actionOn(link.name, piece.title)}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

/** The FAQPage structured data of a piece with questions and answers. */
function faqSchema(faq: PieceBody['faq']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

function RelatedPieces({ related }: { related: PieceBody['related'] }) {
  if (related.length === 0) return null;
  return (
    <Stack space="large" render={<section aria-labelledby="related-heading" />}>
      <Heading level={2} id="related-heading">
        {pieceCopy.related}
      </Heading>
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large" render={<ul />}>
        {related.map((piece) => (
          <Card
            key={piece.slug}
            render={<li />}
            shadow="small"
            media={<Image src={piece.hero.src} alt="" width={piece.hero.width} height={piece.hero.height} />}
          >
            <Stack space="small">
              <Inline space="xsmall">
                <Badge tone="brandAccent">{categoryName(piece.category)}</Badge>
                <Badge>{insights.piece.typeNames[piece.type]}</Badge>
              </Inline>
              <Heading level={3} size="4">
                <CardLink href={piece.path}>{piece.title}</CardLink>
              </Heading>
              <Text size="small" tone="secondary">
                {piece.summary}
              </Text>
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Stack>
  );
}

/** The piece's text and what goes with it: takeaways, contents, body, questions, sharing and related pieces. */
function PieceText({ piece, body }: { piece: PieceEntry; body: PieceBody }) {
  return (
    <Stack space="xxlarge">
      <Box background="surfaceMuted" padding="large" borderRadius="large" render={<section aria-labelledby="takeaways-heading" />}>
        <Stack space="medium">
          <Heading level={2} size="4" id="takeaways-heading">
            {pieceCopy.takeaways}
          </Heading>
          <List type="check">
            {body.takeaways.map((takeaway) => (
              <Fragment key={takeaway}>{takeaway}</Fragment>
            ))}
          </List>
        </Stack>
      </Box>
      {body.contents.length >= contentsFromSections ? (
        <Stack space="small" render={<nav aria-labelledby="contents-heading" />}>
          <Heading level={2} size="4" id="contents-heading">
            {pieceCopy.contents}
          </Heading>
          <List type="number">
            {body.contents.map((section) => (
              <Link key={section.id} href={`#${section.id}`}>
                {section.text}
              </Link>
            ))}
          </List>
        </Stack>
      ) : null}
      <Stack space="large">
        {piece.illustrative ? (
          <Text size="small" tone="secondary">
            <em>{pieceCopy.illustrative}</em>
          </Text>
        ) : null}
        {body.blocks.map((block, index) => (
          <BlockContent key={index} block={block} />
        ))}
      </Stack>
      {body.faq.length > 0 ? (
        <Stack space="large" render={<section aria-labelledby="faq-heading" />}>
          <Heading level={2} id="faq-heading">
            {pieceCopy.faq}
          </Heading>
          {body.faq.map((item) => (
            <Stack key={item.question} space="small">
              <Heading level={3} size="4">
                {item.question}
              </Heading>
              <Text>{item.answer}</Text>
            </Stack>
          ))}
          <script type="application/ld+json">{JSON.stringify(faqSchema(body.faq))}</script>
        </Stack>
      ) : null}
      <ShareLinks piece={piece} />
    </Stack>
  );
}

/**
 * The text of each piece is a chunk of its own, loaded by the page that shows it and no other.
 * Prerendered in full, it is on screen and readable before its code arrives: React keeps the
 * page's HTML while the request is pending and hydrates it once the text is there.
 */
const bodyRequests = new Map<string, Promise<PieceBody | undefined>>();

function requestBody(slug: string): Promise<PieceBody | undefined> {
  let request = bodyRequests.get(slug);
  if (!request) {
    request = loadPieceBody(slug);
    bodyRequests.set(slug, request);
  }
  return request;
}

function PieceTextPart({ piece }: { piece: PieceEntry }) {
  const body = use(requestBody(piece.slug));
  if (!body) throw new Error(`No text for the piece "${piece.slug}"`);
  return (
    <Stack space="xxlarge">
      <PieceText piece={piece} body={body} />
      <RelatedPieces related={body.related} />
    </Stack>
  );
}

/** Follow for the piece's topics (its category, then its tags), as a group named by its label. */
function PieceTopics({ piece }: { piece: PieceEntry }) {
  return (
    <Stack space="small" render={<div role="group" aria-labelledby="piece-topics-label" />}>
      <Text id="piece-topics-label" size="small" weight="semibold">
        {followWords.pieceTopics}
      </Text>
      <Inline space="small">
        {pieceTopics(piece).map((topic) => (
          <FollowTopic key={topic.key} topic={topic.key} name={topic.name} />
        ))}
      </Inline>
    </Stack>
  );
}

/**
 * A readable piece at /insights/<slug>: its headline, author and role, dates, reading time and
 * artwork, then its text (see PieceText).
 */
export function PiecePage({ piece }: { piece: PieceEntry }) {
  const trail = pieceTrail(piece);
  return (
    <article aria-labelledby="piece-heading">
      <Box background="surfaceMuted" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <Container width="medium">
          <Stack space="large">
            <Breadcrumbs items={trail.map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
            <Inline space="xsmall">
              <Badge tone="brandAccent">{categoryName(piece.category)}</Badge>
              <Badge>{insights.piece.typeNames[piece.type]}</Badge>
            </Inline>
            <Heading level={1} id="piece-heading">
              {piece.title}
            </Heading>
            <Text size="large" tone="secondary">
              {piece.summary}
            </Text>
            <Text>
              {pieceCopy.by} <strong>{piece.author}</strong>, {piece.authorRole}
            </Text>
            <Inline space="medium">
              <Text size="small" tone="secondary">
                {pieceCopy.published} <time dateTime={piece.published}>{formatDate(piece.published)}</time>
              </Text>
              {piece.updated ? (
                <Text size="small" tone="secondary">
                  {pieceCopy.updated} <time dateTime={piece.updated}>{formatDate(piece.updated)}</time>
                </Text>
              ) : null}
              <Text size="small" tone="secondary">
                <IconClock size="small" /> {durationLabel(piece, insights.piece.durations)}
              </Text>
            </Inline>
            <Inline space="small">
              <SavePieceButton slug={piece.slug} title={piece.title} />
              {piece.downloadable ? <DownloadPdfLink slug={piece.slug} title={piece.title} /> : null}
            </Inline>
            <PieceTopics piece={piece} />
          </Stack>
        </Container>
      </Box>
      <Container width="medium" paddingY="xxlarge">
        <Stack space="xxlarge">
          <Image src={piece.hero.src} alt="" width={piece.hero.width} height={piece.hero.height} radius="large" priority />
          <Suspense fallback={null}>
            <PieceTextPart piece={piece} />
          </Suspense>
        </Stack>
      </Container>
    </article>
  );
}

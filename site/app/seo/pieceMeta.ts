import { brand } from '../content/brand';
import { findPage, titled, type PageEntry } from '../content/pages';
import { pieceLanguages } from '../pieces/editions';
import type { PieceEntry } from '../pieces/piece';
import { editionUrl, headTags, type MetaDescriptor } from './headTags';
import { breadcrumbTrail } from './meta';
import { absoluteUrl } from './siteOrigin';

/** A piece as a page: its title and description for `<head>`, its headline for the page. */
export function piecePage(piece: PieceEntry): PageEntry {
  return {
    path: piece.path,
    screen: 'insights',
    title: titled(piece.title),
    description: piece.summary,
    keywords: piece.tags,
    heading: piece.title,
    name: piece.title,
  };
}

/** Home, Insights, then the piece: the page's breadcrumbs and its BreadcrumbList. */
export function pieceTrail(piece: PieceEntry): { name: string; path: string }[] {
  const insights = findPage('/insights');
  const trail = insights ? breadcrumbTrail(insights) : [];
  return [...trail, { name: piece.title, path: piece.path }];
}

/**
 * A piece's structured data: an Article (headline, author, dates, image, word count, publisher)
 * and its BreadcrumbList. A piece with questions and answers adds its FAQPage in the page itself.
 */
export function pieceSchema(piece: PieceEntry) {
  const url = editionUrl(piece.path);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': piece.type === 'research-report' ? 'Report' : 'Article',
        '@id': `${url}#article`,
        headline: piece.title,
        description: piece.summary,
        author: { '@type': 'Person', name: piece.author, jobTitle: piece.authorRole },
        datePublished: piece.published,
        dateModified: piece.updated ?? piece.published,
        image: absoluteUrl(piece.hero.src),
        wordCount: piece.wordCount,
        keywords: piece.tags.join(', '),
        mainEntityOfPage: url,
        publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') } },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: pieceTrail(piece).map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: editionUrl(crumb.path),
        })),
      },
    ],
  };
}

/** Everything a piece's page says about itself in `<head>`, as an article. */
export function pieceMeta(piece: PieceEntry): MetaDescriptor[] {
  // A piece not translated names no French alternate.
  const tags = headTags(piecePage(piece), pieceSchema(piece), pieceLanguages(piece.path)).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
  );
  return [
    ...tags,
    { property: 'article:published_time', content: piece.published },
    { property: 'article:modified_time', content: piece.updated ?? piece.published },
    { property: 'article:author', content: piece.author },
    ...piece.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
}

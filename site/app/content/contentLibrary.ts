/**
 * The home page's content recommendations: a preview of the content library (filtering rules in
 * docs/product-rules.md, "Content recommendations"). Its words, its picks and the library's
 * published counts are content (site/content/pages/home-content-library.yaml,
 * `#content/contentLibrary`); here are the values the filters use and the picks as the page shows
 * them, each with its piece's words.
 */

import library from '#content/contentLibrary';

import { durationLabel, type PieceType } from '../pieces/piece';
import { pieceEntry } from '../pieces/pieceEntry';

export const contentTypes = ['article', 'video', 'podcast', 'report'] as const;
export type ContentType = (typeof contentTypes)[number];

export interface ContentItem {
  /** Unique within the library, for list keys. */
  id: string;
  type: ContentType;
  title: string;
  excerpt: string;
  author: string;
  role: string;
  /** As shown: "8 min read", "24 min watch". */
  readTime: string;
  views: number;
  /** Topics; only the first three are shown, but search and topic chips read them all. */
  tags: readonly string[];
  trending: boolean;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  featured: boolean;
}

/** How many pieces the whole library holds: the page reads "Showing N of 526 results". */
export const libraryTotal = library.libraryTotal;

export type ContentTypeFilter = ContentType | 'all';

/** The type tabs with the library's published count of each; All counts the whole library. */
interface ContentTypeTab<Value extends ContentTypeFilter> {
  value: Value;
  label: string;
  count: number;
}
export const contentTypeTabs: readonly [ContentTypeTab<'all'>, ...ContentTypeTab<ContentType>[]] = [
  { value: 'all', label: library.allTab, count: libraryTotal },
  ...contentTypes.map((type) => ({ value: type, label: library.types[type].tab, count: library.types[type].count })),
];

/** What each type is called on its card. */
export const contentTypeNames = Object.fromEntries(contentTypes.map((type) => [type, library.types[type].name])) as Record<
  ContentType,
  string
>;

/** The value of the topic chip that shows everything. */
export const allTopics = 'all';

/** The topic chips: All Content, then topics the items are tagged with (a chip's value is its tag). */
export const contentTopics: readonly { value: string; label: string }[] = [
  { value: allTopics, label: library.allTopics },
  ...library.topics.map((topic) => ({ value: topic, label: topic })),
];

export const contentSortOrderValues = ['newest', 'most-viewed'] as const;
export type ContentSortOrder = (typeof contentSortOrderValues)[number];
export const contentSortOrders: readonly { value: ContentSortOrder; label: string }[] = [
  { value: 'newest', label: library.newestFirst },
  { value: 'most-viewed', label: library.mostViewed },
];

/** The Show only choices: their values are the filters they set. */
export const showOnlyOptions: readonly { value: 'trending' | 'featured'; label: string }[] = [
  { value: 'trending', label: library.trending },
  { value: 'featured', label: library.featured },
];

/** The library's type of a piece: reports, recordings, and articles for every written kind. */
function contentTypeOf(type: PieceType): ContentType {
  if (type === 'research-report') return 'report';
  if (type === 'video' || type === 'podcast') return type;
  return 'article';
}

/**
 * The picks as the page shows them: each names its piece (content/pieces/<slug>.md) and adds only
 * what the library knows of it (views, trending and featured); everything else comes from the piece.
 */
export const contentItems: readonly ContentItem[] = library.picks.map(({ piece: slug, views, trending, featured }) => {
  const piece = pieceEntry(slug);
  return {
    id: slug,
    type: contentTypeOf(piece.type),
    title: piece.title,
    excerpt: piece.summary,
    author: piece.author,
    role: piece.authorRole,
    readTime: durationLabel(piece, library.durations),
    views,
    tags: piece.tags,
    trending,
    publishDate: piece.published,
    featured,
  };
});

/** How many cards show at first, and how many more each Load More reveals. */
export const contentPageSize = 6;

/**
 * The home page's content recommendations: a preview of the content library (filtering rules in
 * docs/product-rules.md, "Content recommendations"). The library holds 526 pieces; these are the
 * sample items the page shows, and the counts are the library's published totals.
 */

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

/** A piece the library preview shows, and what the library alone knows of it. */
interface ContentPick {
  slug: string;
  views: number;
  trending: boolean;
  featured: boolean;
}

/** How many pieces the whole library holds: the page reads "Showing N of 526 results". */
export const libraryTotal = 526;

/** The type tabs with the library's published count of each: articles 247, videos 89, podcasts 156, reports 34. */
export const contentTypeTabs = [
  { value: 'all', label: 'All', count: libraryTotal },
  { value: 'article', label: 'Articles', count: 247 },
  { value: 'video', label: 'Videos', count: 89 },
  { value: 'podcast', label: 'Podcasts', count: 156 },
  { value: 'report', label: 'Reports', count: 34 },
] as const satisfies readonly { value: ContentType | 'all'; label: string; count: number }[];

export type ContentTypeFilter = (typeof contentTypeTabs)[number]['value'];

/** What each type is called on its card. */
export const contentTypeNames: Record<ContentType, string> = {
  article: 'Article',
  video: 'Video',
  podcast: 'Podcast',
  report: 'Report',
};

/** The value of the topic chip that shows everything. */
export const allTopics = 'all';

/** The topic chips: All Content, then topics the items are tagged with. */
export const contentTopics = [
  { value: allTopics, label: 'All Content' },
  { value: 'Leadership', label: 'Leadership' },
  { value: 'Wellbeing', label: 'Wellbeing' },
  { value: 'Talent', label: 'Talent' },
  { value: 'Performance', label: 'Performance' },
  { value: 'Future of Work', label: 'Future of Work' },
  { value: 'Culture', label: 'Culture' },
] as const;

export const contentSortOrders = [
  { value: 'newest', label: 'Newest first' },
  { value: 'most-viewed', label: 'Most viewed' },
] as const;
export type ContentSortOrder = (typeof contentSortOrders)[number]['value'];

/**
 * The picks the page shows (at least four, so every type has one): several topics, a few trending
 * and featured. Each names its piece (content/pieces/<slug>.md) and adds only what the library
 * knows of it: views, trending and featured. Everything else comes from the piece.
 */
const contentPicks: readonly ContentPick[] = [
  { slug: 'hybrid-work-playbook', views: 12480, trending: true, featured: true },
  { slug: 'ceo-roundtable-leading-through-change', views: 8930, trending: true, featured: false },
  { slug: 'burnout-is-a-systems-problem', views: 15210, trending: false, featured: true },
  { slug: 'state-of-the-african-workplace-2025', views: 21040, trending: true, featured: true },
  { slug: 'ai-at-work-what-employees-think', views: 13900, trending: true, featured: false },
  { slug: 'retention-levers-cheaper-than-a-pay-rise', views: 9875, trending: false, featured: false },
  { slug: 'managing-gen-z', views: 11200, trending: true, featured: false },
  { slug: 'inside-a-wellpaddy-rollout', views: 5430, trending: false, featured: false },
  { slug: 'okrs-that-survive-reality', views: 7640, trending: false, featured: false },
  { slug: 'cost-of-disengagement-financial-services', views: 6320, trending: false, featured: false },
];

/** The library's type of a piece: reports, recordings, and articles for every written kind. */
function contentTypeOf(type: PieceType): ContentType {
  if (type === 'research-report') return 'report';
  if (type === 'video' || type === 'podcast') return type;
  return 'article';
}

/** The picks as the page shows them: each pick with its piece's title, summary, author and the rest. */
export const contentItems: readonly ContentItem[] = contentPicks.map(({ slug, views, trending, featured }) => {
  const piece = pieceEntry(slug);
  return {
    id: slug,
    type: contentTypeOf(piece.type),
    title: piece.title,
    excerpt: piece.summary,
    author: piece.author,
    role: piece.authorRole,
    readTime: durationLabel(piece),
    views,
    tags: piece.tags,
    trending,
    publishDate: piece.published,
    featured,
  };
});

/** How many cards show at first, and how many more each Load More reveals. */
export const contentPageSize = 6;

export const contentBrowserCopy = {
  eyebrow: 'Recommended for you',
  heading: 'Explore our content library',
  intro: 'Articles, videos, podcasts and reports on capability, wellbeing and performance in African workplaces.',
  searchLabel: 'Search the library',
  searchPlaceholder: 'Try "burnout", "hybrid" or "leadership"',
  typeTabsLabel: 'Content type',
  topicLabel: 'Topic',
  advancedFilters: 'Advanced Filters',
  showOnlyLabel: 'Show only',
  showOnlyOptions: [
    { value: 'trending', label: 'Trending' },
    { value: 'featured', label: 'Featured' },
  ],
  sortLabel: 'Sort by',
  /** Says plainly that the cards are a preview of the library, not all of it. */
  previewNote: (sampleSize: number) =>
    `This is a preview: ${String(sampleSize)} hand-picked pieces from our library of ${String(libraryTotal)}.`,
  loadMore: 'Load More',
  loadMoreHint: 'Load More shows more of the picks in this preview.',
  endOfPreview: `That is every pick in this preview. The full library of ${String(libraryTotal)} articles, videos, podcasts and reports is in Insights.`,
  browseInsights: 'Browse all insights',
  emptyHeading: 'No content matches your search and filters',
  emptyText: 'Try another word, choose All Content, or clear the filters to see every pick in this preview.',
  clearFilters: 'Clear search and filters',
  profileHeading: 'Make it yours',
  profileText: 'Create a free IndyCircle profile to save content, track your tools and assessments, and get recommendations for your role.',
  createProfile: 'Create Your Profile',
  /** For a signed-in member, in place of Create Your Profile. */
  openCircle: 'Open your IndyCircle library',
} as const;

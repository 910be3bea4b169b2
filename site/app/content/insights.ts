import content from '#content/insights';

import type { Artwork } from './artwork';
import { insightTopics, type InsightTopic, type PieceType } from '../pieces/piece';
import { pieceEntry } from '../pieces/pieceEntry';
import type { InsightsContent } from './schema/insights';

/**
 * The insights library as the pages use it: its categories, the kinds of insight it lists, the
 * insights themselves (each a piece, content/pieces/<slug>.md) and each sub-route's focus. The
 * words, the category totals and which pieces it lists are content (site/content/pages/insights.yaml,
 * `#content/insights`). The category totals (24, 8, 6, 7, 3) are the totals the company has
 * published, not a count of the insights online here; the page says so beside them.
 */

export const insightCategoryIds = ['all', ...insightTopics] as const;
export type InsightCategoryId = (typeof insightCategoryIds)[number];
export type { InsightTopic };

export interface InsightCategory {
  id: InsightCategoryId;
  name: string;
  /** Published insights in the category, across the whole library. */
  count: number;
}

export const insightCategories: readonly InsightCategory[] = insightCategoryIds.map((id) => ({ id, ...content.categories[id] }));

/** The kinds of piece the library lists, and what it calls each. */
type InsightPieceType = keyof InsightsContent['types'];
const insightTypeNames: Readonly<Partial<Record<PieceType, string>>> = content.types;

/** A kind of insight, in the library's words ("Research Report"): the type filter's value and a card's badge. */
export type InsightType = string;
export const insightTypes: readonly InsightType[] = Object.values(content.types);

export interface Insight {
  id: string;
  title: string;
  description: string;
  category: InsightTopic;
  type: InsightType;
  /** Minutes to read. */
  readTime: number;
  image: Artwork;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  featured: boolean;
  /** A PDF readers can ask for. */
  downloadable: boolean;
}

/**
 * The insights the screen lists, newest first, each naming its piece (content/pieces/<slug>.md);
 * `featured` puts it in "Featured research" too. Title, description, dates, read time, category,
 * type and PDF come from the piece.
 */
export const insights: readonly Insight[] = content.picks.map(({ piece: slug, featured }) => {
  const piece = pieceEntry(slug);
  const type = insightTypeNames[piece.type];
  if (!type)
    throw new Error(
      `The insights library lists "${slug}", but a ${piece.type} is not one of its types (${Object.keys(content.types).join(', ')}).`,
    );
  return {
    id: slug,
    title: piece.title,
    description: piece.summary,
    category: piece.category,
    type,
    readTime: piece.readMinutes,
    image: piece.hero,
    date: piece.published,
    featured,
    downloadable: piece.downloadable,
  };
});

/** What a sub-route of /insights puts first: its own introduction, and the filters that fit it. */
export interface InsightsFocus {
  intro: string;
  category?: InsightTopic;
  type?: InsightType;
  downloadableOnly?: boolean;
  /** A page that serves this kind of content better, when there is one. */
  related?: { label: string; href: string };
}

const typeName = (type: InsightPieceType | 'all') => (type === 'all' ? undefined : content.types[type]);

/** Keyed by the sub-route's slug (/insights/<slug>); every slug listed in content/pages.ts has one. */
export const insightsFocus: Readonly<Record<string, InsightsFocus>> = Object.fromEntries(
  content.sections.map(({ slug, intro, category, type, downloadableOnly, relatedLabel, relatedHref }) => {
    const focus: InsightsFocus = { intro };
    if (category !== 'all') focus.category = category;
    const named = typeName(type);
    if (named) focus.type = named;
    if (downloadableOnly) focus.downloadableOnly = true;
    if (relatedLabel && relatedHref) focus.related = { label: relatedLabel, href: relatedHref };
    return [slug, focus];
  }),
);

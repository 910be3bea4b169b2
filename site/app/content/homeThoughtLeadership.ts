import words from '#content/homeThoughtLeadership';

import { insightCategories } from './insights';
import type { HomeThoughtLeadershipContent } from './schema/home';
import { pieceEntry } from '../pieces/pieceEntry';

/** One thought-leadership card: category, trend badge, read time and Read More. */
export interface ThoughtLeadershipArticle {
  /** Its piece, content/pieces/<slug>.md: what Save keeps. */
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** The change in readers this month, in percent; shown as a trend badge. */
  readerTrendPercent: number;
  readTimeMinutes: number;
  /** The piece Read More opens, /insights/<slug>. */
  href: string;
  image: string;
}

/**
 * A card for each article the home page picks (content/pages/home-thought-leadership.yaml): its piece
 * (content/pieces/<slug>.md) and its readers' trend this month. Title, excerpt, category, read time
 * and art are the piece's.
 */
function article({ slug, readerTrendPercent }: HomeThoughtLeadershipContent['articles'][number]): ThoughtLeadershipArticle {
  const piece = pieceEntry(slug);
  return {
    slug,
    title: piece.title,
    excerpt: piece.summary,
    category: insightCategories.find((category) => category.id === piece.category)?.name ?? piece.category,
    readerTrendPercent,
    readTimeMinutes: piece.readMinutes,
    href: piece.path,
    image: piece.hero.src,
  };
}

/** The section's words (`#content/homeThoughtLeadership`), with its articles made into cards. */
export const thoughtLeadership = { ...words, articles: words.articles.map(article) };

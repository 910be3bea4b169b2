import { insightCategories } from './insights';
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
 * The articles on the home page, one per category: each names its piece (content/pieces/<slug>.md)
 * and adds its readers' trend this month. Title, excerpt, category, read time and art are the piece's.
 */
const articlePicks = [
  { slug: 'leadership-benches-fastest-growing-banks', readerTrendPercent: 45 },
  { slug: 'burnout-business-risk-lagos-employers', readerTrendPercent: 38 },
  { slug: 'strategy-deck-to-weekly-rhythm', readerTrendPercent: 27 },
  { slug: 'state-of-work-africa-quarterly-review', readerTrendPercent: 52 },
] as const;

function article({ slug, readerTrendPercent }: (typeof articlePicks)[number]): ThoughtLeadershipArticle {
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

export const thoughtLeadership = {
  eyebrow: 'Thought leadership',
  heading: 'Ideas shaping work in Africa',
  intro: 'Research and practical thinking from our consultants and clients.',
  readMoreLabel: 'Read More',
  exploreAll: { label: 'Explore All Insights', href: '/insights' },
  articles: articlePicks.map(article),
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  readMoreLabel: string;
  exploreAll: { label: string; href: string };
  articles: readonly ThoughtLeadershipArticle[];
};

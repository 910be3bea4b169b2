import type { Artwork } from './artwork';
import { insightTopics, piecePdfPath, type InsightTopic, type PieceType } from '../pieces/piece';
import { pieceEntry } from '../pieces/pieceEntry';

/**
 * The insights library: its insights, categories and types, and the words of /insights and its
 * sections. The category counts (24, 8, 6, 7, 3) are the totals the company has published, not a
 * count of the six insights online here; the page says so beside them.
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

export const insightCategories: readonly InsightCategory[] = [
  { id: 'all', name: 'All insights', count: 24 },
  { id: 'capability', name: 'Capability', count: 8 },
  { id: 'wellbeing', name: 'Wellbeing', count: 6 },
  { id: 'performance', name: 'Performance', count: 7 },
  { id: 'african-business', name: 'African Business', count: 3 },
];

export const insightTypes = ['Research Report', 'Thought Leadership', 'Case Study'] as const;
export type InsightType = (typeof insightTypes)[number];

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

/** What the insights library calls each kind of piece it lists. */
const insightTypeNames: Partial<Record<PieceType, InsightType>> = {
  'research-report': 'Research Report',
  'thought-leadership': 'Thought Leadership',
  'case-study': 'Case Study',
};

/**
 * The insights the screen lists, newest first, each naming its piece (content/pieces/<slug>.md);
 * `featured` puts it in "Featured research" too. Title, description, dates, read time, category,
 * type and PDF come from the piece.
 */
const insightPicks: readonly { slug: string; featured: boolean }[] = [
  { slug: 'state-of-workplace-wellbeing-2025', featured: true },
  { slug: 'leadership-pipeline-next-decade', featured: true },
  { slug: 'agile-execution-african-enterprises', featured: true },
  { slug: 'zestpay-first-time-managers', featured: false },
  { slug: 'hybrid-work-lagos-nairobi', featured: false },
  { slug: 'leading-across-african-markets', featured: false },
];

export const insights: readonly Insight[] = insightPicks.map(({ slug, featured }) => {
  const piece = pieceEntry(slug);
  const type = insightTypeNames[piece.type];
  if (!type)
    throw new Error(`The insights library lists "${slug}", but a ${piece.type} is not one of its types (${insightTypes.join(', ')}).`);
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

/** The words of the insights screen. */
export const insightsCopy = {
  featured: {
    heading: 'Featured research',
    intro: 'Our latest evidence on capability, wellbeing and performance in African workplaces.',
  },
  library: {
    heading: 'All insights',
    intro: 'Search by keyword, or narrow the list by category, type and format.',
    searchLabel: 'Search insights',
    searchPlaceholder: 'Search titles and full text',
    categoryLabel: 'Category',
    countsNote:
      'The number beside each category is its total across our published library. A selection is available to read here; ask us for any other.',
    typeLabel: 'Type',
    allTypes: 'All types',
    formatLabel: 'Format',
    downloadableOption: 'Downloadable PDF',
    clearFilters: 'Clear search and filters',
    /** Over the pieces the search found in the rest of the library (podcasts, videos, articles). */
    elsewhereHeading: (query: string) => `More on “${query}” in our library`,
  },
  /** The message when no insight matches. */
  noResults: 'No insights found matching your criteria. Try adjusting your search or filters.',
  /** A downloadable piece's PDF, built with the site from the piece's own text. */
  download: {
    label: 'Download PDF',
    href: piecePdfPath,
    hint: 'Reports and case studies marked with a PDF download straight to your device.',
  },
} as const;

/** What a sub-route of /insights puts first: its own introduction, and the filters that fit it. */
export interface InsightsFocus {
  intro: string;
  category?: InsightTopic;
  type?: InsightType;
  downloadableOnly?: boolean;
  /** A page that serves this kind of content better, when there is one. */
  related?: { label: string; href: string };
}

/** Keyed by the sub-route's slug (/insights/<slug>); every slug listed in content/pages.ts has one. */
export const insightsFocus: Readonly<Record<string, InsightsFocus>> = {
  blog: {
    intro: 'Short, practical pieces from our consultants on the questions leaders bring us every week.',
    type: 'Thought Leadership',
  },
  podcast: {
    intro:
      'Conversations with people leaders from across the continent. New episodes are announced in The Workroom newsletter; the research our guests discuss is below.',
    related: { label: 'Get new episodes through the newsletter', href: '/insights/newsletter' },
  },
  events: {
    intro:
      'Masterclasses, roundtables and our flagship gatherings across Africa. See the dates on our events hub; the insights behind each session are below.',
    related: { label: 'See upcoming events', href: '/partners' },
  },
  webinars: {
    intro: 'Online sessions where our experts walk through new research. IndyCircle members can register and watch the recordings.',
    type: 'Research Report',
    related: { label: 'Join IndyCircle for registrations and recordings', href: '/auth' },
  },
  reports: {
    intro: 'Our research reports: evidence from African workplaces, with the data behind every recommendation.',
    type: 'Research Report',
  },
  briefs: {
    intro: 'Briefs on leading and growing organisations across African markets, each one readable in minutes.',
    category: 'african-business',
  },
  articles: {
    intro: 'Thought leadership from our consultants on building capability, fuelling wellbeing and driving performance.',
    type: 'Thought Leadership',
  },
  live: {
    intro: 'Live sessions with our consultants and guest leaders, with time for your questions. Dates are on our events hub.',
    related: { label: 'See upcoming events', href: '/partners' },
  },
  quarterly: {
    intro: "The Quarterly Review gathers each quarter's research in one place. This year's reports are below.",
    type: 'Research Report',
  },
  toolkits: {
    intro: 'Practical guides your team can put to work straight away: every report and case study you can take away as a PDF.',
    downloadableOnly: true,
  },
  workroom: {
    intro: 'The Workroom is where we publish our thinking: research, thought leadership and case studies, all in one place.',
  },
  newsletter: {
    intro:
      'The Workroom newsletter brings new research and practical ideas to 10,000+ readers once a month. Sign up with the form at the foot of this page.',
    related: { label: 'What each issue brings, and how signing up works', href: '/newsletter' },
  },
  downloads: {
    intro: 'Every insight you can take away as a PDF: download it straight from its card or its page.',
    downloadableOnly: true,
  },
  capability: {
    intro: 'Capability: how African organisations grow leaders, managers and skills fast enough to keep up with their own growth.',
    category: 'capability',
  },
  wellbeing: {
    intro: 'Wellbeing: what burnout, hybrid work and workload cost African employers, and the practices that reduce it.',
    category: 'wellbeing',
  },
  performance: {
    intro: 'Performance: turning strategy into weekly execution, with clear ownership and faster decisions.',
    category: 'performance',
  },
  'african-business': {
    intro: 'African Business: leading people across borders, currencies and cultures in markets that change quickly.',
    category: 'african-business',
  },
};

import type { Artwork } from './artwork';

/**
 * The insights library: its insights, categories and types, and the words of /insights and its
 * sections. The category counts (24, 8, 6, 7, 3) are the totals the company has published, not a
 * count of the six insights online here; the page says so beside them.
 */

export const insightCategoryIds = ['all', 'capability', 'wellbeing', 'performance', 'african-business'] as const;
export type InsightCategoryId = (typeof insightCategoryIds)[number];
/** A category an insight can belong to ("all" is only a filter). */
export type InsightTopic = Exclude<InsightCategoryId, 'all'>;

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

const artwork = (name: string): Artwork => ({ src: `/images/insights/${name}.svg`, width: 640, height: 400 });

export const insights: readonly Insight[] = [
  {
    id: 'state-of-workplace-wellbeing-2025',
    title: 'The State of Workplace Wellbeing in Africa 2025',
    description:
      'What employees in Nigeria, Kenya and South Africa told us about stress, flexibility and the support that actually helps them do their best work.',
    category: 'wellbeing',
    type: 'Research Report',
    readTime: 4,
    image: artwork('wellbeing-report'),
    date: '2025-06-12',
    featured: true,
    downloadable: true,
  },
  {
    id: 'leadership-pipeline-next-decade',
    title: "Building the Leadership Pipeline for Africa's Next Decade of Growth",
    description:
      'Why promising managers stall, and the development practices that help high-growth organisations promote from within with confidence.',
    category: 'capability',
    type: 'Research Report',
    readTime: 4,
    image: artwork('leadership-pipeline'),
    date: '2025-05-20',
    featured: true,
    downloadable: true,
  },
  {
    id: 'agile-execution-african-enterprises',
    title: 'Agile Execution in African Enterprises: Beyond the Buzzwords',
    description:
      'How operations leaders turn strategy into weekly rhythms, clear ownership and faster decisions, without importing rituals that do not fit.',
    category: 'performance',
    type: 'Thought Leadership',
    readTime: 4,
    image: artwork('agile-execution'),
    date: '2025-04-08',
    featured: true,
    downloadable: false,
  },
  {
    id: 'zestpay-first-time-managers',
    title: 'How ZestPay Turned First-Time Managers into Its Growth Engine',
    description:
      'A fintech scaling fast gave its new managers a practical academy, clear career paths and regular feedback. Here is what changed for its people.',
    category: 'capability',
    type: 'Case Study',
    readTime: 4,
    image: artwork('manager-academy'),
    date: '2025-03-18',
    featured: false,
    downloadable: true,
  },
  {
    id: 'hybrid-work-lagos-nairobi',
    title: 'Hybrid Work in Lagos and Nairobi: What Teams Really Need',
    description:
      'Commutes, power cuts and family duties shape how people work. Practical guidance for designing hybrid arrangements that protect wellbeing.',
    category: 'wellbeing',
    type: 'Thought Leadership',
    readTime: 4,
    image: artwork('hybrid-work'),
    date: '2025-02-25',
    featured: false,
    downloadable: false,
  },
  {
    id: 'leading-across-african-markets',
    title: 'One Continent, Many Markets: Leading Teams Across African Borders',
    description:
      'Regulation, language and culture differ from market to market. What leaders of pan-African teams do to keep one culture and many local strengths.',
    category: 'african-business',
    type: 'Thought Leadership',
    readTime: 5,
    image: artwork('across-markets'),
    date: '2025-01-30',
    featured: false,
    downloadable: false,
  },
];

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
    searchPlaceholder: 'Search by title or topic',
    categoryLabel: 'Category',
    countsNote:
      'The number beside each category is its total across our published library. A selection is available to read here; ask us for any other.',
    typeLabel: 'Type',
    allTypes: 'All types',
    formatLabel: 'Format',
    downloadableOption: 'Downloadable PDF',
    clearFilters: 'Clear search and filters',
  },
  /** The message when no insight matches. */
  noResults: 'No insights found matching your criteria. Try adjusting your search or filters.',
  /** Downloads have no file online yet, so they ask for the PDF by e-mail. */
  download: {
    label: 'Request PDF',
    subject: (title: string) => `PDF request: ${title}`,
    hint: "Ask for any PDF and we'll e-mail it to you within 24 hours.",
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
    intro: "Every insight you can take away as a PDF. Ask for one and we'll e-mail it to you within 24 hours.",
    downloadableOnly: true,
  },
};

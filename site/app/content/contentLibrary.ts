/**
 * The home page's content recommendations: a preview of the content library (filtering rules in
 * docs/product-rules.md, "Content recommendations"). The library holds 526 pieces; these are the
 * sample items the page shows, and the counts are the library's published totals.
 */

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

/** The sample items (at least four, so every type has one): several topics, a few trending and featured. */
export const contentItems = [
  {
    id: 'hybrid-work-playbook',
    type: 'article',
    title: 'The Hybrid Work Playbook for African Banks',
    excerpt:
      'How three banks in Lagos and Nairobi kept service levels high while moving half their teams to hybrid schedules, and what they would do differently.',
    author: 'Adaeze Okafor',
    role: 'Head of Workplace Strategy',
    readTime: '5 min read',
    views: 12480,
    tags: ['Future of Work', 'Leadership', 'Banking', 'Hybrid Work'],
    trending: true,
    publishDate: '2025-06-18',
    featured: true,
  },
  {
    id: 'ceo-roundtable-leading-through-change',
    type: 'video',
    title: 'Leading Through Change: A CEO Roundtable',
    excerpt:
      'Four chief executives from Ghana, Kenya, Nigeria and South Africa on keeping their people with them through restructuring and rapid growth.',
    author: 'Kwame Mensah',
    role: 'Director of Leadership Development',
    readTime: '24 min watch',
    views: 8930,
    tags: ['Leadership', 'Culture', 'Change Management'],
    trending: true,
    publishDate: '2025-05-29',
    featured: false,
  },
  {
    id: 'burnout-is-a-systems-problem',
    type: 'podcast',
    title: 'Burnout Is a Systems Problem',
    excerpt:
      'Why wellness apps alone rarely move the needle, and the workload, manager and meeting habits that do. With practical steps for HR leaders.',
    author: 'Dr Amara Nwosu',
    role: 'Lead Wellbeing Psychologist',
    readTime: '36 min listen',
    views: 15210,
    tags: ['Wellbeing', 'Culture', 'Performance'],
    trending: false,
    publishDate: '2025-07-08',
    featured: true,
  },
  {
    id: 'state-of-the-african-workplace-2025',
    type: 'report',
    title: 'State of the African Workplace 2025',
    excerpt:
      'Findings from 3,200 employees in 15 markets on engagement, retention, AI adoption and what people now expect from their employers.',
    author: 'Tendai Moyo',
    role: 'Head of Research',
    readTime: '5 min read',
    views: 21040,
    tags: ['Future of Work', 'Talent', 'Research', 'Engagement'],
    trending: true,
    publishDate: '2025-04-15',
    featured: true,
  },
  {
    id: 'ai-at-work-what-employees-think',
    type: 'article',
    title: 'AI at Work: What African Employees Really Think',
    excerpt:
      'Adoption is rising fast, and so are the worries. What employees say about trust, new skills and the guardrails they want from leaders.',
    author: 'Adaeze Okafor',
    role: 'Head of Workplace Strategy',
    readTime: '5 min read',
    views: 13900,
    tags: ['Future of Work', 'Capability', 'AI'],
    trending: true,
    publishDate: '2025-07-28',
    featured: false,
  },
  {
    id: 'retention-levers-cheaper-than-a-pay-rise',
    type: 'article',
    title: 'Five Retention Levers That Cost Less Than a Pay Rise',
    excerpt:
      'Career paths, manager quality, flexibility, recognition and purpose: what our client programmes show about keeping your best people.',
    author: 'Chiamaka Eze',
    role: 'Talent Strategy Consultant',
    readTime: '5 min read',
    views: 9875,
    tags: ['Talent', 'Leadership', 'Retention'],
    trending: false,
    publishDate: '2025-07-21',
    featured: false,
  },
  {
    id: 'managing-gen-z',
    type: 'podcast',
    title: 'Managing Gen Z in Lagos, Nairobi and Accra',
    excerpt: "Three young managers and an HR director on feedback, flexibility and the ambitions of the continent's youngest workforce.",
    author: 'Tolu Adeyemi',
    role: 'Host, The Workroom',
    readTime: '41 min listen',
    views: 11200,
    tags: ['Talent', 'Future of Work', 'Culture'],
    trending: true,
    publishDate: '2025-07-14',
    featured: false,
  },
  {
    id: 'inside-a-wellpaddy-rollout',
    type: 'video',
    title: 'Inside a WellPaddy Rollout',
    excerpt:
      'How a 2,000-person manufacturer in Ogun State brought wellbeing support to every shift, including the night shift, in twelve weeks.',
    author: 'Zainab Bello',
    role: 'Wellbeing Programme Manager',
    readTime: '12 min watch',
    views: 5430,
    tags: ['Wellbeing', 'Manufacturing', 'Case Study'],
    trending: false,
    publishDate: '2025-06-03',
    featured: false,
  },
  {
    id: 'okrs-that-survive-reality',
    type: 'article',
    title: 'OKRs That Survive Contact With Reality',
    excerpt:
      'A practical guide to objectives your teams still believe in at the end of the quarter, with the review rhythm we use in IndyOps.',
    author: 'Emeka Obi',
    role: 'Performance Practice Lead',
    readTime: '5 min read',
    views: 7640,
    tags: ['Performance', 'Execution', 'Leadership'],
    trending: false,
    publishDate: '2025-05-12',
    featured: false,
  },
  {
    id: 'cost-of-disengagement-financial-services',
    type: 'report',
    title: 'The Cost of Disengagement in Nigerian Financial Services',
    excerpt:
      'What disengagement costs banks and fintechs each year in turnover and lost productivity, and where the money is recovered first.',
    author: 'Tendai Moyo',
    role: 'Head of Research',
    readTime: '5 min read',
    views: 6320,
    tags: ['Performance', 'Research', 'Banking', 'Engagement'],
    trending: false,
    publishDate: '2025-03-20',
    featured: false,
  },
] as const satisfies readonly ContentItem[];

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
} as const;

/** One thought-leadership card: category, trend badge, read time and Read More. */
export interface ThoughtLeadershipArticle {
  title: string;
  excerpt: string;
  category: string;
  /** The change in readers this month, in percent; shown as a trend badge. */
  readerTrendPercent: number;
  readTimeMinutes: number;
  /** The piece Read More opens, /insights/<slug> (content/pieces/<slug>.md); its title and read time match the piece's. */
  href: string;
  image: string;
}

export const thoughtLeadership = {
  eyebrow: 'Thought leadership',
  heading: 'Ideas shaping work in Africa',
  intro: 'Research and practical thinking from our consultants and clients.',
  readMoreLabel: 'Read More',
  exploreAll: { label: 'Explore All Insights', href: '/insights' },
  articles: [
    {
      title: "Building leadership benches in Africa's fastest-growing banks",
      excerpt: 'Why promotion from within stalls after rapid growth, and the three habits that get it moving again.',
      category: 'Capability',
      readerTrendPercent: 45,
      readTimeMinutes: 4,
      href: '/insights/leadership-benches-fastest-growing-banks',
      image: '/images/home/article-capability.svg',
    },
    {
      title: 'Burnout is a business risk: what Lagos employers are learning',
      excerpt: 'Absence, attrition and errors all rise with burnout. Here is what the organisations that reversed it did first.',
      category: 'Wellbeing',
      readerTrendPercent: 38,
      readTimeMinutes: 4,
      href: '/insights/burnout-business-risk-lagos-employers',
      image: '/images/home/article-wellbeing.svg',
    },
    {
      title: 'From strategy deck to weekly rhythm',
      excerpt: 'A short brief on how scale-ups in Nairobi and Johannesburg turned annual plans into weekly execution.',
      category: 'Performance',
      readerTrendPercent: 27,
      readTimeMinutes: 4,
      href: '/insights/strategy-deck-to-weekly-rhythm',
      image: '/images/home/article-performance.svg',
    },
    {
      title: 'The state of work in Africa: quarterly review',
      excerpt: 'Hiring, hybrid work, AI adoption and pay across our markets this quarter, in one review.',
      category: 'African Business',
      readerTrendPercent: 52,
      readTimeMinutes: 4,
      href: '/insights/state-of-work-africa-quarterly-review',
      image: '/images/home/article-african-business.svg',
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  readMoreLabel: string;
  exploreAll: { label: string; href: string };
  articles: readonly ThoughtLeadershipArticle[];
};

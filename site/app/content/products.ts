import type { BadgeTone, BoxBackground, CardTone } from '@akoma/design-system';

import { brand } from './brand';

/**
 * The signature products, the company's five flagship products. The signature-products page, the
 * solutions page and the flagship page all read them from here.
 */

export const productCategories = ['Capability Building', 'Wellbeing', 'Performance'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The TriSphere pillar a product mainly serves (the solutions page's deliverables sections). */
export const pillarIds = ['capability', 'wellbeing', 'performance'] as const;
export type PillarId = (typeof pillarIds)[number];

export const productSlugs = ['twu', 'wellpaddy', 'workforceos', 'indyops', 'ask-indy'] as const;
export type ProductSlug = (typeof productSlugs)[number];

/**
 * A product's colours, as design-system tones rather than raw colours: `primary` for its category
 * badge, `secondary` for its card's surface, `accent` for the band behind its carousel slide.
 */
export interface ProductColour {
  primary: BadgeTone;
  secondary: CardTone;
  accent: BoxBackground;
}

export interface ProductImage {
  src: string;
  /** Empty: the artwork is abstract and the product's name and text say everything. */
  alt: '';
  width: number;
  height: number;
}

export interface Product {
  slug: ProductSlug;
  name: string;
  fullName: string;
  tagline: string;
  description: string;
  features: readonly [string, string, string, string];
  image: ProductImage;
  color: ProductColour;
  category: ProductCategory;
  /** Where the product is presented in full. */
  href: string;
  /** The pillars it serves; the first is where the solutions page places it. */
  pillars: readonly PillarId[];
}

const artwork = (slug: ProductSlug): ProductImage => ({
  src: `/images/signature-products/${slug}.svg`,
  alt: '',
  width: 640,
  height: 400,
});

export const products: readonly Product[] = [
  {
    slug: 'twu',
    name: 'TWU',
    fullName: 'Transformation Workforce University',
    tagline: 'Skills for the work ahead, built for African teams.',
    description:
      'A learning platform with role-based paths, live cohorts and on-the-job projects that build the capabilities your strategy needs next, from first-line managers to the executive team.',
    features: [
      'Role-based learning paths for managers, specialists and executives',
      'Live cohorts and coaching led by African practitioners',
      'Mobile-first lessons that work on low bandwidth',
      'Skills dashboards that show progress by team and role',
    ],
    image: artwork('twu'),
    color: { primary: 'brandAccent', secondary: 'default', accent: 'brandAccentSoft' },
    category: 'Capability Building',
    href: '/signature-products/twu',
    pillars: ['capability'],
  },
  {
    slug: 'wellpaddy',
    name: 'WellPaddy',
    fullName: 'The WellPaddy wellness hub',
    tagline: 'A wellbeing friend for every employee.',
    description:
      'Confidential check-ins, coaching and practical resources that help people manage stress, energy and money worries, rooted in the way African workplaces and families really work.',
    features: [
      'Confidential wellbeing check-ins and pulse surveys',
      'Access to counsellors and wellbeing coaches',
      'Practical guides on stress, sleep, money and family life',
      'Anonymous team insights for HR, never individual data',
    ],
    image: artwork('wellpaddy'),
    color: { primary: 'positive', secondary: 'default', accent: 'positiveSoft' },
    category: 'Wellbeing',
    href: '/signature-products/wellpaddy',
    pillars: ['wellbeing'],
  },
  {
    slug: 'workforceos',
    name: 'WorkforceOS',
    fullName: 'WorkforceOS, the human-experience operating system',
    tagline: 'The whole employee experience, in one place.',
    description:
      'Brings onboarding, goals, feedback, recognition and people data together, so HR runs on one system and every employee knows where they stand and where they are going.',
    features: [
      'Onboarding journeys that get new hires productive sooner',
      'Goals, check-ins and feedback in one rhythm',
      'Recognition that the whole team can see',
      'People analytics for HR and leadership',
    ],
    image: artwork('workforceos'),
    color: { primary: 'neutral', secondary: 'default', accent: 'surfaceMuted' },
    category: 'Performance',
    href: '/signature-products/workforceos',
    pillars: ['performance', 'wellbeing'],
  },
  {
    slug: 'indyops',
    name: 'IndyOps',
    fullName: 'The IndyOps agile execution system',
    tagline: 'Strategy, delivered week by week.',
    description:
      'Planning rhythms, scorecards and team rituals that turn strategy into weekly delivery, with decisions and blockers visible to everyone who needs to act on them.',
    features: [
      'Quarterly objectives broken into weekly commitments',
      'Scorecards that show delivery against plan',
      'Decision logs and blocker escalation',
      'Coaching for team leads on agile rituals',
    ],
    image: artwork('indyops'),
    color: { primary: 'info', secondary: 'default', accent: 'infoSoft' },
    category: 'Performance',
    href: '/signature-products/indyops',
    pillars: ['performance'],
  },
  {
    slug: 'ask-indy',
    name: brand.assistant,
    fullName: `${brand.assistant}, the AI workplace assistant`,
    tagline: 'Think a workplace challenge through, anonymously.',
    description:
      'An AI assistant that helps leaders and HR teams frame a challenge in capability, wellbeing or performance, suggests tools and reading, and connects you with our team when you want a person.',
    features: [
      'Guided questions for capability, wellbeing and performance',
      'Anonymous: no account needed, and nothing you type is stored',
      'Suggested tools, toolkits and insights for your situation',
      `A direct route to an ${brand.name} consultant`,
    ],
    image: artwork('ask-indy'),
    color: { primary: 'brandAccent', secondary: 'default', accent: 'brandAccentSoft' },
    category: 'Capability Building',
    href: '/ask-indy',
    pillars: ['capability', 'wellbeing', 'performance'],
  },
];

/** The three products the signature-products carousel shows, in order: TWU, WellPaddy, IndyOps. */
export const carouselProductSlugs = ['twu', 'wellpaddy', 'indyops'] as const satisfies readonly ProductSlug[];

/** A product by its slug. */
export function findProduct(slug: string | undefined): Product | undefined {
  return products.find((product) => product.slug === slug);
}

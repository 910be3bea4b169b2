import type { Artwork } from './artwork';
import type { ContentIcon } from './contentIcons';

/**
 * The impact screen's words and figures: hero figures, three client stories, the quantified-impact
 * grid and the number tiles. Client quotes are attributed by role, not by name: the company adds
 * names once each client has approved them.
 */

export interface ImpactFigure {
  figure: string;
  label: string;
}

export const impactHero = {
  eyebrow: 'Results across African workplaces',
  lead: 'Every engagement is measured: before we start, while we work and after we leave. These are the results our clients have seen.',
  figures: [
    { figure: '10+', label: 'organizations' },
    { figure: '5+', label: 'African markets' },
    { figure: '500+', label: 'lives impacted' },
    { figure: '$47M', label: 'value created' },
  ] satisfies ImpactFigure[],
  exploreStories: 'Explore Success Stories',
  contact: 'Start Your Transformation',
  art: { width: 800, height: 600 },
  artAlt: 'Woven bands of red and stone with rising columns, a pattern inspired by kente cloth.',
} as const;

export interface ClientStory {
  /** The story's anchor on the page (#story-<id>). */
  id: string;
  company: string;
  industry: string;
  /** Where the client works. */
  market: string;
  image: Artwork;
  imageAlt: string;
  /** Where a reader who wants the same result goes next. */
  cta: { label: string; href: string };
  challenge: string;
  solution: string;
  results: readonly string[];
  testimonial: { quote: string; author: string; position: string };
  primaryMetric: string;
  primaryLabel: string;
}

export const clientStories: readonly ClientStory[] = [
  {
    id: 'zestpay',
    company: 'ZestPay Fintech',
    industry: 'Financial technology',
    market: 'Nigeria',
    image: { src: '/images/impact/zestpay.svg', width: 720, height: 540 },
    imageAlt: 'A phone showing rising bars, between two figures, drawn in red and stone.',
    cta: { label: 'See how we build capability', href: '/solutions/capability' },
    challenge:
      'ZestPay grew from a small founding team to several hundred people in two years. Most of its managers were leading for the first time, and its best engineers were leaving for competitors.',
    solution:
      'A manager academy on TWU, career paths for every technical role, and a monthly pulse through WorkforceOS, so leaders could act on what their teams told them.',
    results: [
      'Regretted attrition fell by more than half in the first year',
      'Four in five team leads promoted from within',
      'Engagement scores up in every department',
      'Decisions on hiring and promotion made in days, not weeks',
    ],
    testimonial: {
      quote:
        'Our managers finally have the tools and the confidence to lead. People stay because they can see where their careers are going.',
      author: 'Chief People Officer',
      position: 'ZestPay Fintech',
    },
    primaryMetric: '60%',
    primaryLabel: 'less regretted attrition in year one',
  },
  {
    id: 'savanna-foods',
    company: 'Savanna Foods',
    industry: 'Food manufacturing',
    market: 'Kenya',
    image: { src: '/images/impact/savanna-foods.svg', width: 720, height: 540 },
    imageAlt: 'A red sun setting over striped fields.',
    cta: { label: 'See how we drive performance', href: '/solutions/performance' },
    challenge:
      'Three plants ran three different ways. Shift handovers lost information, targets changed weekly, and supervisors spent their days firefighting instead of leading.',
    solution:
      'IndyOps brought one weekly rhythm to every plant, with clear ownership and visible targets. Shift leads were coached on the floor, and WellPaddy gave night-shift teams support they could reach.',
    results: [
      'Output per shift up by a third across all three plants',
      'Unplanned downtime cut by 40%',
      'One set of targets, reviewed every week',
      'Absenteeism on night shifts down by a quarter',
    ],
    testimonial: {
      quote: 'For the first time, every plant runs to the same rhythm. Our supervisors lead their teams instead of chasing problems.',
      author: 'Chief Operating Officer',
      position: 'Savanna Foods',
    },
    primaryMetric: '+35%',
    primaryLabel: 'productivity across three plants',
  },
  {
    id: 'greenfields-agri',
    company: 'GreenFields Agri',
    industry: 'Agriculture',
    market: 'Ghana',
    image: { src: '/images/impact/greenfields-agri.svg', width: 720, height: 540 },
    imageAlt: 'Curved furrows in shades of red beneath rows of seed-like diamonds.',
    cta: { label: 'See how we fuel wellbeing', href: '/solutions/wellbeing' },
    challenge:
      'Field teams worked long seasons far from head office. Fatigue and safety incidents were rising, and staff surveys reached too few people to show why.',
    solution:
      'The OHI Africa diagnostic, run in local languages, mapped what mattered to field staff. Supervisors trained in wellbeing conversations, and WellPaddy put support on every phone.',
    results: [
      'Wellbeing scores up 28 points among field teams',
      'Safety incidents halved over two seasons',
      'Nine in ten field staff reached by the diagnostic',
      'Supervisors holding monthly wellbeing check-ins',
    ],
    testimonial: {
      quote: 'They listened to our people in their own languages. What we learned changed how we plan every season.',
      author: 'Managing Director',
      position: 'GreenFields Agri',
    },
    primaryMetric: '+28 pts',
    primaryLabel: 'wellbeing score among field teams',
  },
];

export const storiesCopy = {
  heading: 'Client success stories',
  intro: 'Three organisations, three industries, one approach: build capability, fuel wellbeing and drive performance together.',
  byIndustry: {
    heading: 'Impact by industry',
    intro: 'Each story at a glance: choose one to read it in full.',
  },
  challenge: 'The challenge',
  solution: 'Our solution',
  results: 'Results',
} as const;

export interface ImpactMetric {
  icon: ContentIcon;
  metric: string;
  label: string;
  description: string;
}

/** The quantified-impact grid: the company's published figures (73% faster decisions, 2.4x revenue growth...), each with what lies behind it. */
export const impactMetrics: readonly ImpactMetric[] = [
  {
    icon: 'clock',
    metric: '73%',
    label: 'faster decisions',
    description: 'Clear ownership and weekly rhythms cut the time from question to decision.',
  },
  {
    icon: 'trendingUp',
    metric: '2.4x',
    label: 'revenue growth',
    description: 'Organisations that invested in their people grew faster than their markets.',
  },
  {
    icon: 'heart',
    metric: '89%',
    label: 'wellbeing score',
    description: 'Employees who say they have the support they need to do their best work.',
  },
  {
    icon: 'user',
    metric: '85%',
    label: 'retention',
    description: 'Against an industry average of 72%, because people can see a future where they are.',
  },
  {
    icon: 'check',
    metric: '98%',
    label: 'client satisfaction',
    description: 'Clients who would work with us again and recommend us to a peer.',
  },
  {
    icon: 'location',
    metric: '5,000+',
    label: 'youth trained',
    description: 'Young people prepared for their first jobs through IndyFuture, our youth programme.',
  },
];

export const metricsCopy = {
  heading: 'Quantified impact',
  intro: 'The numbers behind the stories, measured with our clients across every engagement.',
  tilesHeading: 'Impact at a glance',
} as const;

export interface Stat {
  number: string;
  label: string;
  subtext: string;
}

export const impactStats: readonly Stat[] = [
  { number: '3,000+', label: 'graduates', subtext: 'in 6 states, through IndyFuture' },
  { number: '4', label: 'sectors', subtext: 'financial services, food, agriculture and technology' },
  { number: '2+ years', label: 'of measured results', subtext: 'with every client, from the first diagnostic' },
  { number: '6', label: 'signature solutions', subtext: 'behind the results on this page' },
];

export const impactCallToAction = {
  heading: 'Ready to write your own impact story?',
  intro:
    'Start with a free OHI Africa diagnostic: a clear view of your organisation’s health, and where capability, wellbeing and performance can move first.',
  diagnostic: { label: 'Get Your Free OHI Africa Diagnostic', href: '/solutions' },
  contact: 'Start Your Transformation',
  chat: {
    label: 'Chat with us on WhatsApp',
    message: "Hello Akoma, I've read your impact stories and would like to discuss results like these for our organisation.",
  },
} as const;

/** The part of the page each sub-route of /impact brings the visitor to. */
export const impactSectionIds = {
  stories: 'client-stories',
  industry: 'impact-by-industry',
  metrics: 'quantified-impact',
} as const;

export interface ImpactFocus {
  sectionId: (typeof impactSectionIds)[keyof typeof impactSectionIds];
  /** The sub-route's own introduction under the page heading. */
  intro: string;
}

/** Keyed by the sub-route's slug (/impact/<slug>); every slug listed in content/pages.ts has one. */
export const impactFocus: Readonly<Record<string, ImpactFocus>> = {
  'case-studies': {
    sectionId: impactSectionIds.stories,
    intro: 'Case studies from fintech, food manufacturing and agriculture: the challenge, what we did, and what changed.',
  },
  stories: {
    sectionId: impactSectionIds.stories,
    intro: 'Success stories from organisations that moved capability, wellbeing and performance together.',
  },
  testimonials: {
    sectionId: impactSectionIds.stories,
    intro: 'In our clients’ own words: each story below closes with what their leaders say about the work.',
  },
  industry: {
    sectionId: impactSectionIds.industry,
    intro: 'Impact by industry: what changed for a fintech, a food manufacturer and an agribusiness.',
  },
  metrics: {
    sectionId: impactSectionIds.metrics,
    intro: 'The figures behind our work, from faster decisions to youth trained for their first jobs.',
  },
};

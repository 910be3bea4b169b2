import { brand } from './brand';
import type { PillarId } from './products';

/**
 * The solutions page: the TriSphere table of six solutions, one deliverables table per pillar with
 * the proof behind each solution, and the Find Your Solution block. Its figures are the company's
 * published claims (docs/product-rules.md, "Brand and marketing claims").
 */

export const solutionsIntro = {
  eyebrow: 'The TriSphere framework',
  lead: `Every ${brand.name} engagement works on three pillars at once: build capability, fuel wellbeing and drive performance. Start with one, or move all three together with ${brand.flagship}.`,
  claim: '6 signature solutions, 5 flagship products, one framework.',
  primary: { href: '/contact', label: 'Book a free OHI Africa diagnostic' },
  secondary: { href: '/solutions/akoma360', label: `Explore ${brand.flagship}` },
  art: { alt: '', width: 1200, height: 900 },
} as const;

export const triSphere = {
  heading: 'The TriSphere at a glance',
  intro: 'Six signature solutions: what each one is, the pillar it serves and who it is for.',
  caption: 'The six TriSphere solutions',
  allPillars: 'All three pillars',
} as const;

/** The words around each pillar's deliverables table. */
export const pillarSection = {
  caption: (heading: string) => `${heading}: each solution and the proof behind it`,
  chosenEyebrow: (name: string) => `${name}: the pillar you chose`,
  explore: (name: string) => `Explore ${name}`,
  talkToUs: (heading: string) => `Talk to us about ${heading.toLowerCase()}`,
} as const;

export interface Pillar {
  id: PillarId;
  /** The pillar's name, as in the header menu. */
  name: string;
  /** The heading of its deliverables section. */
  heading: string;
  intro: string;
  path: `/solutions/${PillarId}`;
}

export const pillars: readonly Pillar[] = [
  {
    id: 'capability',
    name: 'Build Capability',
    heading: 'Capability development',
    intro: 'Leaders who can lead, managers who can coach and teams with the skills your strategy needs next.',
    path: '/solutions/capability',
  },
  {
    id: 'wellbeing',
    name: 'Fuel Wellbeing',
    heading: 'Wellbeing and culture',
    intro: 'Healthy, engaged people in a culture they want to stay in, measured rather than assumed.',
    path: '/solutions/wellbeing',
  },
  {
    id: 'performance',
    name: 'Drive Performance',
    heading: 'Organisational performance and execution',
    intro: 'Strategy that turns into weekly delivery, with the data to show the board what changed.',
    path: '/solutions/performance',
  },
];

/** A row of the TriSphere table: what the solution is, which pillar, who it is for. */
export interface TriSphereSolution {
  name: string;
  /** Where the solution is shown in full. */
  href: string;
  what: string;
  /** The pillars it serves; all three for the organisation-wide offers. */
  pillars: readonly PillarId[];
  audience: string;
}

export const triSphereSolutions: readonly TriSphereSolution[] = [
  {
    name: brand.flagship,
    href: '/solutions/akoma360',
    what: 'Organisation-wide transformation: diagnose, lead, learn, thrive, execute and measure in one programme.',
    pillars: ['capability', 'wellbeing', 'performance'],
    audience: 'CEOs, boards and executive teams leading change across the whole organisation',
  },
  {
    name: 'TWU',
    href: '/solutions/twu',
    what: 'A learning platform with role-based paths, live cohorts and on-the-job projects.',
    pillars: ['capability'],
    audience: 'HR and learning leaders building skills at scale, from new managers to executives',
  },
  {
    name: 'WellPaddy',
    href: '/solutions/wellpaddy',
    what: 'A wellness hub: confidential check-ins, coaching and practical resources.',
    pillars: ['wellbeing'],
    audience: 'HR leaders and people teams who want healthier, more engaged employees',
  },
  {
    name: 'WorkforceOS',
    href: '/solutions/workforceos',
    what: 'A human-experience operating system: onboarding, goals, feedback, recognition and people data.',
    pillars: ['performance', 'wellbeing'],
    audience: 'HR directors running people operations for growing and large organisations',
  },
  {
    name: 'IndyOps',
    href: '/signature-products/indyops',
    what: 'An agile execution system: planning rhythms, scorecards and team rituals.',
    pillars: ['performance'],
    audience: 'COOs and operations leads turning strategy into weekly delivery',
  },
  {
    name: brand.assistant,
    href: '/solutions/ask-indy',
    what: 'An AI workplace assistant that helps you think a challenge through, anonymously.',
    pillars: ['capability', 'wellbeing', 'performance'],
    audience: 'Any leader or HR professional with a workplace question, before talking to us',
  },
];

/** A row of a pillar's deliverables table: the solution and the proof behind it. */
export interface Deliverable {
  solution: string;
  detail: string;
  proof: string;
}

export const deliverables: Readonly<Record<PillarId, readonly Deliverable[]>> = {
  capability: [
    {
      solution: 'Leadership development',
      detail: 'Academies for executives and first-line managers, with coaching between sessions.',
      proof: '500+ professionals transformed',
    },
    {
      solution: 'TWU learning platform',
      detail: 'Role-based learning paths and live cohorts, mobile-first for teams on the move.',
      proof: '3,000+ graduates in 6 states',
    },
    {
      solution: 'IndyFuture youth programme',
      detail: 'Our corporate social responsibility programme: employability training for young people entering work.',
      proof: '5,000+ youth trained',
    },
  ],
  wellbeing: [
    {
      solution: 'WellPaddy wellness hub',
      detail: 'Confidential check-ins, counselling and coaching, with anonymous team insights for HR.',
      proof: '89% wellbeing score',
    },
    {
      solution: 'Culture and engagement programmes',
      detail: 'Values, recognition and inclusive leadership that make people want to stay.',
      proof: '98% employee satisfaction',
    },
    {
      solution: 'OHI Africa diagnostic',
      detail: 'A health check of culture, leadership and wellbeing, benchmarked against African organisations.',
      proof: 'Built on our work with 300+ organisations in 18 African markets',
    },
  ],
  performance: [
    {
      solution: 'IndyOps agile execution',
      detail: 'Quarterly objectives broken into weekly commitments, with scorecards and decision logs.',
      proof: '73% faster decisions',
    },
    {
      solution: `${brand.flagship} transformation`,
      detail: 'Capability, wellbeing and performance moved together, organisation-wide.',
      proof: '2.4x revenue growth',
    },
    {
      solution: 'WorkforceOS and IndyAnalytics',
      detail: 'People data and dashboards that tie goals, feedback and engagement to business results.',
      proof: '$47M value created for our clients',
    },
    {
      solution: 'HR-in-a-Box',
      detail: 'Ready-to-use HR policies, processes and templates for growing organisations.',
      proof: 'In use across 4 sectors',
    },
  ],
};

/** Find Your Solution: a need in the visitor's words, and where it leads. */
export interface SolutionNeed {
  need: string;
  answer: string;
  href: string;
  /** The pillar the answer belongs to, or none for the cross-pillar routes. */
  pillar?: PillarId;
}

export const findYourSolution = {
  heading: 'Find your solution',
  intro: 'Start from the problem in front of you. Each answer takes you to the part of the TriSphere that solves it.',
  needs: [
    {
      need: 'Our managers need to lead better',
      answer: 'Build Capability: leadership development, TWU and coaching for managers.',
      href: '/solutions/capability',
      pillar: 'capability',
    },
    {
      need: 'Our people are stretched and disengaged',
      answer: 'Fuel Wellbeing: WellPaddy, culture programmes and the OHI Africa diagnostic.',
      href: '/solutions/wellbeing',
      pillar: 'wellbeing',
    },
    {
      need: 'Our strategy is not turning into results',
      answer: 'Drive Performance: IndyOps, WorkforceOS and dashboards the board can read.',
      href: '/solutions/performance',
      pillar: 'performance',
    },
    {
      need: 'We need change across the whole organisation',
      answer: `${brand.flagship}: all three pillars in one programme, from diagnosis to results.`,
      href: '/solutions/akoma360',
    },
    {
      need: 'We are not sure where to start',
      answer: `${brand.assistant} helps you frame the challenge anonymously, in a few minutes.`,
      href: '/ask-indy',
    },
    {
      need: 'We would rather talk it through',
      answer: "Tell us what is going on; we'll get back to you within 24 hours.",
      href: '/contact',
    },
  ] satisfies readonly SolutionNeed[],
} as const;

/** On a product's sub-route (/solutions/twu...), the lines that introduce it above its pillar. */
export const productFocus = {
  eyebrow: 'Signature product',
  explore: (name: string) => `Explore ${name} in full`,
  pillarLink: (pillar: string) => `See every ${pillar} solution`,
} as const;

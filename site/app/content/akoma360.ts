import { brand } from './brand';
import { contactDetails } from './contactDetails';
import type { PillarId } from './products';

/**
 * The flagship platform page: six capability groups, audiences, expected results, two
 * testimonials and three ways to start (/solutions, /contact, /insights). Its figures are the
 * company's published claims (docs/product-rules.md, "Brand and marketing claims").
 */

export const akoma360Hero = {
  eyebrow: 'Our flagship programme',
  lead: `${brand.flagship} moves capability, wellbeing and performance together across your whole organisation: one diagnosis, one plan, one team, and results your board can see.`,
  art: { alt: '', width: 1200, height: 900 },
  primary: { href: contactDetails.schedulingUrl, label: 'Book a discovery call' },
  secondary: { href: '/contact', label: 'Talk to our team' },
} as const;

/** One of the six capability groups the programme brings together. */
export interface CapabilityGroup {
  title: string;
  description: string;
  includes: readonly [string, string, string];
  pillars: readonly PillarId[];
}

export const capabilityGroups = {
  heading: 'Six capabilities, one programme',
  intro: 'Each group stands on its own; together they make change that lasts.',
  groups: [
    {
      title: 'Diagnose',
      description: 'Find out where the organisation really is before anyone prescribes a fix.',
      includes: [
        'The OHI Africa organisational health diagnostic',
        'Leadership interviews and team listening sessions',
        'A baseline scorecard the board can track',
      ],
      pillars: ['capability', 'wellbeing', 'performance'],
    },
    {
      title: 'Lead',
      description: 'Executives and managers who set direction and coach their teams through change.',
      includes: ['Executive team alignment', 'Leadership academies for first-line managers', 'One-to-one coaching between sessions'],
      pillars: ['capability'],
    },
    {
      title: 'Learn',
      description: 'The skills the strategy needs, built at scale and in the flow of work.',
      includes: ['Role-based learning paths on TWU', 'Live cohorts led by African practitioners', 'Skills dashboards by team and role'],
      pillars: ['capability'],
    },
    {
      title: 'Thrive',
      description: 'Healthy, engaged people in a culture they want to stay in.',
      includes: [
        'WellPaddy check-ins, counselling and coaching',
        'Culture and values work with every team',
        'Anonymous wellbeing trends for HR',
      ],
      pillars: ['wellbeing'],
    },
    {
      title: 'Execute',
      description: 'Strategy turned into weekly delivery, with decisions made where the work happens.',
      includes: ['IndyOps planning rhythms and scorecards', 'Decision logs and blocker escalation', 'Agile coaching for team leads'],
      pillars: ['performance'],
    },
    {
      title: 'Measure and sustain',
      description: 'People data tied to business results, and the systems to keep the gains.',
      includes: [
        'WorkforceOS for goals, feedback and recognition',
        'IndyAnalytics dashboards for leadership',
        'HR-in-a-Box policies and processes',
      ],
      pillars: ['performance', 'wellbeing'],
    },
  ] satisfies readonly CapabilityGroup[],
} as const;

/** Who the programme is for, and what each gets from it. */
export interface Audience {
  who: string;
  gets: string;
}

export const audiences = {
  heading: `Who ${brand.flagship} is for`,
  groups: [
    { who: 'CEOs and boards', gets: 'One accountable partner for organisation-wide change, reported against a baseline.' },
    { who: 'HR leaders', gets: 'A people strategy that connects learning, wellbeing and performance in one plan.' },
    { who: 'COOs and operations leads', gets: 'Execution rhythms that turn priorities into weekly delivery.' },
    { who: 'Growing organisations', gets: 'The systems of a large enterprise, sized for where you are now.' },
  ] satisfies readonly Audience[],
} as const;

export interface ExpectedResult {
  figure: string;
  label: string;
  subtext: string;
}

export const expectedResults = {
  heading: 'Expected results',
  intro: 'What clients have seen after moving all three pillars together.',
  results: [
    { figure: '2.4x', label: 'revenue growth', subtext: 'When capability and execution improve together' },
    { figure: '89%', label: 'wellbeing score', subtext: 'Measured with WellPaddy check-ins' },
    { figure: '73%', label: 'faster decisions', subtext: 'With IndyOps decision rhythms in place' },
  ] satisfies readonly ExpectedResult[],
} as const;

/** A client testimonial, with the fields this page shows. Names are published with consent. */
export interface Akoma360Testimonial {
  quote: string;
  author: string;
  company: string;
}

export const akoma360Testimonials = {
  heading: 'What leaders say',
  testimonials: [
    {
      quote: `${brand.flagship} gave us one plan instead of five separate projects. Our managers lead differently now, and the numbers followed.`,
      author: 'Chief Executive Officer',
      company: 'ZestPay',
    },
    {
      quote: 'For the first time, wellbeing and productivity were in the same board report. People stay because they feel seen.',
      author: 'Group Head of Human Resources',
      company: 'Savanna Foods',
    },
  ] satisfies readonly Akoma360Testimonial[],
} as const;

/** The three ways to start, linking to /solutions, /contact and /insights. */
export interface StartOption {
  title: string;
  description: string;
  href: '/solutions' | '/contact' | '/insights';
}

export const startOptions = {
  heading: 'Three ways to start',
  options: [
    {
      title: 'Explore the solutions',
      description: 'See each pillar of the TriSphere and the proof behind it.',
      href: '/solutions',
    },
    {
      title: 'Talk to our team',
      description: "Tell us about your organisation; we'll get back to you within 24 hours.",
      href: '/contact',
    },
    {
      title: 'Read the research',
      description: 'Insights and case studies on transformation in African organisations.',
      href: '/insights',
    },
  ] satisfies readonly StartOption[],
} as const;

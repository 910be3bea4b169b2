import { brand } from './brand';
import { mailtoLink } from './contactDetails';

/**
 * The partners page: who we partner with, how, what it has achieved, and the events and
 * experiences hub. Its buttons lead to the contact form with the partnership topic chosen; event
 * invitations go by e-mail with a subject naming the event.
 */

/** The contact form with the partnership topic already chosen. */
export const partnershipContactHref = '/contact?interest=partnership';

export const partnersHero = {
  lead: `We work with universities, governments, NGOs, technology firms and researchers who share one goal: African workplaces where people grow, thrive and perform. Bring your reach and expertise; we bring ${brand.name}'s programmes, platforms and evidence.`,
  primaryAction: 'Become a partner',
  eventsAction: 'See upcoming events',
  art: {
    width: 640,
    height: 480,
    alt: 'Interlocking circles in brand red and warm stone over woven kente-style bands, suggesting partners joining forces.',
  },
} as const;

export interface Audience {
  title: string;
  description: string;
}

export const partnerAudiences = {
  heading: 'Who we partner with',
  intro: 'Partnerships work best when each side brings something the other cannot. These are the partners we work with most.',
  audiences: [
    {
      title: 'Universities and business schools',
      description:
        'Co-design research on African workplaces, open internship and graduate pathways, and bring faculty into our masterclasses.',
    },
    {
      title: 'Governments and public agencies',
      description:
        'Strengthen public-sector capability and employee wellbeing, and shape youth employment and skills policy with evidence.',
    },
    {
      title: 'NGOs and development partners',
      description: 'Scale youth employability, women-in-leadership and workplace wellbeing programmes with outcomes you can report.',
    },
    {
      title: 'Technology firms',
      description: 'Integrate with WorkforceOS, WellPaddy and TWU, or co-build tools that fit the way African teams really work.',
    },
    {
      title: 'Researchers and think tanks',
      description: 'Study culture, wellbeing and productivity with anonymised benchmarks from our diagnostics, including OHI Africa.',
    },
    {
      title: 'Employers and industry bodies',
      description: 'Sponsor graduate cohorts, host learning journeys, and help set sector standards for people practice.',
    },
  ] satisfies readonly Audience[],
} as const;

export interface CollaborationModel {
  title: string;
  description: string;
  examples: readonly string[];
}

export const collaborationModels = {
  heading: 'How we collaborate',
  intro: 'Five ways to work together. Most partnerships start with one and grow into others.',
  models: [
    {
      title: 'Research and insight',
      description: 'Joint studies on the African workplace, published together.',
      examples: [
        'Co-authored reports and briefs',
        'Anonymised benchmark data under a data-sharing agreement',
        'Student and faculty research projects',
      ],
    },
    {
      title: 'Programme co-delivery',
      description: 'Capability, wellbeing or performance programmes delivered side by side, with shared outcome measures.',
      examples: ['Public-sector leadership programmes', 'Donor-funded wellbeing initiatives', 'Sector-wide capability academies'],
    },
    {
      title: 'Talent and youth pipelines',
      description: 'IndyFuture, our youth programme, readies graduates for work and connects them with employers.',
      examples: ['Work-readiness bootcamps', 'Internships and graduate placements', 'Mentoring by working professionals'],
    },
    {
      title: 'Technology and platforms',
      description: 'Our signature products working with yours, so organisations get one joined-up experience.',
      examples: [
        'Integrations with HR and learning systems',
        'Co-developed tools for African teams',
        'Pilots with our client organisations',
      ],
    },
    {
      title: 'Events and convening',
      description: 'Summits, roundtables and masterclasses that bring leaders together around a shared question.',
      examples: ['Co-hosted sessions and roundtables', 'Speaking and panel slots', 'Sponsorship of flagship events'],
    },
  ] satisfies readonly CollaborationModel[],
} as const;

export const partnerImpact = {
  heading: 'Impact highlights',
  intro: 'What our clients and partners have achieved with us so far.',
  stats: [
    { figure: '300+', label: 'organisations', subtext: 'served across 18 African markets' },
    { figure: '5,000+', label: 'youth trained', subtext: 'through IndyFuture' },
    { figure: '3,000+', label: 'graduates', subtext: 'in 6 states and 4 sectors' },
    { figure: '98%', label: 'client satisfaction', subtext: 'across our programmes' },
    { figure: '10,000+', label: 'newsletter readers', subtext: 'leaders reading The Workroom' },
  ],
} as const;

export interface FlagshipEvent {
  /**
   * A stable slug, never reused: a member's registration is stored under it (registering for a
   * flagship event keeps them a place at the next one).
   */
  id: string;
  name: string;
  cadence: string;
  format: string;
  description: string;
}

export interface UpcomingEvent {
  /** A stable slug, never reused: a member's registration is stored under it. */
  id: string;
  name: string;
  /** The first day, as an ISO date, for `<time>` and ordering. */
  startDate: string;
  /** The dates as people read them. */
  when: string;
  /** A city and country, or "Online". */
  where: string;
  format: string;
  description: string;
}

export const eventsHub = {
  /** The hub's id: a visitor who pressed Register comes back here after signing in. */
  id: 'events',
  heading: 'Events and experiences',
  intro: 'Where leaders, partners and young professionals meet, learn and build together, in person and online.',
  flagship: {
    heading: 'Flagship events',
    events: [
      {
        id: 'workplace-summit',
        name: `${brand.name} Workplace Summit`,
        cadence: 'Every year',
        format: 'Lagos, in person',
        description:
          'Our annual gathering of CEOs, HR leaders and operations heads to share what is working in African workplaces, with research launches and client stories.',
      },
      {
        id: 'indycircle-masterclasses',
        name: `${brand.memberArea} Masterclasses`,
        cadence: 'Every month',
        format: 'Online',
        description: `Ninety-minute sessions with practitioners on one practical topic. ${brand.memberArea} members register free and can watch the recordings afterwards.`,
      },
      {
        id: 'indyfuture-career-bootcamp',
        name: 'IndyFuture Career Bootcamp',
        cadence: 'Every quarter',
        format: 'In person, across Nigeria',
        description: 'Two intensive days that prepare graduates for work, with employers running real-world challenges and interviews.',
      },
      {
        id: 'wellpaddy-wellbeing-week',
        name: 'WellPaddy Wellbeing Week',
        cadence: 'Every October',
        format: 'Online and in workplaces',
        description: 'A week of sessions, challenges and resources for teams, timed with World Mental Health Day.',
      },
    ] satisfies readonly FlagshipEvent[],
  },
  upcoming: {
    /** The heading's id: the hero's "See upcoming events" button jumps here. */
    headingId: 'upcoming-events',
    heading: 'Upcoming events, August to November 2025',
    invitation: 'Request an invitation',
    events: [
      {
        id: 'leading-through-uncertainty-2025',
        name: 'Leading Through Uncertainty',
        startDate: '2025-08-21',
        when: '21 August 2025',
        where: 'Online',
        format: 'Masterclass',
        description:
          'How managers can make good decisions quickly and keep their teams steady when budgets, markets and plans keep shifting.',
      },
      {
        id: 'people-leaders-roundtable-2025',
        name: 'People Leaders Roundtable: Keeping Talent',
        startDate: '2025-09-11',
        when: '11 September 2025',
        where: 'Nairobi, Kenya',
        format: 'Roundtable',
        description:
          'A closed-door conversation for CHROs and HR directors on retaining skilled people in a fast-moving, mobile labour market.',
      },
      {
        id: 'indyfuture-career-bootcamp-2025-09',
        name: 'IndyFuture Career Bootcamp',
        startDate: '2025-09-25',
        when: '25 to 26 September 2025',
        where: 'Lagos, Nigeria',
        format: 'Bootcamp',
        description:
          'Two days of work-readiness training for graduates, with partner employers setting challenges and interviewing on site.',
      },
      {
        id: 'wellpaddy-wellbeing-week-2025',
        name: 'WellPaddy Wellbeing Week 2025',
        startDate: '2025-10-06',
        when: '6 to 10 October 2025',
        where: 'Online',
        format: 'Festival of sessions',
        description: 'Daily sessions on stress, sleep, money and belonging for whole teams, ending on World Mental Health Day.',
      },
      {
        id: 'performance-without-burnout-2025',
        name: 'Performance Without Burnout',
        startDate: '2025-10-23',
        when: '23 October 2025',
        where: 'Accra, Ghana',
        format: 'Leaders breakfast',
        description:
          'A breakfast briefing for executives on raising output while protecting wellbeing, with evidence from our client work.',
      },
      {
        id: 'workplace-summit-2025',
        name: `${brand.name} Workplace Summit 2025`,
        startDate: '2025-11-13',
        when: '13 to 14 November 2025',
        where: 'Lagos, Nigeria',
        format: 'Summit',
        description: 'Two days of keynotes, client stories and workshops on capability, wellbeing and performance across the continent.',
      },
      {
        id: 'african-workplace-research-launch-2025',
        name: 'State of the African Workplace: Research Launch',
        startDate: '2025-11-27',
        when: '27 November 2025',
        where: 'Online',
        format: 'Webinar',
        description:
          'The first findings of our 2025 workplace research, presented with partner universities, with time for your questions.',
      },
    ] satisfies readonly UpcomingEvent[],
  },
  stayInformed: {
    heading: 'Never miss an event',
    description: 'New events are announced first in The Workroom, our monthly newsletter. Recordings of past sessions are in Insights.',
    newsletter: { label: 'Subscribe to The Workroom newsletter', href: '/insights/newsletter' },
    pastEvents: { label: 'Past events and recordings', href: '/insights/events' },
  },
} as const;

/** The e-mail for an event invitation: the subject names the event, so it reaches the right person. */
export function eventInvitationMailto(event: Pick<UpcomingEvent, 'name' | 'when'>): string {
  return mailtoLink(`Event invitation: ${event.name} (${event.when})`);
}

export const partnersCallToAction = {
  heading: "Let's build something together",
  intro: 'Tell us who you are and what you would like to achieve. We reply to every partnership enquiry within 24 hours.',
  contact: 'Start a partnership conversation',
  email: { label: 'Email our partnerships team', href: mailtoLink('Partnership enquiry') },
  sponsor: { label: 'Sponsor or co-host an event', href: mailtoLink('Event sponsorship or co-hosting') },
} as const;

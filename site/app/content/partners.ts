import type { DatedEvent } from '../events/event';
import { brand } from './brand.ts';
import { mailtoLink } from './contactDetails.ts';

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
    heading: 'Upcoming events',
    /** When no event is still to come. */
    none: 'No dates are announced just now. New events are announced first in The Workroom, our monthly newsletter.',
    invitation: 'Request an invitation',
  },
  past: {
    headingId: 'past-events',
    heading: 'Past events',
    /** How many of the most recent past events the page lists. */
    shown: 4,
  },
  stayInformed: {
    heading: 'Never miss an event',
    description: 'New events are announced first in The Workroom, our monthly newsletter. Recordings of past sessions are in Insights.',
    newsletter: { label: 'Subscribe to The Workroom newsletter', href: '/insights/newsletter' },
    pastEvents: { label: 'Past events and recordings', href: '/insights/events' },
  },
} as const;

/** The e-mail for an event invitation: the subject names the event, so it reaches the right person. */
export function eventInvitationMailto(event: Pick<DatedEvent, 'name' | 'dates'>): string {
  return mailtoLink(`Event invitation: ${event.name} (${event.dates})`);
}

export const partnersCallToAction = {
  heading: "Let's build something together",
  intro: 'Tell us who you are and what you would like to achieve. We reply to every partnership enquiry within 24 hours.',
  contact: 'Start a partnership conversation',
  email: { label: 'Email our partnerships team', href: mailtoLink('Partnership enquiry') },
  sponsor: { label: 'Sponsor or co-host an event', href: mailtoLink('Event sponsorship or co-hosting') },
} as const;

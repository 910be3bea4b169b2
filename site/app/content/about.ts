import { brand } from './brand';
import type { ContentIcon } from './contentIcons';

/**
 * The About page: hero, the founder's vision, five values, the journey from 2024 to 2026, impact
 * figures, the leadership team and partners, and a call to action. Its figures are the ones the
 * company uses beyond the header and home page (300+ organisations in 18 markets); which page
 * shows which figures is in docs/product-rules.md, "Brand and marketing claims".
 */

export const aboutHero = {
  eyebrow: `About ${brand.name}`,
  lead: `${brand.name} is a Lagos-based workplace-transformation consultancy. We help African organisations build capability, fuel wellbeing and drive performance together, because a strategy only works when the people carrying it are skilled, well and clear about what matters.`,
  nameStory: `Our name comes from the Adinkra symbol akoma, the heart: patience, endurance and goodwill. It is how we try to work with every client.`,
  art: { alt: '', width: 1200, height: 900 },
  secondary: { href: '/solutions', label: 'Explore our solutions' },
} as const;

export const founderVision = {
  heading: "Our founder's vision",
  quote:
    'African workplaces can be the best places in the world to build a career. Not by copying playbooks written elsewhere, but by building on the ambition, community and resilience our people already bring to work every day.',
  author: 'Founder and Chief Executive',
  role: brand.name,
} as const;

export const valuesSection = {
  heading: 'What we stand for',
  intro: 'Five values that shape how we work with clients, and with each other.',
  storyLabel: (title: string) => `The story behind “${title}”`,
} as const;

/** One of the company's values: icon, title, description, and the story behind it. */
export interface Value {
  icon: ContentIcon;
  title: string;
  description: string;
  story: string;
}

export const values: readonly Value[] = [
  {
    icon: 'heart',
    title: 'Heart first',
    description: 'People before process. Every change we design has to work for the person doing the job.',
    story:
      'When a client asked us for a new performance framework, we started by spending a week on the shop floor and in the branches. The framework we built was shorter than the one they asked for, and people actually used it.',
  },
  {
    icon: 'trendingUp',
    title: 'Evidence over opinion',
    description: 'We measure before we advise and after we deliver, and we report what we find.',
    story:
      'Every engagement starts with a baseline and ends with the same measures taken again. When a programme does not move the numbers, we say so and change course, at our own cost.',
  },
  {
    icon: 'location',
    title: 'Afrocentric by design',
    description: 'Built for African contexts: languages, family obligations, power cuts and all.',
    story:
      'Our learning content is mobile-first and works on low bandwidth because that is how many of our learners study: on a phone, on the way to work, between other responsibilities.',
  },
  {
    icon: 'check',
    title: 'Integrity in the details',
    description: 'We do what we say, price what we do, and keep what you tell us confidential.',
    story:
      'Wellbeing data in WellPaddy is only ever reported to employers as anonymous team trends. We turned down a request for individual scores because trust, once broken, does not come back.',
  },
  {
    icon: 'user',
    title: 'We rise together',
    description: 'Ubuntu: I am because we are. We grow with our clients, our people and our communities.',
    story:
      'IndyFuture, our youth programme, began when our own consultants started mentoring graduates on weekends. It has since trained 5,000+ young people for their first jobs.',
  },
];

/** One step of the journey: year, title, description. The journey runs from 2024 to 2026. */
export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
}

export const journey = {
  heading: 'Our journey',
  intro: 'From one office in Lagos to a partner across the continent.',
  entries: [
    {
      year: '2024',
      title: `${brand.name} opens in Lagos`,
      description: 'Founded on one idea: capability, wellbeing and performance have to move together. The TriSphere framework is born.',
    },
    {
      year: '2024',
      title: 'First programmes, first proof',
      description: 'Leadership and wellbeing programmes with banks, fintechs and manufacturers, each measured against a baseline.',
    },
    {
      year: '2025',
      title: 'Signature products launch',
      description: `TWU, WellPaddy, WorkforceOS, IndyOps and ${brand.assistant} bring our methods to teams between workshops.`,
    },
    {
      year: '2025',
      title: `IndyFuture and ${brand.memberArea}`,
      description: `Our youth programme passes 5,000+ young people trained, and ${brand.memberArea} opens as a home for our community of leaders.`,
    },
    {
      year: '2026',
      title: 'Across the continent',
      description: `Where we are heading: ${brand.flagship} delivered with local partners in every market we serve, and our research open to every member.`,
    },
  ] satisfies readonly TimelineEntry[],
} as const;

/** A headline figure: the number, what it counts, and a line of context. */
export interface Stat {
  number: string;
  label: string;
  subtext: string;
}

export const impactStats = {
  heading: 'Our impact so far',
  stats: [
    { number: '300+', label: 'clients', subtext: 'Organisations in 18 African markets' },
    { number: '500+', label: 'professionals transformed', subtext: 'Leaders, managers and specialists' },
    { number: '98%', label: 'client satisfaction', subtext: 'Across completed engagements' },
    { number: '$47M', label: 'value created', subtext: 'Measured against each client’s baseline' },
    { number: '150+', label: 'team members', subtext: 'Consultants, coaches and technologists' },
  ] satisfies readonly Stat[],
} as const;

/** A seat on the leadership team: the role and what it leads. Names are added by the company. */
export interface LeadershipRole {
  role: string;
  /** Reads on after "Leads": "Leads strategy, client partnerships...". */
  leads: string;
}

export const leadership = {
  heading: 'Leadership team',
  intro: 'The people accountable for each part of the TriSphere, and for how we run ourselves.',
  consentNote: 'Names and portraits are published with each person’s consent.',
  roles: [
    { role: 'Founder and Chief Executive', leads: 'strategy, client partnerships and the TriSphere framework.' },
    { role: 'Director, Capability', leads: 'leadership development, TWU and our faculty of practitioners.' },
    { role: 'Director, Wellbeing and Culture', leads: 'WellPaddy, culture programmes and the OHI Africa diagnostic.' },
    { role: 'Director, Performance', leads: `IndyOps, IndyAnalytics and ${brand.flagship} delivery.` },
    { role: 'Head of Technology and Products', leads: `WorkforceOS, ${brand.assistant} and the ${brand.memberArea} platform.` },
    {
      role: 'Head of Partnerships and IndyFuture',
      leads: 'partnerships with universities, public bodies and NGOs, and our youth programme.',
    },
  ] satisfies readonly LeadershipRole[],
} as const;

/** A kind of partner we work with, and what we do together. */
export interface PartnerCategory {
  category: string;
  together: string;
}

export const partners = {
  heading: 'Partners',
  intro: 'We do our best work alongside others who know a market, a sector or a community better than we do.',
  consentNote: 'Partner names and logos are published with each partner’s agreement.',
  categories: [
    { category: 'Universities', together: 'Research on African workplaces, and graduate pathways into IndyFuture.' },
    { category: 'Governments and public bodies', together: 'Youth employability and public-sector capability programmes.' },
    { category: 'NGOs and foundations', together: 'Wellbeing and inclusion work in communities we could not reach alone.' },
    { category: 'Technology firms', together: 'The platforms behind TWU, WellPaddy and WorkforceOS.' },
    { category: 'Researchers', together: 'Benchmarks for the OHI Africa diagnostic and our quarterly insights.' },
  ] satisfies readonly PartnerCategory[],
  link: { href: '/partners', label: 'Partner with us' },
} as const;

export const aboutCallToAction = {
  heading: 'Write the next chapter with us',
  intro: 'Tell us where your organisation is heading. We will show you how capability, wellbeing and performance can get you there.',
  primary: { href: '/contact', label: 'Start Your Transformation' },
  secondary: { href: '/careers', label: 'Join our team' },
} as const;

import type { Artwork } from './artwork';
import { contactDetails } from './contactDetails';
import type { ContentIcon } from './contentIcons';

/**
 * The careers screen's words and figures: hero, why join, who thrives, open roles, hiring process,
 * life here, employer figures, two videos and a closing call to action (the list of sections and
 * figures is in docs/product-rules.md, "Other pages"). People are named by role: the company adds
 * names and portraits.
 */

export const careersHero = {
  /** The hero's 2025 award claim. The company supplies the award's full name. */
  award: '2025 Employer of Choice award winner',
  lead: 'Join the team helping 300+ organizations in 18 countries build capability, fuel wellbeing and drive performance. Bring your craft; we will help you grow it.',
  figures: [
    { figure: '300+', label: 'organizations served' },
    { figure: '18', label: 'countries' },
    { figure: '150+', label: 'team members' },
  ],
  exploreRoles: 'Explore Open Roles',
  seeHowWeHire: 'See how we hire',
  art: { width: 800, height: 600 },
  artAlt: 'Three abstract figures beneath wide concentric circles, over a woven red and stone band.',
  quote: {
    text: 'I have grown more here in two years than in the five before. My ideas are heard, and I can see the difference our work makes.',
    author: 'Senior Consultant',
    role: 'Capability practice, Lagos',
  },
} as const;

export interface Benefit {
  title: string;
  description: string;
  icon: ContentIcon;
  /** One of the published result claims (+30%, +25%, 2x, -40%, +20%) and what it measures. */
  result: { figure: string; label: string };
}

export const whyJoin = {
  heading: 'Why join Akoma',
  intro: 'Meaningful work, real growth and a team that looks after each other.',
  benefits: [
    {
      title: 'Work that changes workplaces',
      description: 'Your projects reach whole organisations, from the boardroom to the factory floor, and you see the results.',
      icon: 'trendingUp',
      result: { figure: '+30%', label: 'average engagement gain in the teams we support' },
    },
    {
      title: 'Grow faster than anywhere else',
      description: 'Stretch assignments, a personal learning budget and mentors who have done the work before you.',
      icon: 'user',
      result: { figure: '2x', label: 'the learning hours of a typical consulting role' },
    },
    {
      title: 'Wellbeing we practise ourselves',
      description: 'We help clients look after their people, so we start with our own: flexible hours, rest and real support.',
      icon: 'heart',
      result: { figure: '-40%', label: 'in reported burnout since our wellbeing programme began' },
    },
    {
      title: 'Rooted in Africa, working across it',
      description: 'Work with organisations in markets across the continent, with colleagues who know them from the inside.',
      icon: 'location',
      result: { figure: '+25%', label: 'more cross-market projects each year' },
    },
    {
      title: 'Your ideas shape the company',
      description: 'Anyone can propose a new product, practice or ritual, and the best ideas get time and budget to grow.',
      icon: 'message',
      result: { figure: '+20%', label: 'more employee ideas funded each year' },
    },
  ] satisfies Benefit[],
} as const;

export interface Persona {
  title: string;
  description: string;
  icon: ContentIcon;
}

export const whoThrives = {
  heading: 'Who thrives here',
  intro: 'There is no single Akoma type. These are the people who do their best work with us.',
  personas: [
    { title: 'The Builder', description: 'You turn ideas into programmes, products and processes that last.', icon: 'check' },
    { title: 'The Strategist', description: 'You see the whole system and the few moves that will change it.', icon: 'eye' },
    { title: 'The Collaborator', description: 'You bring people together and make teams better than their parts.', icon: 'message' },
    { title: 'The Analyst', description: 'You find the story in the data and the data behind every story.', icon: 'search' },
    { title: 'The Dreamer', description: 'You imagine what African workplaces could be, and help us get there.', icon: 'heart' },
  ] satisfies Persona[],
} as const;

export interface RoleArea {
  title: string;
  description: string;
}

export const openRoles = {
  heading: 'Open roles',
  intro:
    'We hire across seven areas. Our consultants’ projects deliver, on average, a 40% engagement gain and 15% cost savings for clients. Current openings are on our careers site.',
  learnMore: 'Learn More',
  applyNow: 'Apply Now',
  areas: [
    {
      title: 'Capability Consulting',
      description: 'Design leadership academies and learning journeys that build skills organisations need.',
    },
    { title: 'Wellbeing and Culture', description: 'Shape wellbeing programmes and cultures where people feel safe, valued and well.' },
    {
      title: 'Performance and Execution',
      description: 'Help leaders turn strategy into weekly rhythms, clear ownership and faster decisions.',
    },
    { title: 'People Analytics', description: 'Measure what matters with IndyAnalytics and turn workforce data into decisions.' },
    { title: 'Product and Technology', description: 'Build TWU, WellPaddy, WorkforceOS, IndyOps and Ask Indy with our product teams.' },
    { title: 'Client Partnerships', description: 'Open doors with organisations across Africa and guide them through transformation.' },
    { title: 'Operations and Finance', description: 'Keep a growing, multi-market company running smoothly and responsibly.' },
  ] satisfies RoleArea[],
} as const;

export interface HiringStep {
  step: string;
  description: string;
  /** A published careers figure that belongs to this step (such as "95% rate the culture conversation inspiring"). */
  figure?: string;
}

export const hiringProcess = {
  heading: 'How we hire',
  intro: 'Five steps, each one a conversation both ways. We tell you where you stand after every one.',
  steps: [
    { step: 'Apply', description: 'Send your application through our careers site: your CV and a few lines on why Akoma.' },
    {
      step: 'Culture Conversation',
      description: 'A relaxed conversation about how you like to work, what drives you and what you want to learn.',
      figure: '95% of candidates rate it inspiring',
    },
    {
      step: 'Real-World Challenge',
      description: 'A short exercise based on a real client problem, followed by a discussion with the team.',
    },
    { step: 'Alignment Check', description: 'Meet your future manager and colleagues, and agree your role, goals and growth plan.' },
    {
      step: 'Onboard',
      description: 'A structured first month with a buddy, time with every practice and your first project.',
      figure: '100% of new hires say they felt ready for their first project',
    },
  ] satisfies HiringStep[],
} as const;

export interface Ritual {
  title: string;
  description: string;
  /** A published careers figure that belongs to this ritual (such as "80% use flexibility"). */
  figure?: string;
}

export const lifeAtAkoma = {
  heading: 'Life at Akoma',
  intro: 'The rituals that make our culture, week in and week out.',
  rituals: [
    { title: 'Monday Momentum', description: 'Each week starts with the whole team sharing priorities and celebrating wins.' },
    {
      title: 'Flex Fridays',
      description: 'Work from where you work best, and keep Friday afternoons for deep work or learning.',
      figure: '80% of the team use our flexible working options',
    },
    {
      title: 'Innovation Day',
      description: 'Once a month, everyone works on an idea of their own, and the best ones are funded.',
      figure: '70% of our innovations started as employee ideas',
    },
    { title: 'Wellness Hour', description: 'A protected hour every week for movement, rest or a conversation that matters.' },
    { title: 'Community Give-Back', description: 'Time each quarter to mentor young people through IndyFuture, our youth programme.' },
  ] satisfies Ritual[],
} as const;

export interface EmployerStat {
  label: string;
  value: string;
  note?: string;
}

export const employerImpact = {
  heading: 'Our impact as an employer',
  intro: 'We measure ourselves the way we measure our clients.',
  stats: [
    { value: '90%', label: 'retention', note: 'versus a 75% industry average' },
    { value: '30%', label: 'wellbeing score increase', note: 'across the team' },
    { value: '85%', label: 'in stretch roles', note: 'within 12 months of joining' },
    { value: '5,000+', label: 'youth trained', note: 'through IndyFuture' },
  ] satisfies EmployerStat[],
} as const;

export interface CareersVideo {
  title: string;
  description: string;
  /** Length in seconds: the two films run 2:30 and 3:00. */
  durationSeconds: number;
  href: string;
  poster: Artwork;
}

export const careersVideos = {
  heading: 'See life at Akoma',
  intro: 'Hear from the team about the work, the people and what a week here is really like.',
  videos: [
    {
      title: 'Life at Akoma',
      description: 'A week with our team: client work, rituals and the moments in between.',
      durationSeconds: 150,
      href: contactDetails.videos.lifeAtAkoma,
      poster: { src: '/images/careers/life-at-akoma.svg', width: 640, height: 360 },
    },
    {
      title: 'Meet the Team',
      description: 'Consultants, analysts and product builders on why they joined and what keeps them here.',
      durationSeconds: 180,
      href: contactDetails.videos.meetTheTeam,
      poster: { src: '/images/careers/meet-the-team.svg', width: 640, height: 360 },
    },
  ] satisfies CareersVideo[],
} as const;

export const careersCallToAction = {
  heading: 'Ready to do the best work of your career?',
  intro: 'Find your role, pitch us an idea, read our careers guide or talk to someone on the team for 30 minutes.',
  exploreRoles: 'Explore Open Roles',
  pitch: {
    label: 'Pitch Yourself',
    message: "Hello Akoma, I'd like to pitch myself for a role. Here is what I would bring to the team:",
  },
  guide: 'Download Free Careers Guide',
  chat: 'Book a Free 30-Minute Career Chat',
} as const;

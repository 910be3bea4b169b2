import { brand } from './brand';
import { contactDetails } from './contactDetails';
import { resolveLink } from './linkTargets';

/** The header's dropdown groups (Solutions, Signature Products, Impact, Insights) and top-level links (Careers, About, Contact). */
export const headerNavigation = {
  /** The header's claim; the header and home page say 250+ organisations in 15 markets, other pages 300+ in 18. */
  announcement: 'Trusted by 250+ organisations in 15 African markets',
  groups: [
    {
      label: 'Solutions',
      items: [
        { href: '/solutions', label: 'All solutions', description: 'The TriSphere at a glance' },
        { href: '/solutions/capability', label: 'Build Capability', description: 'Leadership, skills and learning' },
        { href: '/solutions/wellbeing', label: 'Fuel Wellbeing', description: 'Healthy, engaged teams' },
        { href: '/solutions/performance', label: 'Drive Performance', description: 'Execution you can measure' },
        { href: '/solutions/akoma360', label: brand.flagship, description: 'Organisation-wide transformation' },
      ],
    },
    {
      label: 'Signature Products',
      items: [
        { href: '/signature-products', label: 'All products', description: 'Platforms built for African teams' },
        { href: '/signature-products/twu', label: 'TWU', description: 'The learning platform' },
        { href: '/signature-products/wellpaddy', label: 'WellPaddy', description: 'The wellness hub' },
        { href: '/signature-products/workforceos', label: 'WorkforceOS', description: 'The human-experience operating system' },
        { href: '/signature-products/indyops', label: 'IndyOps', description: 'The agile execution system' },
        { href: '/ask-indy', label: brand.assistant, description: 'Your AI workplace assistant' },
      ],
    },
    {
      label: 'Impact',
      items: [
        { href: '/impact', label: 'Our impact' },
        { href: '/impact/case-studies', label: 'Case Studies' },
        { href: '/impact/metrics', label: 'Impact Metrics' },
        { href: '/impact/testimonials', label: 'Testimonials' },
        { href: '/impact/industry', label: 'By Industry' },
        { href: '/impact/stories', label: 'Success Stories' },
      ],
    },
    {
      label: 'Insights',
      items: [
        { href: '/insights', label: 'All insights' },
        { href: '/insights/blog', label: 'Blog' },
        { href: '/insights/podcast', label: 'Podcast' },
        { href: '/insights/events', label: 'Events' },
        { href: '/insights/webinars', label: 'Webinars' },
        { href: '/insights/reports', label: 'Research Reports' },
      ],
    },
  ],
  links: [
    { href: '/careers', label: 'Careers' },
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
  ],
  signIn: { href: '/auth', label: 'Sign in' },
  askIndy: { href: '/ask-indy', label: brand.assistant },
} as const;

/** The footer's link columns; addresses the route table doesn't map are resolved here. */
export const footerNavigation = [
  {
    heading: 'Solutions',
    links: [
      { href: '/solutions/ask-indy', label: brand.assistant },
      { href: '/solutions/workforceos', label: 'WorkforceOS' },
      { href: '/solutions/wellpaddy', label: 'WellPaddy' },
      { href: '/solutions/twu', label: 'TWU' },
    ],
  },
  {
    heading: 'Capabilities',
    links: [
      { href: resolveLink('/capabilities/capability'), label: 'Capability' },
      { href: resolveLink('/capabilities/wellbeing'), label: 'Wellbeing' },
      { href: resolveLink('/capabilities/performance'), label: 'Performance' },
    ],
  },
  {
    heading: 'Insights',
    links: [
      { href: '/insights/workroom', label: 'The Workroom' },
      { href: '/insights/newsletter', label: 'Newsletter' },
      { href: '/insights/downloads', label: 'Downloads' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/careers', label: 'Careers' },
      { href: '/partners', label: 'Partners and Events' },
      { href: '/contact', label: 'Contact' },
    ],
  },
] as const;

export const legalLinks = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/esg-inclusion', label: 'Ethics and Inclusion' },
] as const;

export const footerContent = {
  about: `${brand.name} helps organisations across Africa build capability, fuel wellbeing and drive performance.`,
  newsletter: {
    heading: 'The Workroom newsletter',
    intro: 'Research and practical ideas for leaders, once a month. Join 10,000+ readers.',
    label: 'Work email',
    placeholder: 'Your work email',
    button: 'Subscribe',
  },
  copyright: `© 2025 ${brand.name}. All rights reserved.`,
  office: contactDetails.office,
} as const;

/** Routes whose code is prefetched when a pointer rests on a link to them for `hoverPrefetchDelay` ms. */
export const hoverPrefetchPaths: readonly string[] = ['/about', '/solutions', '/insights', '/contact'];
export const hoverPrefetchDelay = 200;

import { brand } from './brand';

// The footer's links and words are in ./footer.ts: they travel with the footer's own code, which
// loads after the first screen, instead of in every page's start-up.

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

/** Routes whose code is prefetched when a pointer rests on a link to them for `hoverPrefetchDelay` ms. */
export const hoverPrefetchPaths: readonly string[] = ['/about', '/solutions', '/insights', '/contact'];
export const hoverPrefetchDelay = 200;

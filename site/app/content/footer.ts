import { brand } from './brand';
import { contactDetails } from './contactDetails';
import { resolveLink } from './linkTargets';

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

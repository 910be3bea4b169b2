import { brand } from './brand';
import { contactDetails } from './contactDetails';

/**
 * The words of the signature-products page: hero, carousel, product grid and the integration
 * section. The products themselves are in products.ts.
 */

export const signatureProductsHero = {
  eyebrow: 'Signature products',
  lead: `The platforms behind our programmes, built for African teams: they keep learning, wellbeing and execution going between workshops, and show you what changed.`,
  claim: '5 flagship products across the three pillars of the TriSphere.',
  art: { alt: '', width: 1200, height: 900 },
  primary: { href: contactDetails.schedulingUrl, label: 'Book a Demo' },
  secondary: { href: '/ask-indy', label: `Try ${brand.assistant}` },
} as const;

export const productCarousel = {
  heading: 'Meet the platforms',
  intro: 'Three of our products at a glance. Use the arrows or the dots to move between them.',
  label: 'Signature products',
} as const;

export const productGrid = {
  heading: 'Every product',
  intro: 'Each product works on its own and is stronger alongside the others.',
  /** The badge on the product a sub-route such as /signature-products/wellpaddy brings forward. */
  selectedBadge: 'You are viewing',
  featuresLabel: (name: string) => `What ${name} does`,
  explore: (name: string) => `Explore ${name}`,
} as const;

/** One way the products work together. */
export interface Integration {
  title: string;
  description: string;
}

export const integration = {
  heading: 'Better together',
  intro: 'One sign-in, one picture of your people, and each product feeding the next.',
  image: { src: '/images/signature-products/integration.svg', alt: '', width: 800, height: 600 },
  steps: [
    {
      title: 'Skills become goals',
      description: 'What people learn on TWU shows up as goals and check-ins in WorkforceOS, so growth is part of the job.',
    },
    {
      title: 'Goals become weekly delivery',
      description: 'IndyOps turns team goals into weekly commitments and scorecards, and flags the blockers early.',
    },
    {
      title: 'Wellbeing stays in view',
      description: 'WellPaddy’s anonymous team trends sit beside delivery data, so pressure is spotted before it becomes burnout.',
    },
    {
      title: `${brand.assistant} connects the dots`,
      description: `${brand.assistant} points each person to the right tool, toolkit or expert, whichever product they start in.`,
    },
  ] satisfies readonly Integration[],
  flagship: { href: '/solutions/akoma360', label: `See them work together in ${brand.flagship}` },
  contact: { href: '/contact', label: 'Talk to our team' },
} as const;

import { contactDetails, whatsappLink } from './contactDetails';

/** One picture of the hero's rotating background: three pictures, one every 5 s. */
export interface HeroSlide {
  src: string;
  /** What the artwork shows, read as the slide's content. */
  alt: string;
  width: number;
  height: number;
}

/** The hero's three pictures, one per pillar: original artwork under /images/home. */
export const heroSlides: readonly HeroSlide[] = [
  {
    src: '/images/home/hero-capability.svg',
    alt: 'Build Capability: kente-woven steps rising towards a red sun',
    width: 1600,
    height: 900,
  },
  {
    src: '/images/home/hero-wellbeing.svg',
    alt: 'Fuel Wellbeing: circles of people gathered round the Akoma heart',
    width: 1600,
    height: 900,
  },
  {
    src: '/images/home/hero-performance.svg',
    alt: 'Drive Performance: bars climbing along a zigzag line of progress',
    width: 1600,
    height: 900,
  },
];

/**
 * A simpler drawing of the first picture, a fraction of its weight, shown when this visit's
 * largest contentful paint was slow (over 2500 ms).
 */
export const lighterFirstHeroSlide: HeroSlide = {
  src: '/images/home/hero-capability-light.svg',
  alt: 'Build Capability: steps rising towards a red sun',
  width: 1600,
  height: 900,
};

/** What the hero's pictures are, for screen readers (the carousel's name). */
export const heroCarouselLabel = 'Akoma in pictures';

/** The interval of the hero's rotation, in milliseconds: every carousel that turns on its own does so every 5 s. */
export const heroInterval = 5000;

export const heroActions = {
  start: { label: 'Start Your Transformation', href: '/contact' },
  watchStory: { label: 'Watch Our Story', href: contactDetails.videos.story },
} as const;

/** The greeting the WhatsApp option starts the chat with. */
export const discoveryCallGreeting = "Hello Akoma, I'd like to book a discovery call about transforming our workplace.";

export type DiscoveryCallChannel = 'scheduling' | 'phone' | 'whatsapp';

/** The Book Discovery Call menu: Calendly in a new tab, a phone dial link, and WhatsApp with a greeting filled in. */
export const discoveryCall: {
  label: string;
  items: readonly { channel: DiscoveryCallChannel; label: string; href: string }[];
} = {
  label: 'Book Discovery Call',
  items: [
    { channel: 'scheduling', label: 'Book via Calendly', href: contactDetails.schedulingUrl },
    { channel: 'phone', label: 'Direct Call', href: contactDetails.phone.href },
    { channel: 'whatsapp', label: 'WhatsApp Call', href: whatsappLink(discoveryCallGreeting) },
  ],
};

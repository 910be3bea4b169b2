import homeHero from '#content/homeHero';

import { contactDetails, whatsappLink } from './contactDetails';

/**
 * The hero's code: how often its pictures turn, and the addresses behind its buttons. Its words and
 * pictures are content (content/pages/home-hero.yaml, `#content/homeHero`); the addresses are the
 * contact details'.
 */

export type { HeroSlide } from './schema/home';

/** The interval of the hero's rotation, in milliseconds: every carousel that turns on its own does so every 5 s. */
export const heroInterval = 5000;

/** Watch Our Story opens the story film, wherever the contact details say it is hosted. */
export const watchStoryHref = contactDetails.videos.story;

export type DiscoveryCallChannel = 'scheduling' | 'phone' | 'whatsapp';

/** The Book Discovery Call menu: Calendly in a new tab, a phone dial link, and WhatsApp with a greeting filled in. */
export const discoveryCall: {
  label: string;
  items: readonly { channel: DiscoveryCallChannel; label: string; href: string }[];
} = {
  label: homeHero.discoveryCall.label,
  items: [
    { channel: 'scheduling', label: homeHero.discoveryCall.scheduling, href: contactDetails.schedulingUrl },
    { channel: 'phone', label: homeHero.discoveryCall.phone, href: contactDetails.phone.href },
    { channel: 'whatsapp', label: homeHero.discoveryCall.whatsapp, href: whatsappLink(homeHero.discoveryCall.greeting) },
  ],
};

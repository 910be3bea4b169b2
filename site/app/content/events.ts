import { brand } from './brand';
import type { FlagshipEvent, UpcomingEvent } from './partners';

/**
 * The words of registering for events: the Register and Cancel registration controls on each
 * event of the partners page's hub, and the member's events on IndyCircle's home (/circle).
 * Registering for a flagship event keeps the member a place at the next one; registering for an
 * upcoming event is for that event.
 */

/** Any event of the hub, with what tells a flagship from a dated one. */
export type HubEvent = (FlagshipEvent & { kind: 'flagship' }) | (UpcomingEvent & { kind: 'upcoming' });

/**
 * The event's name with when it happens, so that controls for two events of the same name (the
 * flagship bootcamp and its September date) read apart: "IndyFuture Career Bootcamp, every
 * quarter", "IndyFuture Career Bootcamp, 25 to 26 September 2025".
 */
export function eventNameWithWhen(event: HubEvent): string {
  return `${event.name}, ${event.kind === 'flagship' ? event.cadence.toLowerCase() : event.when}`;
}

export const eventRegistrationCopy = {
  /** The button's words; its name goes on with " for <event name with when>". */
  register: 'Register',
  cancel: 'Cancel registration',
  /** Either control's hidden rest of its name, after its words. */
  forEvent: (event: HubEvent) => ` for ${eventNameWithWhen(event)}`,
  registered: {
    upcoming: 'You are registered.',
    flagship: 'You are registered: we will keep you a place at the next one.',
  },
  /** For a visitor who pressed Register: joining is the way to register. */
  invitation: `Register with ${brand.memberArea}, free:`,
  signIn: 'sign in or create an account',
  failed: (name: string) => `We couldn't register you for “${name}”. Check your connection and try again.`,
  cancelFailed: (name: string) => `We couldn't cancel your registration for “${name}”. Check your connection and try again.`,
  registeredFor: (name: string) => `You are registered for “${name}”.`,
  cancelled: (name: string) => `Your registration for “${name}” is cancelled.`,
  confirm: {
    title: (name: string) => `Cancel your registration for “${name}”?`,
    description: {
      upcoming: 'We will let your place go. You can register again at any time.',
      flagship: 'We will no longer keep you a place at the next one. You can register again at any time.',
    },
    confirm: 'Cancel registration',
    keep: 'Keep my place',
  },
} as const;

/** The member's events on /circle. */
export const circleEventsCopy = {
  /** The section's id, for links to it (/circle#events). */
  id: 'events',
  heading: 'Your events',
  intro: 'The events you registered for, soonest first. For a flagship event we keep you a place at the next one.',
  loading: 'Loading your events…',
  loadFailed: "We couldn't load your events. Check your connection and try again.",
  retry: 'Try again',
  count: (total: number) => `${String(total)} ${total === 1 ? 'event' : 'events'}`,
  flagship: 'Flagship event',
  registeredOn: 'Registered',
  emptyHeading: 'No events yet',
  emptyText: 'Register for a masterclass, roundtable, bootcamp or summit on our events page and it will be listed here.',
  browse: 'See upcoming events',
  /** Where "See upcoming events" leads: the partners page's upcoming events. */
  browseHref: '/partners#upcoming-events',
  /** Instead of the registration's date, once it is cancelled here. */
  cancelledNote: 'Registration cancelled.',
  /** A registration for an event the site no longer lists, and how to clear it away. */
  unavailable: 'This event is no longer listed.',
  remove: 'Remove',
  /** The hidden rest of Remove's name: the only thing left to tell such events apart. */
  unlistedEvent: (id: string) => ` event ${id}`,
  removed: 'Removed from your events.',
  removeFailed: "We couldn't remove this event from your list. Check your connection and try again.",
} as const;

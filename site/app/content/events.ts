import type { DatedEvent } from '../events/event';
import { brand } from './brand.ts';
import type { FlagshipEvent } from './partners';

/**
 * The words of registering for events: the Register and Cancel registration controls on each
 * event of the partners page's hub, and the member's events on IndyCircle's home (/circle).
 * Registering for a flagship event keeps the member a place at the next one; registering for an
 * upcoming event is for that event.
 */

/** Any event of the hub, with what tells a flagship from a dated one. */
export type HubEvent = (FlagshipEvent & { kind: 'flagship' }) | (DatedEvent & { kind: 'upcoming' });

/** One side of an event's time, in its own time zone, as the build works it out. */
export interface EventMoment {
  weekday: string;
  day: string;
  month: string;
  year: string;
  /** 24-hour: "09:30". */
  time: string;
}

/**
 * The words the build writes for a dated event (site/content/events/*.yaml): its date and time,
 * its place when online, and where its calendar entries link back to.
 */
export const eventWords = {
  /** The language the dates are written in. */
  locale: 'en-GB',
  online: 'Online',
  /** The days: "18 February 2027", "25 to 26 February 2027", "30 September to 2 October 2027". */
  dates({ start, end, sameDay }: { start: EventMoment; end: EventMoment; sameDay: boolean }): string {
    if (sameDay) return `${start.day} ${start.month} ${start.year}`;
    if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} to ${end.day} ${end.month} ${end.year}`;
    if (start.month !== end.month) return `${start.day} ${start.month} to ${end.day} ${end.month} ${end.year}`;
    return `${start.day} to ${end.day} ${end.month} ${end.year}`;
  },
  /**
   * The days and times: "Thursday 18 February 2027, 10:00 to 11:30 West Africa Time"; over several
   * days, "25 to 26 February 2027, 09:00 to 17:00 West Africa Time".
   */
  when({
    start,
    end,
    dates,
    sameDay,
    zone,
  }: {
    start: EventMoment;
    end: EventMoment;
    dates: string;
    sameDay: boolean;
    zone: string;
  }): string {
    return `${sameDay ? `${start.weekday} ` : ''}${dates}, ${start.time} to ${end.time} ${zone}`;
  },
  /** Where a calendar entry's description links to: the events on the partners page. */
  pagePath: '/partners#events',
} as const;

/** The words on a dated event's card: Add to calendar, and a past event's recording. */
export const datedEventsCopy = {
  /** The recording's link; its name goes on with " of <event name>". */
  recording: 'Watch the recording',
  ofEvent: (name: string) => ` of ${name}`,
  noRecording: 'No recording of this event.',
  addToCalendar: 'Add to calendar',
  /** The menu's choices; each goes on, hidden, with " for <event name>". */
  calendarFile: 'Apple, Outlook and others (.ics)',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook on the web',
  forEvent: (name: string) => ` for ${name}`,
} as const;

/**
 * The event's name with when it happens, so that controls for two events of the same name (the
 * flagship bootcamp and its September date) read apart: "IndyFuture Career Bootcamp, every
 * quarter", "IndyFuture Career Bootcamp, 25 to 26 September 2025".
 */
export function eventNameWithWhen(event: HubEvent): string {
  return `${event.name}, ${event.kind === 'flagship' ? event.cadence.toLowerCase() : event.dates}`;
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
  /** The database refused: the event has ended (or is no longer listed) since the page was opened. */
  closed: (name: string) => `Registration for “${name}” has closed: the event has ended.`,
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
  /** Said of a registered event that is over, instead of Cancel registration. */
  ended: 'This event has ended.',
  /** Instead of the registration's date, once it is cancelled here. */
  cancelledNote: 'Registration cancelled.',
  /** A registration for an event the site no longer lists, and how to clear it away. */
  unavailable: 'This event is no longer listed.',
  remove: 'Remove',
  /** The hidden rest of Remove's name: the only thing left to tell such events apart. */
  unlistedEvent: (id: string) => ` event ${id}`,
  /** The hidden rest of Remove's name for an event that has ended. */
  endedEvent: (name: string) => ` ${name} from your events`,
  removed: 'Removed from your events.',
  removeFailed: "We couldn't remove this event from your list. Check your connection and try again.",
} as const;

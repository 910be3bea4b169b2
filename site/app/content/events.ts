import { currentLanguage } from '../language.ts';
import words from '#content/events';

import type { DatedEvent } from '../events/event';
import type { FlagshipEvent } from './schema/partners';

/**
 * Events as the code sees them. The words of events (a dated event's days and times, Add to
 * calendar, registering, the member's events on IndyCircle) are content:
 * site/content/site/events.yaml, "Event words" in the content editor, which the components read as
 * `#content/events`. Registering for a flagship event keeps the member a place at the next one;
 * registering for an upcoming event is for that event.
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

/** "{from} to {until}", filled in. */
const range = (from: string, until: string) => words.range.replace('{from}', from).replace('{until}', until);

/**
 * The words the build writes for a dated event (site/content/events/*.yaml): its date and time,
 * its place when online, and where its calendar entries link back to.
 */
export const eventWords = {
  /** The language the dates are written in. */
  locale: currentLanguage.locale,
  online: words.online,
  /** The days: "18 February 2027", "25 to 26 February 2027", "30 September to 2 October 2027". */
  dates({ start, end, sameDay }: { start: EventMoment; end: EventMoment; sameDay: boolean }): string {
    if (sameDay) return `${start.day} ${start.month} ${start.year}`;
    if (start.year !== end.year) return range(`${start.day} ${start.month} ${start.year}`, `${end.day} ${end.month} ${end.year}`);
    if (start.month !== end.month) return range(`${start.day} ${start.month}`, `${end.day} ${end.month} ${end.year}`);
    return range(start.day, `${end.day} ${end.month} ${end.year}`);
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
    return `${sameDay ? `${start.weekday} ` : ''}${dates}, ${range(start.time, end.time)} ${zone}`;
  },
  /** Where a calendar entry's description links to: the events on the partners page. */
  pagePath: words.calendarLink,
} as const;

/**
 * The event's name with when it happens, so that controls for two events of the same name (the
 * flagship bootcamp and its September date) read apart: "IndyFuture Career Bootcamp, every
 * quarter", "IndyFuture Career Bootcamp, 25 to 26 September 2025".
 */
export function eventNameWithWhen(event: HubEvent): string {
  return `${event.name}, ${event.kind === 'flagship' ? event.cadence.toLowerCase() : event.dates}`;
}

/** The member's events on /circle: the section's id, for links to it (/circle#events). */
export const circleEventsId = 'events';

/**
 * A dated event (a masterclass, a roundtable, a summit) as the pages receive it: checked and worked
 * out at build time from its content file (./collection.ts), so the browser only compares instants.
 * Which events are upcoming is decided by the clock, at build time for the prerendered page and
 * again in the browser (./useEventClock.ts), so a page built last week is right today.
 */

/** Where an event happens: online, or a city (and a venue, once it is fixed). */
export type EventPlace = { online: true } | { online: false; city: string; country: string; venue?: string };

export interface DatedEvent {
  /** A stable slug, never reused (the content file's name): a member's registration is stored under it. */
  id: string;
  name: string;
  format: string;
  description: string;
  /** The first and last moments, as UTC instants (ISO 8601). */
  startsAt: string;
  endsAt: string;
  /** The IANA time zone its times are given in ("Africa/Lagos"). */
  timeZone: string;
  /** The first day in the event's own time zone (YYYY-MM-DD), for `<time>`. */
  startDate: string;
  /** The days, as people read them: "18 February 2027", "25 to 26 February 2027". */
  dates: string;
  /** When, as people read it: "Thursday 18 February 2027, 10:00 to 11:30 West Africa Time". */
  when: string;
  place: EventPlace;
  /** Where, as people read it: "Online", "Nairobi, Kenya". */
  where: string;
  /** The recording, once the event is over and one is published. */
  recording?: { href: string };
  /** Add to calendar: the .ics file's address on the site, and the Google and Outlook links. */
  calendar: { ics: string; google: string; outlook: string };
}

/** Whether the event is over at `now` (milliseconds since the epoch): its end has passed. */
export function hasEnded(event: Pick<DatedEvent, 'endsAt'>, now: number): boolean {
  return Date.parse(event.endsAt) <= now;
}

/** The .ics file of an event, on the site: /events/<id>.ics. */
export const eventIcsPath = (id: string) => `/events/${id}.ics`;

/**
 * A dated event (a masterclass, a roundtable, a summit) as the pages receive it: checked and worked
 * out at build time from its content file (./collection.ts), so the browser only compares instants.
 * Which events are upcoming is decided by the clock, at build time for the prerendered page and
 * again in the browser (./useEventClock.ts), so a page built last week is right today.
 */

import { pathIn, siteLanguage } from '../language.ts';

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
  /** The days, as people read them: "18 February 2027", "25 to 26 February 2027". */
  dates: string;
  /** When, as people read it: "Thursday 18 February 2027, 10:00 to 11:30 West Africa Time". */
  when: string;
  /** Where, as people read it: "Online", "Nairobi, Kenya". */
  where: string;
  /** The recording, once the event is over and one is published. */
  recording?: { href: string };
  /** What it is about, as topic keys (app/members/topics.ts): members who follow one hear of it. */
  topics: readonly string[];
}

/** Whether the event is over at `now` (milliseconds since the epoch): its end has passed. */
export function hasEnded(event: Pick<DatedEvent, 'endsAt'>, now: number): boolean {
  return Date.parse(event.endsAt) <= now;
}

/** The .ics file of an event, on the site: /events/<id>.ics, /fr/events/<id>.ics in French (written by each edition's build: ./calendarFile.ts). */
export const eventIcsPath = (id: string) => pathIn(siteLanguage, `/events/${id}.ics`);

/** An instant as Google Calendar reads it: 20270121T090000Z. */
const compactUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Add to calendar's links: the event's .ics file, and Google Calendar's and Outlook's (Microsoft
 * 365) pages for a new event, filled in with its name, times, place and `details` (its description
 * and a link back to the events, in the calendar entry's notes). Worked out when the menu is
 * shown, so the page does not carry two long addresses per event.
 */
export function calendarLinks(event: DatedEvent, details: string): { ics: string; google: string; outlook: string } {
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
    ctz: event.timeZone,
    details,
    location: event.where,
  }).toString();
  const outlook = new URL('https://outlook.office.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: event.startsAt,
    enddt: event.endsAt,
    body: details,
    location: event.where,
  }).toString();
  return { ics: eventIcsPath(event.id), google: google.toString(), outlook: outlook.toString() };
}

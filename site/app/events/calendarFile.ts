import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';

import { brand } from '../content/brand.ts';
import { eventWords } from '../content/events.ts';
import { currentLanguage, pathIn, siteLanguage } from '../language.ts';
import type { DatedEvent } from './event.ts';

/**
 * An event's calendar file (/events/<id>.ics; the French edition's, in French, /fr/events/<id>.ics), written at build time: an iCalendar object (RFC
 * 5545) with one VEVENT whose start and end carry the event's time zone (TZID), and that zone's
 * VTIMEZONE, so a calendar in any zone shows the right hour. Written with ical.js, which folds long
 * lines, escapes text and ends lines with CRLF as the RFC asks.
 */

// ical.js folds a line at this many octets and starts the next with a space: at its default of 75
// that space makes 76, over RFC 5545's limit of 75 octets per line; at 74 every line fits.
ICAL.foldLength = 74;

/** The instant as a date-time in `timeZone`, with that zone's TZID: what DTSTART and DTEND carry. */
function zonedTime(instant: string, timeZone: string): ICAL.Time {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  return ICAL.Time.fromData({
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    isDate: false,
  });
}

/** The VTIMEZONE of an IANA zone, from timezones-ical-library's copy of the tz database. */
function timeZoneComponent(timeZone: string): ICAL.Component {
  const [block] = tzlib_get_ical_block(timeZone);
  if (!block) throw new Error(`no VTIMEZONE for ${timeZone}`);
  return new ICAL.Component(ICAL.parse(block) as unknown[]);
}

/**
 * The .ics text of one event. `origin` is the site's: the entry's URL and UID name it, and
 * `stamp` (DTSTAMP) is when the file was made.
 */
export function eventCalendarFile(event: DatedEvent, origin: string, stamp: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', `-//${brand.name}//Events//${currentLanguage.htmlLang.toUpperCase()}`);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addSubcomponent(timeZoneComponent(event.timeZone));

  const entry = new ICAL.Component('vevent');
  entry.addPropertyWithValue('uid', `${event.id}@${new URL(origin).host}`);
  entry.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stamp, true));
  for (const [name, instant] of [
    ['dtstart', event.startsAt],
    ['dtend', event.endsAt],
  ] as const) {
    const property = entry.addPropertyWithValue(name, zonedTime(instant, event.timeZone));
    property.setParameter('tzid', event.timeZone);
  }
  // In the edition's language: its words, and its events page (/fr/partners in French).
  const page = `${origin}${pathIn(siteLanguage, eventWords.pagePath)}`;
  entry.addPropertyWithValue('summary', event.name).setParameter('language', currentLanguage.locale);
  entry.addPropertyWithValue('description', `${event.description}\n\n${page}`).setParameter('language', currentLanguage.locale);
  entry.addPropertyWithValue('location', event.where);
  entry.addPropertyWithValue('url', page);
  calendar.addSubcomponent(entry);
  // ICAL.stringify ends lines with CRLF but not the last one; the RFC ends every content line so.
  return `${calendar.toString()}\r\n`;
}

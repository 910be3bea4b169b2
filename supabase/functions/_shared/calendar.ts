import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * An event's calendar file: an iCalendar object (RFC 5545) with one VEVENT whose start and end
 * carry the event's time zone (TZID), and that zone's VTIMEZONE, so a calendar in any zone shows
 * the right hour. Written with ical.js, which folds long lines, escapes text and ends lines with
 * CRLF as the RFC asks. One implementation for the site's /events/<id>.ics files (built by
 * site/app/events/calendarFile.ts) and the .ics attached to a registration's confirmation e-mail.
 */

// ical.js folds a line at this many octets and starts the next with a space: at its default of 75
// that space makes 76, over RFC 5545's limit of 75 octets per line; at 74 every line fits.
ICAL.foldLength = 74;

/** What a calendar entry says about one event, in one language. */
export interface CalendarEvent {
  /** A stable id: with the site's host, the entry's UID, so a second import updates the first. */
  id: string;
  name: string;
  /** The entry's notes; the page's address is added after them. Empty for none. */
  description: string;
  /** The first and last moments, as UTC instants (ISO 8601). */
  startsAt: string;
  endsAt: string;
  /** The IANA time zone its times are given in ("Africa/Lagos"). */
  timeZone: string;
  /** Where, as people read it: "Online", "Nairobi, Kenya". */
  where: string;
}

export interface CalendarFileOptions {
  /** The site's origin ("https://akoma.example"): the UID's host. */
  origin: string;
  /** The page the entry links to (its URL and the end of its notes). */
  pageUrl: string;
  /** The brand in PRODID ("-//Akoma//Events//EN"). */
  productName: string;
  /** The language of the words, as a BCP 47 tag ("en-GB", "fr-FR"): the LANGUAGE parameter, and PRODID's last part. */
  locale: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

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

/** The .ics text of one event. */
export function calendarFile(event: CalendarEvent, { origin, pageUrl, productName, locale, stamp }: CalendarFileOptions): string {
  const language = locale.split('-')[0] ?? locale;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', `-//${productName}//Events//${language.toUpperCase()}`);
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
  const notes = event.description ? `${event.description}\n\n${pageUrl}` : pageUrl;
  entry.addPropertyWithValue('summary', event.name).setParameter('language', locale);
  entry.addPropertyWithValue('description', notes).setParameter('language', locale);
  entry.addPropertyWithValue('location', event.where);
  entry.addPropertyWithValue('url', pageUrl);
  calendar.addSubcomponent(entry);
  // ICAL.stringify ends lines with CRLF but not the last one; the RFC ends every content line so.
  return `${calendar.toString()}\r\n`;
}

// A relative path, not the package name: the build's events plugin imports this file from Vite's
// config, which Node loads with every package import left to Node, and Node cannot run TypeScript.
import { calendarFile } from '../../../supabase/functions/_shared/calendar.ts';

import { brand } from '../content/brand.ts';
import { eventWords } from '../content/events.ts';
import { currentLanguage, pathIn, siteLanguage } from '../language.ts';
import type { DatedEvent } from './event.ts';

/**
 * An event's calendar file (/events/<id>.ics; the French edition's, in French, /fr/events/<id>.ics),
 * written at build time. The iCalendar itself is the one the registration e-mail attaches
 * (@akoma/supabase/calendar): this file only fills in the edition's words, its events page and the
 * brand.
 */

/**
 * The .ics text of one event. `origin` is the site's: the entry's URL and UID name it, and
 * `stamp` (DTSTAMP) is when the file was made.
 */
export function eventCalendarFile(event: DatedEvent, origin: string, stamp: Date): string {
  // In the edition's language: its words, and its events page (/fr/partners in French).
  const pageUrl = `${origin}${pathIn(siteLanguage, eventWords.pagePath)}`;
  return calendarFile(
    {
      id: event.id,
      name: event.name,
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      where: event.where,
    },
    { origin, pageUrl, productName: brand.name, locale: currentLanguage.locale, stamp },
  );
}

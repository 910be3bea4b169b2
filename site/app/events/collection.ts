import { TZDate } from '@date-fns/tz';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

import eventsContent from '#content/events';

import { currentLanguage, siteLanguage, type Language } from '../language.ts';
import { isTopicKey, topicKey } from '../members/topics.ts';
import type { DatedEvent } from './event.ts';

/** Where an event happens: online, or a city (and a venue, once it is fixed). */
export type EventPlace = { online: true } | { online: false; city: string; country: string; venue?: string };

/**
 * The dated events: one YAML file each in site/content/events/<id>.yaml. The build reads and checks
 * them (site/buildtime/eventsPlugin.ts): a missing or wrong field, an end before the start or an
 * unknown time zone throws an error naming the file, the field and the reason, so the build fails
 * instead of publishing a wrong date. The dates are written as the organisers say them, a local
 * date and time in the event's time zone (Africa/Lagos unless the file names another); the build
 * turns them into instants and into the words the page shows. Nothing here reaches the browser.
 */

/** The time zone an event's times are in when its file names none. */
export const defaultEventTimeZone = 'Africa/Lagos';

/**
 * The words an event's days, times and place are written with in one language: its locale, and
 * from the event words (site/content/site/events.yaml) "Online" and "{from} to {until}". A build
 * writes its own edition's (`thisEventEdition`); the catalogue the e-mails read
 * (buildtime/catalogue) writes both.
 */
export interface EventEdition {
  language: Language;
  /** The locale dates are written in ("en-GB", "fr-CI"). */
  locale: string;
  /** Where an online event happens: "Online". */
  online: string;
  /** Between two days or two times, with {from} and {until}: "{from} to {until}". */
  range: string;
}

/** This build's edition (app/language.ts). */
export const thisEventEdition: EventEdition = {
  language: siteLanguage,
  locale: currentLanguage.locale,
  online: eventsContent.online,
  range: eventsContent.range,
};

const knownTimeZones = new Set(Intl.supportedValuesOf('timeZone'));
const sentence = z.string().trim().min(1);
/**
 * A topic an event is about, as the editor writes it: a pillar's id or a piece's tag as the pieces
 * write it ("Leadership", "Future of Work"). Members who follow the topic hear of the event; the
 * page and the e-mails name it by its key (app/members/topics.ts).
 */
const eventTopic = sentence
  .max(60)
  .refine(
    (text) => isTopicKey(topicKey(text)),
    'expected a pillar (capability, wellbeing, performance) or a tag as the pieces write it, such as Leadership or Future of Work',
  );
/**
 * A local date and time, "2027-01-21T10:00". The content editor (keystatic.config.ts) has no time
 * zone of its own and writes the same time as "2027-01-21T10:00:00.000Z": there too the digits are
 * the local time in the event's time zone, and the "Z" is not read as UTC.
 */
const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?Z)?$/,
    'expected a local date and time as YYYY-MM-DDTHH:MM (the time zone is its own field), or as the editor writes it, YYYY-MM-DDTHH:MM:00.000Z',
  )
  .transform((value) => value.slice(0, 16));

const eventFileSchema = z
  .object({
    name: sentence.max(90),
    format: sentence.max(40),
    description: sentence.max(240),
    starts: localDateTime,
    ends: localDateTime,
    timeZone: z
      .string()
      .refine((zone) => knownTimeZones.has(zone), 'expected an IANA time zone such as Africa/Lagos or Africa/Nairobi')
      .default(defaultEventTimeZone),
    online: z.boolean(),
    venue: sentence.max(80).optional(),
    city: sentence.max(60).optional(),
    country: sentence.max(60).optional(),
    /** Its words in French, for the French edition (app/language.ts); the place only where French names it otherwise. */
    fr: z
      .object({
        name: sentence.max(90),
        format: sentence.max(40),
        description: sentence.max(240),
        venue: sentence.max(80).optional(),
        city: sentence.max(60).optional(),
        country: sentence.max(60).optional(),
      })
      .strict(),
    /** The recording's address on the site (/insights/…) or elsewhere (https://…). */
    recording: z
      .string()
      .regex(/^(\/[\w/#?=&.-]*|https:\/\/\S+)$/, 'expected a path on the site (/insights/…) or an https:// address')
      .optional(),
    /** What it is about: pillars and the pieces' tags (see eventTopic). */
    topics: z.array(eventTopic).max(8, 'at most 8 topics').optional(),
  })
  .strict()
  .superRefine((data, context) => {
    const keys = (data.topics ?? []).map(topicKey);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) < index)
        context.addIssue({
          code: 'custom',
          path: ['topics', index],
          message: `${data.topics?.[index] ?? key} is already a topic of this event`,
        });
    });
    if (!data.online && (data.city === undefined || data.country === undefined)) {
      for (const field of ['city', 'country'] as const)
        if (data[field] === undefined)
          context.addIssue({ code: 'custom', path: [field], message: 'an event in person needs its city and country' });
    }
    if (data.online && (data.city !== undefined || data.venue !== undefined || data.fr.city !== undefined || data.fr.venue !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['online'],
        message: 'an online event has no city or venue; set online to false for one in person',
      });
    }
  });

export class EventFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'EventFileError';
  }
}

/** The instant of a local date and time in a time zone. */
function instantOf(local: string, timeZone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, timeZone).getTime());
}

/** Whether the local date and time exists as written (no 31 February, no 25:00). */
function isRealLocalTime(local: string): boolean {
  const [date = '', time = ''] = local.split('T');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day && hour < 24 && minute < 60;
}

/** One side of an event's time, in its own time zone: "Thursday", "21", "January", "2027", "10:00" (24-hour). */
interface EventMoment {
  weekday: string;
  day: string;
  month: string;
  year: string;
  time: string;
}

const partsIn = (instant: Date, timeZone: string, locale: string): EventMoment => {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
};

/** The zone's name as people say it ("West Africa Time"), at that instant. */
const zoneName = (instant: Date, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')
    ?.value ?? timeZone;

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
const dayIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

/** "{from} to {until}", filled in. */
const range = (edition: EventEdition, from: string, until: string) => edition.range.replace('{from}', from).replace('{until}', until);

/**
 * When an event happens, in its own time zone and the edition's words: its days ("18 February
 * 2027", "25 to 26 February 2027", "30 September to 2 October 2027") and its days and times
 * ("Thursday 18 February 2027, 10:00 to 11:30 West Africa Time"; over several days, "25 to 26
 * February 2027, 09:00 to 17:00 West Africa Time").
 */
export function describeWhen(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  edition: EventEdition = thisEventEdition,
): { dates: string; when: string } {
  const start = partsIn(startsAt, timeZone, edition.locale);
  const end = partsIn(endsAt, timeZone, edition.locale);
  const sameDay = dayIn(startsAt, timeZone) === dayIn(endsAt, timeZone);
  const dates = sameDay
    ? `${start.day} ${start.month} ${start.year}`
    : start.year !== end.year
      ? range(edition, `${start.day} ${start.month} ${start.year}`, `${end.day} ${end.month} ${end.year}`)
      : start.month !== end.month
        ? range(edition, `${start.day} ${start.month}`, `${end.day} ${end.month} ${end.year}`)
        : range(edition, start.day, `${end.day} ${end.month} ${end.year}`);
  const when = `${sameDay ? `${start.weekday} ` : ''}${dates}, ${range(edition, start.time, end.time)} ${zoneName(startsAt, timeZone, edition.locale)}`;
  return { dates, when };
}

/** The place's words: "Online", or the venue, city and country. */
export function describePlace(place: EventPlace, edition: EventEdition = thisEventEdition): string {
  if (place.online) return edition.online;
  return [place.venue, place.city, place.country].filter(Boolean).join(', ');
}

/** One event from its file's name and text, in an edition's words (this build's unless named). */
export function parseEvent(file: string, source: string, edition: EventEdition = thisEventEdition): DatedEvent {
  const id = /(?:^|\/)([a-z0-9][a-z0-9-]{0,79})\.ya?ml$/.exec(file)?.[1];
  if (!id)
    throw new EventFileError(file, "the file name is the event's id: lower-case letters, digits and hyphens (at most 80), then .yaml");
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new EventFileError(file, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = eventFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new EventFileError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  }
  const fields = parsed.data;
  // The edition's words: the French ones over the English in the French edition.
  const words = edition.language === 'fr' ? { ...fields, ...fields.fr } : fields;
  for (const field of ['starts', 'ends'] as const)
    if (!isRealLocalTime(fields[field])) throw new EventFileError(file, `${field}: ${fields[field]} is not a real date and time`);
  const startsAt = instantOf(fields.starts, fields.timeZone);
  const endsAt = instantOf(fields.ends, fields.timeZone);
  if (endsAt <= startsAt) throw new EventFileError(file, `ends: ${fields.ends} is not after starts (${fields.starts})`);
  const place: EventPlace = fields.online
    ? { online: true }
    : { online: false, city: words.city ?? '', country: words.country ?? '', ...(words.venue ? { venue: words.venue } : {}) };
  return {
    id,
    name: words.name,
    format: words.format,
    description: words.description,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: fields.timeZone,
    ...describeWhen(startsAt, endsAt, fields.timeZone, edition),
    where: describePlace(place, edition),
    ...(fields.recording ? { recording: { href: fields.recording } } : {}),
    topics: (fields.topics ?? []).map(topicKey),
  };
}

/**
 * Every event from its file's path and text, soonest first; a bad file throws, naming itself. A
 * recording on the site (/insights/<slug>) must be a piece that exists (`isPiece`).
 */
export function buildEvents(
  files: Readonly<Record<string, string>>,
  isPiece: (slug: string) => boolean = () => true,
  edition: EventEdition = thisEventEdition,
): DatedEvent[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const event = parseEvent(file, source, edition);
      const slug = /^\/insights\/([a-z0-9-]+)$/.exec(event.recording?.href ?? '')?.[1];
      if (event.recording?.href.startsWith('/insights/') && (slug === undefined || !isPiece(slug)))
        throw new EventFileError(file, `recording: ${event.recording.href} is not a piece on the site (site/content/pieces)`);
      return event;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

import { describe, expect, it, vi } from 'vitest';
import { datedEvents } from 'virtual:events';

import { buildEvents, parseEvent, type EventEdition } from './collection';

/** A field's value in an event file: a text, a yes or no, a list (`topics:`), or (`fr:`) the French of the words. */
type FieldValue = string | boolean | readonly string[] | Record<string, string> | undefined;

/** The French of the valid event's words (`fr:`). */
const frenchWords = {
  name: 'Diriger dans l’incertitude',
  format: 'Masterclass',
  description: 'Comment les managers gardent leurs équipes stables quand les plans changent sans cesse.',
};

/** A valid event file, with some fields replaced or (given undefined) left out. */
function eventFile(changes: Record<string, FieldValue> = {}): string {
  const fields: Record<string, FieldValue> = {
    name: 'Leading Through Uncertainty',
    format: 'Masterclass',
    description: 'How managers keep their teams steady when plans keep shifting.',
    starts: '2027-01-21T10:00',
    ends: '2027-01-21T11:30',
    online: true,
    fr: frenchWords,
    ...changes,
  };
  const line = (key: string, value: string | boolean) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
  return Object.entries(fields)
    .flatMap(([key, value]) => {
      if (value === undefined) return [];
      if (Array.isArray(value)) return [`${key}:`, ...value.map((item: string) => `  - ${JSON.stringify(item)}`)];
      if (typeof value === 'object') return [`${key}:`, ...Object.entries(value).map(([inner, text]) => `  ${line(inner, text)}`)];
      return [line(key, value)];
    })
    .join('\n');
}

const parse =
  (changes: Record<string, FieldValue>, file = 'site/content/events/masterclass-2027.yaml') =>
  () =>
    parseEvent(file, eventFile(changes));

describe('an event file', () => {
  it('gives the instants of its local times in Lagos, the default time zone, and the words the page shows', () => {
    const event = parseEvent('site/content/events/masterclass-2027.yaml', eventFile());
    expect(event).toMatchObject({
      id: 'masterclass-2027',
      startsAt: '2027-01-21T09:00:00.000Z',
      endsAt: '2027-01-21T10:30:00.000Z',
      timeZone: 'Africa/Lagos',
      dates: '21 January 2027',
      when: 'Thursday 21 January 2027, 10:00 to 11:30 West Africa Time',
      where: 'Online',
    });
  });

  it('reads the times the content editor writes ("…T10:00:00.000Z") as local times in its time zone too', () => {
    const event = parseEvent(
      'site/content/events/masterclass-2027.yaml',
      eventFile({ starts: '2027-01-21T10:00:00.000Z', ends: '2027-01-21T11:30:00.000Z' }),
    );
    expect(event.startsAt).toBe('2027-01-21T09:00:00.000Z');
    expect(event.when).toBe('Thursday 21 January 2027, 10:00 to 11:30 West Africa Time');
  });

  it('reads its times in the time zone it names, and says where it happens over several days', () => {
    const event = parseEvent(
      'site/content/events/roundtable-2027.yaml',
      eventFile({
        starts: '2027-09-30T08:30',
        ends: '2027-10-01T17:00',
        timeZone: 'Africa/Nairobi',
        online: false,
        city: 'Nairobi',
        country: 'Kenya',
        venue: 'Sarit Expo Centre',
      }),
    );
    expect(event.startsAt).toBe('2027-09-30T05:30:00.000Z');
    expect(event.dates).toBe('30 September to 1 October 2027');
    expect(event.when).toBe('30 September to 1 October 2027, 08:30 to 17:00 East Africa Time');
    expect(event.where).toBe('Sarit Expo Centre, Nairobi, Kenya');
  });

  it.each([
    [{ name: undefined }, 'site/content/events/masterclass-2027.yaml: name: '],
    [{ name: '' }, 'name: '],
    [{ starts: '21/01/2027 10:00' }, 'starts: expected a local date and time as YYYY-MM-DDTHH:MM'],
    [{ starts: '2027-01-21T10:00+01:00' }, 'starts: expected a local date and time'],
    [{ starts: '2027-01-21T10:00:30.000Z' }, 'starts: expected a local date and time'],
    [{ ends: '2027-02-30T11:30' }, 'ends: 2027-02-30T11:30 is not a real date and time'],
    [{ ends: '2027-01-21T09:00' }, 'ends: 2027-01-21T09:00 is not after starts (2027-01-21T10:00)'],
    [{ timeZone: 'West Africa' }, 'timeZone: expected an IANA time zone'],
    [{ online: false, city: 'Accra' }, 'country: an event in person needs its city and country'],
    [{ city: 'Accra' }, 'online: an online event has no city or venue'],
    [{ recording: 'javascript:alert(1)' }, 'recording: expected a path on the site'],
    [{ organiser: 'Someone' }, 'Unrecognized key'],
    [{ fr: undefined }, 'site/content/events/masterclass-2027.yaml: fr: Invalid input'],
    [{ fr: { ...frenchWords, description: ' ' } }, 'site/content/events/masterclass-2027.yaml: fr.description: '],
    [
      { fr: { name: frenchWords.name, format: frenchWords.format } },
      'site/content/events/masterclass-2027.yaml: fr.description: Invalid input',
    ],
    [{ fr: { ...frenchWords, name: 'x'.repeat(91) } }, 'site/content/events/masterclass-2027.yaml: fr.name: '],
    [{ fr: { ...frenchWords, organiser: 'Quelqu’un' } }, 'site/content/events/masterclass-2027.yaml: fr: Unrecognized key: "organiser"'],
    [{ topics: ['Leadership', '***'] }, 'topics.1: expected a pillar (capability, wellbeing, performance) or a tag as the pieces write it'],
    [{ topics: ['Leadership', ' '] }, 'topics.1: '],
    [{ topics: ['Future of Work', 'future of work'] }, 'topics.1: future of work is already a topic of this event'],
    [{ topics: 'Leadership' }, 'topics: Invalid input'],
    [{ topics: Array.from({ length: 9 }, (_, index) => `Topic ${String(index)}`) }, 'topics: at most 8 topics'],
  ])('is refused with the file, the field and the reason: %o', (changes, message) => {
    expect(parse(changes)).toThrow(message);
  });

  it('gives its topics as keys, none when it names none', () => {
    expect(parseEvent('site/content/events/masterclass-2027.yaml', eventFile()).topics).toEqual([]);
    const event = parseEvent('site/content/events/masterclass-2027.yaml', eventFile({ topics: ['capability', 'Future of Work', 'AI'] }));
    expect(event.topics).toEqual(['capability', 'future-of-work', 'ai']);
  });

  it('gives the English words in the English edition, whatever its French says', () => {
    const event = parseEvent(
      'site/content/events/roundtable-2027.yaml',
      eventFile({ online: false, city: 'Abidjan', country: 'Ivory Coast', fr: { ...frenchWords, country: 'Côte d’Ivoire' } }),
    );
    expect(event).toMatchObject({ name: 'Leading Through Uncertainty', format: 'Masterclass', where: 'Abidjan, Ivory Coast' });
  });

  it('is refused when its name is not an id, or when it is not YAML', () => {
    expect(() => parseEvent('site/content/events/Summit 2027.yaml', eventFile())).toThrow("the file name is the event's id");
    expect(() => parseEvent('site/content/events/summit-2027.yaml', 'name: [unclosed')).toThrow(
      'site/content/events/summit-2027.yaml: not valid YAML',
    );
  });
});

describe('an event file in the French edition (SITE_LANGUAGE=fr)', () => {
  /** parseEvent as the French edition's build loads it. */
  async function frenchParseEvent() {
    vi.stubEnv('SITE_LANGUAGE', 'fr');
    vi.resetModules();
    try {
      return (await import('./collection')).parseEvent;
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  }

  it('gives its French words, its place as French names it where it does, and its dates in French', async () => {
    const parseFrench = await frenchParseEvent();
    const event = parseFrench(
      'site/content/events/roundtable-2027.yaml',
      eventFile({
        online: false,
        venue: 'Sarit Expo Centre',
        city: 'Nairobi',
        country: 'Kenya',
        fr: { ...frenchWords, venue: 'Centre d’exposition Sarit' },
      }),
    );
    expect(event).toMatchObject({
      name: 'Diriger dans l’incertitude',
      format: 'Masterclass',
      description: 'Comment les managers gardent leurs équipes stables quand les plans changent sans cesse.',
      where: 'Centre d’exposition Sarit, Nairobi, Kenya',
      startsAt: '2027-01-21T09:00:00.000Z',
      dates: '21 janvier 2027',
    });
  });
});

describe('an event file in a named edition', () => {
  const french: EventEdition = { language: 'fr', locale: 'fr-CI', online: 'En ligne', range: '{from} – {until}' };

  it('gives that edition’s words and dates, whatever this build’s language, as the catalogue reads both', () => {
    const online = parseEvent('site/content/events/masterclass-2027.yaml', eventFile(), french);
    expect(online).toMatchObject({ name: 'Diriger dans l’incertitude', where: 'En ligne', dates: '21 janvier 2027' });
    expect(online.when).toMatch(/^jeudi 21 janvier 2027, 10:00 – 11:30 /);
    const [summit] = buildEvents(
      {
        'site/content/events/summit-2027.yaml': eventFile({
          starts: '2027-09-30T08:30',
          ends: '2027-10-01T17:00',
          online: false,
          city: 'Abidjan',
          country: 'Ivory Coast',
          fr: { ...frenchWords, country: 'Côte d’Ivoire' },
        }),
      },
      () => true,
      french,
    );
    expect(summit).toMatchObject({ dates: '30 septembre – 1 octobre 2027', where: 'Abidjan, Côte d’Ivoire' });
  });
});

describe('the events in site/content/events', () => {
  it('are listed soonest first, each under its own id', () => {
    const ids = datedEvents.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(datedEvents.map((event) => event.startsAt)).toEqual(datedEvents.map((event) => event.startsAt).toSorted());
  });

  it('refuse a recording on the site that is not a piece', () => {
    const files = { 'site/content/events/roundtable-2025.yaml': eventFile({ recording: '/insights/no-such-piece' }) };
    expect(() => buildEvents(files, (slug) => slug === 'ceo-roundtable')).toThrow(
      'site/content/events/roundtable-2025.yaml: recording: /insights/no-such-piece is not a piece on the site',
    );
    expect(
      buildEvents({ 'a/roundtable-2025.yaml': eventFile({ recording: '/insights/ceo-roundtable' }) }, (slug) => slug === 'ceo-roundtable'),
    ).toHaveLength(1);
  });

  it('build the same from their files in any order', () => {
    const files = {
      'b/second-2027.yaml': eventFile({ starts: '2027-03-01T10:00', ends: '2027-03-01T11:00' }),
      'a/first-2027.yaml': eventFile(),
    };
    expect(buildEvents(files).map((event) => event.id)).toEqual(['first-2027', 'second-2027']);
  });
});

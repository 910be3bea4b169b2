import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { datedEvents } from 'virtual:events';
import { pieceEntries } from 'virtual:pieces';

import flagshipEvents from '#content/flagshipEvents';

import { pillarIds } from '../../app/content/pillars';
import { topicKeyPattern } from '../../app/members/topics';
import { insightTopics } from '../../app/pieces/piece';
import { buildCatalogue, readCatalogue, readCatalogueSources, readTopicNames, type CatalogueSources } from './catalogue';

const site = fileURLToPath(new URL('../../', import.meta.url));
const sources = readCatalogueSources(site);
const catalogue = buildCatalogue(sources);

/** The sources with some parts replaced. */
const withChanges = (changes: Partial<CatalogueSources>): CatalogueSources => ({ ...sources, ...changes });

/** A text that matches `pattern`, wherever a row is compared whole. */
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
const text = matching(/\S/);
const topics: unknown = expect.any(Array);

describe('the catalogue the deploy hands the database', () => {
  it('is what the site reads from its files', () => {
    expect(readCatalogue(site)).toEqual(catalogue);
  });

  it('lists every flagship event, which never ends, and every dated event with its start and end', () => {
    const events = catalogue.events;
    const startAndEnd = (id: string) => events.filter((event) => event.id === id).map(({ starts_at, ends_at }) => ({ starts_at, ends_at }));
    expect(startAndEnd('workplace-summit')).toEqual([{ starts_at: null, ends_at: null }]);
    expect(startAndEnd('leading-through-uncertainty-2027')).toEqual([
      { starts_at: '2027-01-21T09:00:00.000Z', ends_at: '2027-01-21T10:30:00.000Z' },
    ]);
    expect(events).toHaveLength(flagshipEvents.length + datedEvents.length);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('gives every event a valid row, its words in English and in French', () => {
    for (const event of catalogue.events) {
      const dated = event.starts_at !== null;
      expect(event, event.id).toEqual({
        id: matching(/^[a-z0-9][a-z0-9-]{0,79}$/),
        starts_at: dated ? matching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/) : null,
        ends_at: dated ? matching(/Z$/) : null,
        name: text,
        name_fr: text,
        when_text: text,
        when_text_fr: text,
        where_text: text,
        where_text_fr: text,
        time_zone: dated ? matching(/^[A-Za-z]+\/[A-Za-z_]+$/) : null,
        recording_path: event.recording_path === null ? null : matching(/^\/[A-Za-z0-9][A-Za-z0-9._~/-]{0,299}$/),
        topics,
      });
      if (dated) expect(Date.parse(event.ends_at ?? ''), event.id).toBeGreaterThan(Date.parse(event.starts_at ?? ''));
      for (const key of event.topics) expect(key, event.id).toMatch(topicKeyPattern);
    }
  });

  it("words a dated event's when and where in each language, and links its recording on the site", () => {
    expect(catalogue.events.find((event) => event.id === 'leading-through-uncertainty-2027')).toMatchObject({
      name: 'Leading Through Uncertainty',
      name_fr: 'Diriger dans l’incertitude',
      when_text: 'Thursday 21 January 2027, 10:00 to 11:30 West Africa Time',
      when_text_fr: matching(/^jeudi 21 janvier 2027, 10:00 – 11:30 /),
      where_text: 'Online',
      where_text_fr: 'En ligne',
      time_zone: 'Africa/Lagos',
      recording_path: null,
      topics: ['capability', 'leadership', 'execution'],
    });
    expect(catalogue.events.find((event) => event.id === 'ceo-roundtable-leading-through-change-2025')?.recording_path).toBe(
      '/insights/ceo-roundtable-leading-through-change',
    );
    expect(catalogue.events.find((event) => event.id === 'workplace-summit')).toMatchObject({
      when_text: 'Every year',
      when_text_fr: 'Chaque année',
      where_text: 'Lagos, in person',
      where_text_fr: 'Lagos, en présentiel',
    });
  });

  it('gives every dated event in the content at least one topic', () => {
    for (const event of catalogue.events.filter((entry) => entry.starts_at !== null))
      expect(event.topics.length, event.id).toBeGreaterThan(0);
  });

  it('gives every piece a valid row: its category first in its topics, a French summary, a French title when translated', () => {
    expect(catalogue.pieces.map((piece) => piece.slug).sort()).toEqual(pieceEntries.map((piece) => piece.slug).sort());
    for (const piece of catalogue.pieces) {
      expect(piece, piece.slug).toEqual({
        slug: matching(/^[a-z0-9][a-z0-9-]{0,119}$/),
        title: text,
        title_fr: sources.translatedSlugs.has(piece.slug) ? text : null,
        summary: text,
        summary_fr: text,
        category: matching(topicKeyPattern),
        topics: topics,
        published_on: matching(/^\d{4}-\d\d-\d\d$/),
      });
      expect(piece.topics[0], piece.slug).toBe(piece.category);
      expect(new Set(piece.topics).size, piece.slug).toBe(piece.topics.length);
      for (const key of piece.topics) expect(key, piece.slug).toMatch(topicKeyPattern);
    }
    expect(catalogue.pieces.find((piece) => piece.slug === 'hybrid-work-lagos-nairobi')).toMatchObject({
      title: 'Hybrid Work in Lagos and Nairobi: What Teams Really Need',
      title_fr: matching(/^Travail hybride à Lagos et à Nairobi\s?: ce dont les équipes ont vraiment besoin$/),
      category: 'wellbeing',
      topics: ['wellbeing', 'future-of-work', 'hybrid-work'],
      published_on: '2025-02-25',
    });
  });

  it("files each piece under the topics its page offers to follow (the pieces' tagTopics)", () => {
    for (const entry of pieceEntries) {
      const row = catalogue.pieces.find((piece) => piece.slug === entry.slug);
      expect(row?.topics, entry.slug).toEqual([...new Set([entry.category, ...entry.tagTopics])]);
    }
  });

  it("names each area of the assessment as either edition saves it, with its pillar and tags' keys", () => {
    expect(catalogue.areas).toEqual([
      { area: 'People focus', topic: 'wellbeing', tags: ['culture', 'wellbeing'] },
      { area: 'Enjeux humains', topic: 'wellbeing', tags: ['culture', 'wellbeing'] },
      { area: 'Case for change', topic: 'performance', tags: ['engagement', 'execution'] },
      { area: 'Nécessité du changement', topic: 'performance', tags: ['engagement', 'execution'] },
      { area: 'Scale', topic: 'capability', tags: ['leadership', 'talent'] },
      { area: 'Envergure', topic: 'capability', tags: ['leadership', 'talent'] },
    ]);
  });

  it('keeps one row for an area named alike in both languages', () => {
    const areas = [{ names: { en: 'Scale', fr: 'Scale' }, topic: 'capability', tags: ['Leadership'] }];
    expect(buildCatalogue(withChanges({ areas })).areas).toEqual([{ area: 'Scale', topic: 'capability', tags: ['leadership'] }]);
  });

  it('refuses an event topic that is neither a pillar nor any piece’s tag, naming the file', () => {
    const [first, ...rest] = sources.datedEvents.en;
    if (!first) throw new Error('no dated event in the content');
    const datedEvents = { en: [{ ...first, topics: ['underwater-basket-weaving'] }, ...rest], fr: sources.datedEvents.fr };
    expect(() => buildCatalogue(withChanges({ datedEvents }))).toThrow(
      `site/content/events/${first.id}.yaml: topics: "underwater-basket-weaving" is neither a pillar`,
    );
  });

  it('refuses a tag that makes no topic key, naming the piece', () => {
    const [first, ...rest] = sources.pieces.en;
    if (!first) throw new Error('no piece in the content');
    const pieces = { en: [{ ...first, tags: ['***'] }, ...rest], fr: sources.pieces.fr };
    expect(() => buildCatalogue(withChanges({ pieces }))).toThrow(`site/content/pieces/${first.slug}.md: tags: "***" makes the topic ""`);
  });

  it('refuses an event missing from the French edition, and two events under one id', () => {
    const [first] = sources.datedEvents.en;
    if (!first) throw new Error('no dated event in the content');
    expect(() => buildCatalogue(withChanges({ datedEvents: { en: sources.datedEvents.en, fr: [] } }))).toThrow(
      `${first.id} is missing from the French edition`,
    );
    const [flagship] = sources.flagshipEvents.en;
    if (!flagship) throw new Error('no flagship event in the content');
    const twice = { ...first, id: flagship.id };
    expect(() => buildCatalogue(withChanges({ datedEvents: { en: [twice], fr: [{ ...first, id: flagship.id }] } }))).toThrow(
      `${flagship.id} is the id of two events`,
    );
  });

  it('gives a recording elsewhere no path, and a recording on the site its path without its fragment', () => {
    const [first] = sources.datedEvents.en;
    if (!first) throw new Error('no dated event in the content');
    const withRecording = (href: string) =>
      buildCatalogue(withChanges({ datedEvents: { en: [{ ...first, recording: { href } }], fr: [first] } })).events.at(-1)?.recording_path;
    expect(withRecording('https://video.example/roundtable')).toBeNull();
    expect(withRecording('/insights/ceo-roundtable-leading-through-change#recording')).toBe(
      '/insights/ceo-roundtable-leading-through-change',
    );
  });
});

describe("the topics' names", () => {
  it('name every pillar, category and tag in both languages, the French from the translations', () => {
    const names = readTopicNames(site);
    for (const key of [...pillarIds, ...insightTopics, ...catalogue.pieces.flatMap((piece) => piece.topics)]) {
      expect(names.get(key), key).toEqual({ en: text, fr: text });
    }
    expect(names.get('wellbeing')).toEqual({ en: 'Wellbeing', fr: 'Bien-être' });
    expect(names.get('future-of-work')).toEqual({ en: 'Future of Work', fr: 'Avenir du travail' });
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { assessmentQuestions } from '../../app/content/assessment.ts';
import { areaFocus } from '../../app/content/recommendations.ts';
import { assessmentNamesOf } from '../../app/content/schema/assessment.ts';
import type { FlagshipEvent } from '../../app/content/schema/partners.ts';
import type { DatedEvent } from '../../app/events/event.ts';
import { languages, type Language } from '../../app/language.ts';
import { isTopicKey, pieceTopics, tagTopicNames, topicKey, type TopicName } from '../../app/members/topics.ts';
import { insightTopics, type PieceEntry } from '../../app/pieces/piece.ts';
import { readSingleton } from '../content/readContent.ts';
import { contentModules } from '../content/registry.ts';
import { eventEditionIn, readEvents } from '../events/readEvents.ts';
import { readCollection } from '../pieces/readCollection.ts';

/**
 * The catalogue: what the e-mails to members need to know of the site's content, which the deploy
 * hands the database (public.sync_catalogue; ./syncCatalogue.ts) because the database and the mail
 * function cannot read the site's files. Each event and piece carries its words in both languages,
 * as the member reads the mail in theirs, and its topics (app/members/topics.ts), which the digests
 * match against the topics members follow. The areas tell the digest's recommendation which topic
 * and tags speak to each area of the assessment, under every name a saved result may carry.
 * Column names are the database's.
 */

/** An event: a dated one with its start and end; a flagship one with neither (it never ends). */
export interface CatalogueEvent {
  id: string;
  starts_at: string | null;
  ends_at: string | null;
  name: string;
  name_fr: string;
  /** "Thursday 21 January 2027, 10:00 to 11:30 West Africa Time"; a flagship event's cadence, "Every year". */
  when_text: string;
  when_text_fr: string;
  /** "Online", "Nairobi, Kenya"; a flagship event's, "Lagos, in person". */
  where_text: string;
  where_text_fr: string;
  /** The IANA zone of a dated event's times; none for a flagship event. */
  time_zone: string | null;
  /** The recording's address on the site (/insights/…), once it is published there. */
  recording_path: string | null;
  /** Topic keys. */
  topics: string[];
}

export interface CataloguePiece {
  slug: string;
  title: string;
  /** Its French title, when the French edition has it translated; otherwise the French edition shows it in English. */
  title_fr: string | null;
  summary: string;
  summary_fr: string | null;
  category: string;
  /** Its category, then its tags' keys. */
  topics: string[];
  /** YYYY-MM-DD. */
  published_on: string;
}

/** An area of the assessment under one of its names: the pillar and the tags that speak to it. */
export interface CatalogueArea {
  /** As assessment_results.area_scores stores it: the name in the language the member took it in. */
  area: string;
  topic: string;
  tags: string[];
}

export interface Catalogue {
  events: CatalogueEvent[];
  pieces: CataloguePiece[];
  areas: CatalogueArea[];
}

/** The piece fields the catalogue reads. */
type CataloguedPiece = Pick<PieceEntry, 'slug' | 'title' | 'summary' | 'category' | 'tags' | 'published'>;

/** What the catalogue is made from, in both languages. */
export interface CatalogueSources {
  datedEvents: Record<Language, readonly DatedEvent[]>;
  flagshipEvents: Record<Language, readonly FlagshipEvent[]>;
  /** In French, a piece not translated is the English one with its French summary. */
  pieces: Record<Language, readonly CataloguedPiece[]>;
  /** The slugs of the pieces translated into French (content/pieces/fr). */
  translatedSlugs: ReadonlySet<string>;
  /** Each area's name in each language, by the question that measures it, and what speaks to it. */
  areas: readonly { names: Record<Language, string>; topic: string; tags: readonly string[] }[];
}

export class CatalogueError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'CatalogueError';
  }
}

/** The same entry in the French edition, which lists the same ids as the English. */
function frenchOf<Entry>(entries: readonly Entry[], id: string, idOf: (entry: Entry) => string, file: string): Entry {
  const french = entries.find((entry) => idOf(entry) === id);
  if (!french) throw new CatalogueError(file, `${id} is missing from the French edition`);
  return french;
}

/** A topic key the database accepts, or an error naming the file and the text it came from. */
function checkedKey(key: string, file: string, field: string, text: string): string {
  if (!isTopicKey(key)) {
    throw new CatalogueError(
      file,
      `${field}: "${text}" makes the topic "${key}", which is not a topic (lower-case letters, digits and hyphens, at most 60)`,
    );
  }
  return key;
}

/** A path on the site as the database keeps it (events.recording_path). */
const sitePathPattern = /^\/[A-Za-z0-9][A-Za-z0-9._~/-]{0,299}$/;

/**
 * A recording's path on the site without its query or fragment (the e-mail links the page); none
 * for a recording elsewhere (https://…), which is not the site's to link from an e-mail.
 */
function recordingPath(href: string | undefined): string | null {
  const path = href?.split(/[?#]/)[0];
  return path !== undefined && sitePathPattern.test(path) ? path : null;
}

/**
 * The catalogue from the content. Refused, naming the file: a tag that makes no topic key, and an
 * event topic that is neither a piece's category nor the tag of any piece (members could follow it
 * from nowhere, and it would have no name to show).
 */
export function buildCatalogue(sources: CatalogueSources): Catalogue {
  const pieces = sources.pieces.en.map((piece): CataloguePiece => {
    const file = `site/content/pieces/${piece.slug}.md`;
    const french = frenchOf(sources.pieces.fr, piece.slug, (entry) => entry.slug, file);
    for (const tag of piece.tags) checkedKey(topicKey(tag), file, 'tags', tag);
    const translated = sources.translatedSlugs.has(piece.slug);
    return {
      slug: piece.slug,
      title: piece.title,
      title_fr: translated ? french.title : null,
      summary: piece.summary,
      // Without a translation, the French edition shows the English file's French summary; in the
      // development server, while a piece is being written, it may have none yet.
      summary_fr: translated || french.summary !== piece.summary ? french.summary : null,
      category: piece.category,
      topics: pieceTopics(piece.category, piece.tags),
      published_on: piece.published,
    };
  });

  const knownTopics = new Set<string>([...insightTopics, ...pieces.flatMap((piece) => piece.topics)]);
  const flagship = sources.flagshipEvents.en.map((event): CatalogueEvent => {
    const french = frenchOf(sources.flagshipEvents.fr, event.id, (entry) => entry.id, 'site/content/pages/partners.yaml');
    return {
      id: event.id,
      starts_at: null,
      ends_at: null,
      name: event.name,
      name_fr: french.name,
      when_text: event.cadence,
      when_text_fr: french.cadence,
      where_text: event.format,
      where_text_fr: french.format,
      time_zone: null,
      recording_path: null,
      topics: [],
    };
  });
  const dated = sources.datedEvents.en.map((event): CatalogueEvent => {
    const file = `site/content/events/${event.id}.yaml`;
    const french = frenchOf(sources.datedEvents.fr, event.id, (entry) => entry.id, file);
    for (const key of event.topics) {
      if (!knownTopics.has(checkedKey(key, file, 'topics', key)))
        throw new CatalogueError(
          file,
          `topics: "${key}" is neither a pillar (${insightTopics.join(', ')}) nor the tag of any piece; write a pillar or a tag as the pieces write it`,
        );
    }
    return {
      id: event.id,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
      name: event.name,
      name_fr: french.name,
      when_text: event.when,
      when_text_fr: french.when,
      where_text: event.where,
      where_text_fr: french.where,
      time_zone: event.timeZone,
      recording_path: recordingPath(event.recording?.href),
      topics: [...event.topics],
    };
  });
  const events = [...flagship, ...dated];
  const ids = events.map((event) => event.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined)
    throw new CatalogueError('site/content/events', `${repeated} is the id of two events (a flagship event's and a dated one's)`);

  const areas = sources.areas.flatMap(({ names, topic, tags }) => {
    const keys = tags.map((tag) => checkedKey(topicKey(tag), 'site/app/content/recommendations.ts', 'areaFocus', tag));
    // One row per name: the names may be the same in both languages.
    return [...new Set(languages.map((language) => names[language]))].map((area) => ({ area, topic, tags: keys }));
  });

  return { events, pieces, areas };
}

/** Each topic's name in both languages, by key: the pillars' and categories' (content), then every tag's. */
export function topicNamesOf(
  sources: Pick<CatalogueSources, 'pieces' | 'translatedSlugs'>,
  categoryNames: Record<Language, Record<(typeof insightTopics)[number], string>>,
): Map<string, TopicName> {
  const names = new Map<string, TopicName>(insightTopics.map((key) => [key, { en: categoryNames.en[key], fr: categoryNames.fr[key] }]));
  const tags = tagTopicNames(
    sources.pieces.en.map((piece) => {
      const french = sources.pieces.fr.find((entry) => entry.slug === piece.slug);
      return { tags: piece.tags, frenchTags: sources.translatedSlugs.has(piece.slug) ? french?.tags : undefined };
    }),
  );
  for (const [key, name] of tags) if (!names.has(key)) names.set(key, name);
  return names;
}

/**
 * What the catalogue is made from, read from the site's files and checked. `warn` lets the
 * development server go on past a piece whose French is not ready (../pieces/readCollection.ts).
 */
export function readCatalogueSources(siteDirectory: string, warn?: (problem: string) => void): CatalogueSources {
  const both = <Value>(read: (language: Language) => Value): Record<Language, Value> => ({ en: read('en'), fr: read('fr') });
  const pieces = both((language) => readCollection(siteDirectory, language, warn));
  const translated = readdirSync(join(siteDirectory, 'content', 'pieces', 'fr'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length));
  const areaNames = both((language) => assessmentNamesOf(readSingleton(siteDirectory, contentModules.assessment, language)).areas);
  return {
    datedEvents: both((language) => readEvents(siteDirectory, eventEditionIn(siteDirectory, language))),
    flagshipEvents: both((language) => contentModules.flagshipEvents.view(readSingleton(siteDirectory, contentModules.partners, language))),
    pieces,
    translatedSlugs: new Set(translated.filter((slug) => pieces.en.some((piece) => piece.slug === slug))),
    areas: assessmentQuestions.map(({ id }) => ({
      names: { en: areaNames.en[id], fr: areaNames.fr[id] },
      topic: areaFocus[id].topic,
      tags: areaFocus[id].tags,
    })),
  };
}

/** The catalogue of the site's content, read from its files (see buildCatalogue). */
export function readCatalogue(siteDirectory: string, warn?: (problem: string) => void): Catalogue {
  return buildCatalogue(readCatalogueSources(siteDirectory, warn));
}

/** Each topic's name in both languages, read from the site's files (see topicNamesOf). */
export function readTopicNames(siteDirectory: string): Map<string, TopicName> {
  const both = <Value>(read: (language: Language) => Value): Record<Language, Value> => ({ en: read('en'), fr: read('fr') });
  const names = both((language) => readSingleton(siteDirectory, contentModules.recommendations, language).topicNames);
  const categoryNames = both((language) => ({
    capability: names[language].capability,
    wellbeing: names[language].wellbeing,
    performance: names[language].performance,
    'african-business': names[language].africanBusiness,
  }));
  return topicNamesOf(readCatalogueSources(siteDirectory), categoryNames);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildEvents, thisEventEdition, type EventEdition } from '../../app/events/collection.ts';
import type { DatedEvent } from '../../app/events/event.ts';
import { languageSettings, type Language } from '../../app/language.ts';
import { readSingleton } from '../content/readContent.ts';
import { contentModules } from '../content/registry.ts';

/** The folder of the dated events' files, under the site's folder. */
export const eventsFolder = join('content', 'events');

/**
 * The checked events read from the site's files (content/events/*.yaml), soonest first, in an
 * edition's words (this build's unless named: `eventEditionIn`). The build (eventsPlugin.ts), the
 * tests and the catalogue the database keeps (../catalogue) read them so.
 */
export function readEvents(siteDirectory: string, edition: EventEdition = thisEventEdition): DatedEvent[] {
  const directory = join(siteDirectory, eventsFolder);
  const files = readdirSync(directory)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => [`site/content/events/${name}`, readFileSync(join(directory, name), 'utf8')] as const);
  return buildEvents(Object.fromEntries(files), (slug) => existsSync(join(siteDirectory, 'content', 'pieces', `${slug}.md`)), edition);
}

/** A language's edition of the events' words, read from the event words (content/site/events.yaml). */
export function eventEditionIn(siteDirectory: string, language: Language): EventEdition {
  const { online, range } = readSingleton(siteDirectory, contentModules.events, language);
  return { language, locale: languageSettings[language].locale, online, range };
}

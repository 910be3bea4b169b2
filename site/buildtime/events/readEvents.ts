import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildEvents } from '../../app/events/collection.ts';
import type { DatedEvent } from '../../app/events/event.ts';

/** The folder of the dated events' files, under the site's folder. */
export const eventsFolder = join('content', 'events');

/**
 * The checked events read from the site's files (content/events/*.yaml), soonest first. The build
 * (eventsPlugin.ts), the tests and the database's list of events (syncEvents.ts) read them so.
 */
export function readEvents(siteDirectory: string): DatedEvent[] {
  const directory = join(siteDirectory, eventsFolder);
  const files = readdirSync(directory)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => [`site/content/events/${name}`, readFileSync(join(directory, name), 'utf8')] as const);
  return buildEvents(Object.fromEntries(files), (slug) => existsSync(join(siteDirectory, 'content', 'pieces', `${slug}.md`)));
}

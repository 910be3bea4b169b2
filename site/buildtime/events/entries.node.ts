import { fileURLToPath } from 'node:url';

import { eventCalendarFile } from '../../app/events/calendarFile.ts';
import type { DatedEvent } from '../../app/events/event.ts';
import { normaliseOrigin } from '../../app/seo/origin.ts';
import { readEvents } from './readEvents.ts';

/**
 * `virtual:events` outside Vite: the events the build plugin (../eventsPlugin.ts) serves, read from
 * the files by Node. The TypeScript path mapping (tsconfig.json) points the type checker, Playwright
 * and Vitest here.
 */

export const datedEvents: readonly DatedEvent[] = readEvents(fileURLToPath(new URL('../../', import.meta.url)));

/** When the events were read: the moment the prerendered pages split them into upcoming and past. */
export const eventsReadAt: number = Date.now();

/** Each event's calendar file size in bytes, by event id, as the build writes the file. */
export const calendarFileSizes: Readonly<Record<string, number>> = Object.fromEntries(
  datedEvents.map((event) => [
    event.id,
    Buffer.byteLength(eventCalendarFile(event, normaliseOrigin(process.env.VITE_SITE_ORIGIN), new Date(eventsReadAt))),
  ]),
);

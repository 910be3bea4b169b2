import { fileURLToPath } from 'node:url';

import type { DatedEvent } from '../../app/events/event.ts';
import { readEvents } from './readEvents.ts';

/**
 * `virtual:events` outside Vite: the events the build plugin (../eventsPlugin.ts) serves, read from
 * the files by Node. The TypeScript path mapping (tsconfig.json) points the type checker, Playwright
 * and Vitest here.
 */

export const datedEvents: readonly DatedEvent[] = readEvents(fileURLToPath(new URL('../../', import.meta.url)));

/** When the events were read: the moment the prerendered pages split them into upcoming and past. */
export const eventsReadAt: number = Date.now();

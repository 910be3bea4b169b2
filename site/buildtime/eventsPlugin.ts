import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';

import { eventCalendarFile } from '../app/events/calendarFile.ts';
import { eventIcsPath, type DatedEvent } from '../app/events/event.ts';
import { normaliseOrigin } from '../app/seo/origin.ts';
import { readCatalogue } from './catalogue/catalogue.ts';
import { syncCatalogue, syncTargetFromEnvironment } from './catalogue/syncCatalogue.ts';
import { untranslatedTexts } from './content/bilingual.ts';
import { eventsFolder, readEvents } from './events/readEvents.ts';

/**
 * Reads the dated events (content/events/*.yaml) when the build starts, checks every one (a bad
 * file fails the build, naming it, the field and the reason) and hands them to the app as data:
 *
 * - `virtual:events`: every event, soonest first, worked out for the page (instants, the words of
 *   its date and place, its calendar links), the moment they were read, which is "now" for the
 *   prerendered pages, and each calendar file's size (`calendarFileSizes`, by event id);
 * - `/events/<id>.ics`: each event's calendar file, written into the build (and served on request
 *   in development).
 *
 * Each build also checks the catalogue the e-mails read (./catalogue/catalogue.ts: an event's topic
 * must be a pillar or a piece's tag). In development it hands the local backend that catalogue
 * (./catalogue/syncCatalogue.ts), again whenever an event or a piece changes, so that registering
 * and the members' e-mails work on `npm start` as they do once deployed.
 */

const moduleId = 'virtual:events';

export function eventsPlugin(siteDirectory: string): Plugin {
  const directory = join(siteDirectory, eventsFolder);
  let origin = normaliseOrigin(undefined);
  let events: DatedEvent[] | undefined;
  let readAt = Date.now();
  const read = () => {
    if (!events) {
      events = readEvents(siteDirectory);
      readAt = Date.now();
    }
    return events;
  };

  return {
    name: 'akoma:events',
    configResolved(config) {
      origin = normaliseOrigin(config.env.VITE_SITE_ORIGIN as string | undefined);
    },
    configureServer(server) {
      const target = (() => {
        try {
          return syncTargetFromEnvironment({ ...process.env, ...server.config.env });
        } catch {
          // A hosted project without its service-role key here: its deploy keeps its events.
          return undefined;
        }
      })();
      const piecesDirectory = join(siteDirectory, 'content', 'pieces');
      let pending: ReturnType<typeof setTimeout> | undefined;
      const sync = (waitMs: number) => {
        if (!target) return;
        // The catalogue holds both languages, so either edition's server sends the same. A piece
        // whose French is not ready yet is the pieces plugin's to report; the rest is sent.
        Promise.resolve()
          .then(() =>
            syncCatalogue(
              target,
              readCatalogue(siteDirectory, () => undefined),
              waitMs,
            ),
          )
          .catch((error: unknown) => {
            server.config.logger.warn(
              `catalogue: not sent to ${target.url}, so registering and members' e-mails may not know of every event and piece: ${String(error)}`,
            );
          });
      };
      // The backend starts beside the site (`npm start`): it is given a minute to answer.
      sync(60_000);
      // An event file edited, added or removed (by hand or in the content editor) is read again
      // the next time a page loads, in every environment's module graph (the browser's and the
      // renderer's). Open pages are not reloaded: the editor's own page would be, after every save.
      server.watcher.add(directory);
      server.watcher.on('all', (_event, file) => {
        const isEvent = file.startsWith(directory);
        if (isEvent) {
          events = undefined;
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(`\0${moduleId}`);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        // And the local backend learns of it, so a new event takes registrations at once and a new
        // piece reaches the digests; once for a burst of saves.
        if (!isEvent && !file.startsWith(piecesDirectory)) return;
        clearTimeout(pending);
        pending = setTimeout(() => {
          sync(0);
        }, 300);
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const event = read().find((candidate) => eventIcsPath(candidate.id) === path);
        if (!event) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
        response.end(eventCalendarFile(event, origin, new Date()));
      });
    },
    buildStart() {
      read();
      for (const name of readdirSync(directory)) this.addWatchFile(join(directory, name));
      // The catalogue's own checks (an event's topics), once per edition's build; the development
      // server reports them as it sends the catalogue.
      if (!this.meta.watchMode && this.environment.name === 'client') readCatalogue(siteDirectory);
      // As for the other content files (./contentPlugin.ts): a French event left in English is listed.
      const untranslated = readdirSync(directory)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .flatMap((name) => {
          const { fr, ...english } = parseYaml(readFileSync(join(directory, name), 'utf8')) as { fr?: Record<string, unknown> } & Record<
            string,
            unknown
          >;
          const counterparts = Object.fromEntries(Object.keys(fr ?? {}).map((key) => [key, english[key]]));
          return untranslatedTexts(counterparts, fr ?? {}).map((text) => `  site/content/events/${name}: ${text}`);
        });
      if (untranslated.length === 0) return;
      const message = [
        `The French edition would show ${String(untranslated.length)} English texts of events; translate them under fr: in`,
        ...untranslated,
      ].join('\n');
      if (this.meta.watchMode) this.warn(message);
      else this.error(message);
    },
    watchChange(id) {
      if (id.startsWith(directory)) events = undefined;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const stamp = new Date(readAt);
      for (const event of read()) {
        this.emitFile({ type: 'asset', fileName: eventIcsPath(event.id).slice(1), source: eventCalendarFile(event, origin, stamp) });
      }
    },
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const loaded = read();
      // Each calendar file's size in bytes, as generateBundle writes it (its stamp is always as long).
      const sizes = Object.fromEntries(
        loaded.map((event) => [event.id, Buffer.byteLength(eventCalendarFile(event, origin, new Date(readAt)))]),
      );
      return `export const datedEvents = ${JSON.stringify(loaded)};\nexport const eventsReadAt = ${String(readAt)};\nexport const calendarFileSizes = ${JSON.stringify(sizes)};`;
    },
  };
}

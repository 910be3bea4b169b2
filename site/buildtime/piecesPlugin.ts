import { siteLanguage, type Language } from '../app/language.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import { bodyOf, entryOf } from '../app/pieces/collection.ts';
import { englishOnlyPiecePaths, translatedPiecePaths } from './piecePaths.ts';
import { linkedPdfBytes, linkedPdfs, linkedPdfSizes } from './pieces/editionPdfs.ts';
import { piecePdfPath, type Piece } from '../app/pieces/piece.ts';
import { readCollection } from './pieces/readCollection.ts';
import { buildSearchIndex } from '../app/pieces/search.ts';
import { normaliseOrigin } from '../app/seo/origin.ts';

/**
 * Reads the readable pieces (content/pieces/*.md) when the build starts, checks every one (a bad
 * file fails the build, naming it) and hands them to the app as data, so the browser never loads
 * Markdown, YAML or their parsers:
 *
 * - `virtual:pieces`: every piece's entry (card, title and metadata), `loadPieceBody(slug)` and
 *   `pdfSizes`, the bytes of each PDF the edition links, which the pages state before a reader taps;
 * - `virtual:pieces/body/<slug>`: one piece's text, a chunk of its own that only its page loads;
 * - `virtual:pieces/search`: the full-text index of every piece, loaded on a reader's first search;
 * - `/downloads/<slug>.pdf`: each downloadable piece as a PDF made from the same text, written into
 *   the build (and served on request in development); in French, /fr/downloads/<slug>.pdf for each
 *   translated one.
 *
 * Each edition reads the collection in its language (content/pieces/fr holds the translations).
 */

const indexId = 'virtual:pieces';
const bodyPrefix = 'virtual:pieces/body/';
const searchId = 'virtual:pieces/search';

export function piecesPlugin(siteDirectory: string): Plugin {
  const piecesDirectory = join(siteDirectory, 'content', 'pieces');

  let collection: readonly Piece[] | undefined;
  // The development server warns of a piece with no French (a piece being written can be
  // previewed); a build fails on it.
  let warn: ((problem: string) => void) | undefined;
  const read = (): readonly Piece[] => {
    collection ??= readCollection(siteDirectory, siteLanguage, warn);
    return collection;
  };
  // The French edition states the sizes of the English PDFs it links, made from the English pieces.
  let englishCollection: readonly Piece[] | undefined;
  const collectionIn = (language: Language): readonly Piece[] => {
    if (language === siteLanguage) return read();
    englishCollection ??= readCollection(siteDirectory, 'en', warn);
    return englishCollection;
  };

  /** The pieces this edition publishes in its own language (every piece in English; the translated ones in French). */
  const inEdition = (): readonly Piece[] => {
    if (siteLanguage === 'en') return read();
    const translated = new Set(translatedPiecePaths(siteDirectory));
    return read().filter((piece) => translated.has(piece.path));
  };

  let origin = normaliseOrigin(undefined);

  return {
    name: 'akoma:pieces',
    configResolved(config) {
      if (config.command === 'serve')
        warn = (problem) => {
          config.logger.warn(problem);
        };
      origin = normaliseOrigin(config.env.VITE_SITE_ORIGIN as string | undefined);
    },
    configureServer(server) {
      // A piece edited, added or removed (by hand or in the content editor) is read again the next
      // time a page loads: the modules made from the pieces are dropped from every environment's
      // module graph (the browser's and the renderer's).
      server.watcher.add(piecesDirectory);
      // Which pieces have a French translation (and, for the French edition, which it links in English)
      // is set in the configuration (site/vite.config.ts), which every page reads: a translation, or a
      // piece the French edition links, added or removed restarts the server, which reads it again.
      const editions = () =>
        [...translatedPiecePaths(siteDirectory), '', ...(siteLanguage === 'fr' ? englishOnlyPiecePaths(siteDirectory) : [])].join('\n');
      let known = editions();
      server.watcher.on('all', (event, file) => {
        if (!file.startsWith(piecesDirectory)) return;
        if (event === 'add' || event === 'unlink') {
          const now = editions();
          if (now !== known) {
            known = now;
            server.config.logger.info('The pieces in French have changed: restarting, so every page links them in the right language.');
            void server.restart();
            return;
          }
        }
        collection = undefined;
        englishCollection = undefined;
        for (const environment of Object.values(server.environments))
          for (const module of environment.moduleGraph.idToModuleMap.values())
            if (module.id === `\0${indexId}` || module.id === `\0${searchId}` || module.id?.startsWith(`\0${bodyPrefix}`))
              environment.moduleGraph.invalidateModule(module);
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const piece = inEdition().find((candidate) => candidate.downloadable && piecePdfPath(candidate.slug) === path);
        if (!piece) {
          next();
          return;
        }
        linkedPdfBytes({ piece, language: siteLanguage }, origin).then(
          (pdf) => {
            response.setHeader('Content-Type', 'application/pdf');
            response.end(pdf);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
    async generateBundle() {
      // Each edition writes the PDFs of the pieces in its language: the French one those of the
      // translated pieces (/fr/downloads/...), and links the others' English PDFs.
      if (this.environment.name !== 'client') return;
      // The same bytes whose sizes the pages state (made once, in `load`, and kept).
      for (const piece of inEdition().filter((candidate) => candidate.downloadable)) {
        const source = await linkedPdfBytes({ piece, language: siteLanguage }, origin);
        this.emitFile({ type: 'asset', fileName: piecePdfPath(piece.slug).slice(1), source });
      }
    },
    buildStart() {
      read();
      for (const name of readdirSync(piecesDirectory)) this.addWatchFile(join(piecesDirectory, name));
    },
    watchChange(id) {
      if (id.startsWith(piecesDirectory)) {
        collection = undefined;
        englishCollection = undefined;
      }
    },
    resolveId(id) {
      if (id === indexId || id === searchId || id.startsWith(bodyPrefix)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${indexId}`) {
        const pieces = read();
        const pdfSizes = await linkedPdfSizes(linkedPdfs(siteDirectory, siteLanguage, collectionIn), origin);
        const loaders = pieces.map((piece) => `  ${JSON.stringify(piece.slug)}: () => import(${JSON.stringify(bodyPrefix + piece.slug)}),`);
        return [
          `export const pieceEntries = ${JSON.stringify(pieces.map(entryOf))};`,
          `export const pdfSizes = ${JSON.stringify(pdfSizes)};`,
          `const bodies = {\n${loaders.join('\n')}\n};`,
          'export function loadPieceBody(slug) {',
          '  const load = bodies[slug];',
          '  return load ? load().then((module) => module.default) : Promise.resolve(undefined);',
          '}',
        ].join('\n');
      }
      if (id === `\0${searchId}`) return `export default ${JSON.stringify(buildSearchIndex(read()))};`;
      if (id.startsWith(`\0${bodyPrefix}`)) {
        const slug = id.slice(bodyPrefix.length + 1);
        const piece = read().find((candidate) => candidate.slug === slug);
        if (!piece) this.error(`no piece is called "${slug}"`);
        return `export default ${JSON.stringify(bodyOf(piece))};`;
      }
      return undefined;
    },
  };
}

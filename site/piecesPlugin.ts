import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

import { bodyOf, entryOf } from './app/content/pieces/collection.ts';
import type { Piece } from './app/content/pieces/piece.ts';
import { readCollection } from './app/content/pieces/readCollection.ts';

/**
 * Reads the readable pieces (content/pieces/*.md) when the build starts, checks every one (a bad
 * file fails the build, naming it) and hands them to the app as data, so the browser never loads
 * Markdown, YAML or their parsers:
 *
 * - `virtual:pieces`: every piece's entry (card, title and metadata) and `loadPieceBody(slug)`;
 * - `virtual:pieces/body/<slug>`: one piece's text, a chunk of its own that only its page loads.
 */

const indexId = 'virtual:pieces';
const bodyPrefix = 'virtual:pieces/body/';

export function piecesPlugin(siteDirectory: string): Plugin {
  const piecesDirectory = join(siteDirectory, 'content', 'pieces');

  let collection: readonly Piece[] | undefined;
  const read = (): readonly Piece[] => {
    collection ??= readCollection(siteDirectory);
    return collection;
  };

  return {
    name: 'akoma:pieces',
    buildStart() {
      read();
      for (const name of readdirSync(piecesDirectory)) this.addWatchFile(join(piecesDirectory, name));
    },
    watchChange(id) {
      if (id.startsWith(piecesDirectory)) collection = undefined;
    },
    resolveId(id) {
      if (id === indexId || id.startsWith(bodyPrefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${indexId}`) {
        const pieces = read();
        const loaders = pieces.map((piece) => `  ${JSON.stringify(piece.slug)}: () => import(${JSON.stringify(bodyPrefix + piece.slug)}),`);
        return [
          `export const pieceEntries = ${JSON.stringify(pieces.map(entryOf))};`,
          `const bodies = {\n${loaders.join('\n')}\n};`,
          'export function loadPieceBody(slug) {',
          '  const load = bodies[slug];',
          '  return load ? load().then((module) => module.default) : Promise.resolve(undefined);',
          '}',
        ].join('\n');
      }
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

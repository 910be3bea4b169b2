import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { bodyOf, entryOf } from '../../app/pieces/collection.ts';
import type { PieceBody, PieceEntry } from '../../app/pieces/piece.ts';
import { readCollection } from './readCollection.ts';

/**
 * `virtual:pieces` outside Vite: the same entries and bodies the build plugin (piecesPlugin.ts)
 * serves, read from the files by Node. The TypeScript path mapping (tsconfig.json) points the
 * type checker, Playwright and Vitest here, so the modules that import `virtual:pieces` run in
 * tests unchanged and are typed by what the collection really holds.
 */

const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const pieces = readCollection(siteDirectory);

/** Every piece's card, title and metadata, newest first. */
export const pieceEntries: readonly PieceEntry[] = pieces.map(entryOf);

/** One piece's text and what goes with it, or undefined for an unknown slug. */
export function loadPieceBody(slug: string): Promise<PieceBody | undefined> {
  const piece = pieces.find((candidate) => candidate.slug === slug);
  return Promise.resolve(piece ? bodyOf(piece) : undefined);
}

/**
 * The bytes of each PDF this edition links, by slug, as the build states them (./editionPdfs.ts).
 * Made on first read, by a child process (./printPdfSizes.ts): PDFs are made asynchronously while a
 * module's value is read synchronously, and making them takes seconds, which a test that reads no
 * size should not pay.
 */
export const pdfSizes: Readonly<Record<string, number>> = madeOnFirstRead(
  () =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./printPdfSizes.ts', import.meta.url))], {
        encoding: 'utf8',
      }),
    ) as Record<string, number>,
);

/** A record whose entries are made by `make` when it is first read. */
function madeOnFirstRead<Value>(make: () => Readonly<Record<string, Value>>): Readonly<Record<string, Value>> {
  let made: Readonly<Record<string, Value>> | undefined;
  const target = () => (made ??= make());
  return new Proxy<Readonly<Record<string, Value>>>(
    {},
    {
      get: (_, key): Value | undefined => (typeof key === 'string' ? target()[key] : undefined),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
    },
  );
}

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

const pieces = readCollection(fileURLToPath(new URL('../../', import.meta.url)));

/** Every piece's card, title and metadata, newest first. */
export const pieceEntries: readonly PieceEntry[] = pieces.map(entryOf);

/** One piece's text and what goes with it, or undefined for an unknown slug. */
export function loadPieceBody(slug: string): Promise<PieceBody | undefined> {
  const piece = pieces.find((candidate) => candidate.slug === slug);
  return Promise.resolve(piece ? bodyOf(piece) : undefined);
}

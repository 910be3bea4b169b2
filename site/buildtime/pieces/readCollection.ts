import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildCollection, svgSize, type ArtworkSize } from '../../app/pieces/collection.ts';
import type { Piece } from '../../app/pieces/piece.ts';

/**
 * The checked collection read from the site's files: content/pieces/*.md, with hero sizes from
 * the SVGs under public/. The build (piecesPlugin.ts) and the tests read it the same way.
 */
export function readCollection(siteDirectory: string): readonly Piece[] {
  const piecesDirectory = join(siteDirectory, 'content', 'pieces');
  const artworkSize: ArtworkSize = (src) => {
    try {
      return svgSize(readFileSync(join(siteDirectory, 'public', src), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const files = readdirSync(piecesDirectory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [`site/content/pieces/${name}`, readFileSync(join(piecesDirectory, name), 'utf8')] as const);
  return buildCollection(Object.fromEntries(files), artworkSize);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildCollection, svgSize, type ArtworkSize } from '../../app/pieces/collection.ts';
import { siteLanguage, type Language } from '../../app/language.ts';
import type { Piece } from '../../app/pieces/piece.ts';

/**
 * The checked collection in a language (the build's by default) read from the site's files:
 * content/pieces/*.md and their French translations, content/pieces/fr/*.md, with hero sizes from
 * the SVGs under public/. The build (piecesPlugin.ts) and the tests read it the same way.
 */
export function readCollection(
  siteDirectory: string,
  language: Language = siteLanguage,
  warn?: (problem: string) => void,
): readonly Piece[] {
  const piecesDirectory = join(siteDirectory, 'content', 'pieces');
  const artworkSize: ArtworkSize = (src) => {
    try {
      return svgSize(readFileSync(join(siteDirectory, 'public', src), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const files = (folder: string) =>
    Object.fromEntries(
      readdirSync(join(piecesDirectory, folder))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => [
          `site/content/pieces/${folder ? `${folder}/` : ''}${name}`,
          readFileSync(join(piecesDirectory, folder, name), 'utf8'),
        ]),
    );
  return buildCollection(files(''), artworkSize, files('fr'), language, warn);
}

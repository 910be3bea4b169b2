import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { piecePath } from '../app/pieces/piece.ts';

function slugsIn(directory: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => name.slice(0, -'.md'.length));
}

/** Every readable piece's address, /insights/<slug>, from its file name (site/content/pieces/<slug>.md). */
export default function piecePaths(siteDirectory: string): string[] {
  return slugsIn(join(siteDirectory, 'content', 'pieces')).map(piecePath);
}

/**
 * The addresses of the pieces translated into French (site/content/pieces/fr/<slug>.md): the French
 * edition publishes them at the same path under /fr. It links every other piece at its English address.
 */
export function translatedPiecePaths(siteDirectory: string): string[] {
  return slugsIn(join(siteDirectory, 'content', 'pieces', 'fr')).map(piecePath);
}

/** The pieces the French edition links in English: those without a translation. */
export function englishOnlyPiecePaths(siteDirectory: string): string[] {
  const translated = new Set(translatedPiecePaths(siteDirectory));
  return piecePaths(siteDirectory).filter((path) => !translated.has(path));
}

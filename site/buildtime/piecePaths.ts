import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { piecePath } from '../app/pieces/piece.ts';

/**
 * Every readable piece's address, /insights/<slug>, from its file name (site/content/pieces/<slug>.md).
 * The pieces are in English: the French edition links to them at their English addresses.
 */
export default function piecePaths(siteDirectory: string): string[] {
  return readdirSync(join(siteDirectory, 'content', 'pieces'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => piecePath(name.slice(0, -'.md'.length)));
}

import { pieceEntries } from 'virtual:pieces';

import type { PieceEntry } from './piece';

const bySlug = new Map(pieceEntries.map((entry) => [entry.slug, entry]));

/**
 * The piece a card describes, by its slug (content/pieces/<slug>.md). A card names only its
 * piece and what is its own (a trend badge, a view count); title, summary, author, dates, read
 * time and the rest come from the piece, so a card and the page it opens cannot disagree. A slug
 * with no piece stops the build.
 */
export function pieceEntry(slug: string): PieceEntry {
  const entry = bySlug.get(slug);
  if (!entry) throw new Error(`A card names "${slug}", but no piece is called that (content/pieces/${slug}.md).`);
  return entry;
}

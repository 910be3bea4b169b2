import type { Language } from '../../app/language.ts';
import type { Piece } from '../../app/pieces/piece.ts';
import { translatedPiecePaths } from '../piecePaths.ts';
import { piecePdf } from './pdf.ts';

/** A PDF an edition links: the piece it is made from and the language it is made in. */
export interface LinkedPdf {
  piece: Piece;
  language: Language;
}

/**
 * The PDFs an edition's pages link, by slug. The English edition links its own, one per downloadable
 * piece. The French edition links its own for the translated pieces (/fr/downloads/<slug>.pdf) and
 * the English edition's for the others (/downloads/<slug>.pdf, app/pieces/piece.ts), made from
 * the English piece in English, as the English build makes them: a page states the size of the
 * file its link downloads. `collectionIn` reads the collection in a language (./readCollection.ts).
 */
export function linkedPdfs(
  siteDirectory: string,
  language: Language,
  collectionIn: (language: Language) => readonly Piece[],
): ReadonlyMap<string, LinkedPdf> {
  const linked = new Map<string, LinkedPdf>();
  const translated = language === 'en' ? undefined : new Set(translatedPiecePaths(siteDirectory));
  for (const piece of collectionIn(language)) {
    if (!piece.downloadable) continue;
    if (!translated || translated.has(piece.path)) {
      linked.set(piece.slug, { piece, language });
      continue;
    }
    const english = collectionIn('en').find((candidate) => candidate.slug === piece.slug);
    if (english?.downloadable) linked.set(piece.slug, { piece: english, language: 'en' });
  }
  return linked;
}

// Made one after another, whoever asks (the renderer's build and the browser's may ask at once): each
// PDF's bytes then depend only on its piece. Kept by piece, language and origin, so a piece is made
// once for its size and its file, and again only when it changes.
let queue: Promise<unknown> = Promise.resolve();
const made = new Map<string, Promise<Uint8Array>>();

/** The bytes of a linked PDF for a site at `origin` (the footers give its address). */
export function linkedPdfBytes(pdf: LinkedPdf, origin: string): Promise<Uint8Array> {
  const key = JSON.stringify([pdf.language, origin, pdf.piece]);
  let bytes = made.get(key);
  if (!bytes) {
    bytes = queue.then(() => piecePdf(pdf.piece, { origin, language: pdf.language }));
    queue = bytes.catch(() => undefined);
    made.set(key, bytes);
    // A failure is not kept: the next request (a fixed piece, a reload) tries again.
    bytes.catch(() => made.delete(key));
  }
  return bytes;
}

/** Each linked PDF's size in bytes, by slug: what the pages state beside each Download PDF. */
export async function linkedPdfSizes(pdfs: ReadonlyMap<string, LinkedPdf>, origin: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [slug, pdf] of pdfs) sizes[slug] = (await linkedPdfBytes(pdf, origin)).byteLength;
  return sizes;
}

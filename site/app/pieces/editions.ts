import { languages, siteLanguage, type Language } from '../language';

/**
 * Which editions a piece is published in. Every piece is in English; those translated into French
 * (site/content/pieces/fr/<slug>.md) are also at the same path under /fr. The build names them
 * (`__TRANSLATED_PIECE_PATHS__`, site/vite.config.ts), so a page knows without the collection.
 */
export function pieceLanguages(path: string): readonly Language[] {
  // Undefined where the site's build did not bundle the code (the unit tests): every piece is English.
  const translated = typeof __TRANSLATED_PIECE_PATHS__ === 'object' ? __TRANSLATED_PIECE_PATHS__ : [];
  return translated.includes(path) ? languages : ['en'];
}

/** Whether a piece is written in this edition's language, so that the edition has a page of its own for it. */
export function isPieceInEdition(path: string): boolean {
  return pieceLanguages(path).includes(siteLanguage);
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin the site is served from, such as https://www.akoma.africa (no trailing slash). */
  readonly VITE_SITE_ORIGIN?: string;
  /** The Supabase project's URL; unset means the local backend (http://127.0.0.1:54321). */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase project's anon (public) key; unset means the local backend's. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The readable pieces, checked and prepared at build time by piecesPlugin.ts. */
declare module 'virtual:pieces' {
  /** Every piece's card, title and metadata, newest first. */
  export const pieceEntries: readonly import('./content/pieces/piece').PieceEntry[];
  /** One piece's text and what goes with it (a chunk of its own), or undefined for an unknown slug. */
  export function loadPieceBody(slug: string): Promise<import('./content/pieces/piece').PieceBody | undefined>;
}

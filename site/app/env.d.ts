/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin the site is served from, such as https://www.akoma.africa (no trailing slash). */
  readonly VITE_SITE_ORIGIN?: string;
  /** The Supabase project's URL; unset means the local backend (http://127.0.0.1:54321). */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase project's anon (public) key; unset means the local backend's. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Where analytics events go (Plausible's events API, or a path the host forwards there); unset sends nothing (app/analytics/events.ts). */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
  /** The site's name in Plausible; the host of VITE_SITE_ORIGIN when unset. */
  readonly VITE_ANALYTICS_DOMAIN?: string;
  /** The share of page loads, 0 to 1, whose web vitals are sent; 1 when unset. */
  readonly VITE_ANALYTICS_PERFORMANCE_SAMPLE?: string;
}

/** In the French edition's bundles, the addresses of the pages in English only (the untranslated pieces); otherwise undefined (site/vite.config.ts). */
declare const __ENGLISH_ONLY_PATHS__: readonly string[] | undefined;

/** The addresses of the pieces published in French as well as English (site/content/pieces/fr), in both editions' bundles. */
declare const __TRANSLATED_PIECE_PATHS__: readonly string[] | undefined;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The full-text index of every piece (app/pieces/search.ts), serialised at build time by buildtime/piecesPlugin.ts. */
declare module 'virtual:pieces/search' {
  const index: string;
  export default index;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin the site is served from, such as https://www.akoma.africa (no trailing slash). */
  readonly VITE_SITE_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

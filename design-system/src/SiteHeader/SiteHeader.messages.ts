/** The words SiteHeader says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface SiteHeaderMessages {
  /** SiteHeader: the small-screen navigation toggle. @default 'Menu' */
  menu: string;
}

/** SiteHeader's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const siteHeaderMessages: SiteHeaderMessages = { menu: 'Menu' };

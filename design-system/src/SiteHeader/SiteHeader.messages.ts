import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** SiteHeader's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const siteHeaderMessages = { menu: 'Menu' } satisfies Partial<DesignSystemMessages>;

import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** SearchField's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const searchFieldMessages = { clearSearch: 'Clear search' } satisfies Partial<DesignSystemMessages>;

/** The words SearchField says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface SearchFieldMessages {
  /** SearchField: the clear button. @default 'Clear search' */
  clearSearch: string;
}

/** SearchField's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const searchFieldMessages: SearchFieldMessages = { clearSearch: 'Clear search' };

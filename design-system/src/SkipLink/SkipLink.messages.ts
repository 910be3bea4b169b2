/** The words SkipLink says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface SkipLinkMessages {
  /** SkipLink: what the link says. @default 'Skip to main content' */
  skipToContent: string;
}

/** SkipLink's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const skipLinkMessages: SkipLinkMessages = { skipToContent: 'Skip to main content' };

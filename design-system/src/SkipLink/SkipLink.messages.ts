import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** SkipLink's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const skipLinkMessages = { skipToContent: 'Skip to main content' } satisfies Partial<DesignSystemMessages>;

import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** Banner's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const bannerMessages = { dismiss: 'Dismiss' } satisfies Partial<DesignSystemMessages>;

import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** Badge's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const badgeMessages = { trendUp: 'up', trendDown: 'down' } satisfies Partial<DesignSystemMessages>;

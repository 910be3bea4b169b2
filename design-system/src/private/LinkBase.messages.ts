import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** The words of every link (`Link`, `ButtonLink`, menu items) in English; `DesignSystemProvider`'s `messages` replace them. */
export const linkMessages = { opensInNewTab: 'opens in a new tab' } satisfies Partial<DesignSystemMessages>;

import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** TextArea's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const textAreaMessages = {
  characterCount: (used, limit) => {
    const count = `${used.toLocaleString('en')} / ${limit.toLocaleString('en')} characters`;
    return used > limit ? `${count}: ${(used - limit).toLocaleString('en')} too many` : count;
  },
} satisfies Partial<DesignSystemMessages>;

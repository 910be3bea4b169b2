import type { DesignSystemMessages } from '../DesignSystemProvider/messages';
import { groupThousands } from '../private/groupThousands';

const count = (whole: number) => groupThousands(whole, ',');

/** TextArea's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const textAreaMessages = {
  characterCount: (used, limit) => {
    const counted = `${count(used)} / ${count(limit)} characters`;
    return used > limit ? `${counted}: ${count(used - limit)} too many` : counted;
  },
} satisfies Partial<DesignSystemMessages>;

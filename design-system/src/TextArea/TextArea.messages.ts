import { groupThousands } from '../private/utils/groupThousands';

const count = (whole: number) => groupThousands(whole, ',');

/** The words TextArea says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface TextAreaMessages {
  /** TextArea: the character count against its limit. @default (1234, 5000) => '1,234 / 5,000 characters' */
  characterCount: (used: number, limit: number) => string;
}

/** TextArea's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const textAreaMessages: TextAreaMessages = {
  characterCount: (used, limit) => {
    const counted = `${count(used)} / ${count(limit)} characters`;
    return used > limit ? `${counted}: ${count(used - limit)} too many` : counted;
  },
};

import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** SaveToggle's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const saveToggleMessages = {
  save: 'Save',
  saveItemName: (action: string, itemName: string) => `${action}: ${itemName}`,
} satisfies Partial<DesignSystemMessages>;

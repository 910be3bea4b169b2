/**
 * SaveToggle's words. They are not yet entries of `DesignSystemMessages`, so this file types them
 * itself; once they are listed there, this becomes `satisfies Partial<DesignSystemMessages>` like
 * every other messages file, and `frenchMessages` gains them.
 */
export interface SaveToggleMessages {
  /** SaveToggle: what the button says, and its name, pressed or not. @default 'Save' */
  save: string;
  /** SaveToggle: the name when it saves a named item. @default ('Save', 'Ageing well') => 'Save: Ageing well' */
  saveItemName: (action: string, itemName: string) => string;
}

/** SaveToggle's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const saveToggleMessages: SaveToggleMessages = {
  save: 'Save',
  saveItemName: (action, itemName) => `${action}: ${itemName}`,
};

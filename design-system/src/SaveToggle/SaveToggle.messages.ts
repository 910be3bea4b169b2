/** The words SaveToggle says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface SaveToggleMessages {
  /** SaveToggle: what the button says, and its name, pressed or not. @default 'Save' */
  save: string;

  /** SaveToggle: the name when it saves a named item. @default ('Save', 'Ageing well') => 'Save: Ageing well' */
  saveItemName: (action: string, itemName: string) => string;
}

/** SaveToggle's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const saveToggleMessages: SaveToggleMessages = {
  save: 'Save',
  saveItemName: (action: string, itemName: string) => `${action}: ${itemName}`,
};

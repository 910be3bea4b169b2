/** The words ConfirmDialog says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface ConfirmDialogMessages {
  /** ConfirmDialog: the button that closes it without doing anything. @default 'Cancel' */
  cancel: string;
}

/** ConfirmDialog's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const confirmDialogMessages: ConfirmDialogMessages = { cancel: 'Cancel' };

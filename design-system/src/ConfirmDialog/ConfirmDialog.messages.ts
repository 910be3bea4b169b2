/**
 * ConfirmDialog's words. They are not yet an entry of `DesignSystemMessages`, so this file types
 * them itself; once listed there, this becomes `satisfies Partial<DesignSystemMessages>` like every
 * other messages file, and `frenchMessages` gains them.
 */
export interface ConfirmDialogMessages {
  /** ConfirmDialog: the button that closes it without doing anything. @default 'Cancel' */
  cancel: string;
}

/** ConfirmDialog's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const confirmDialogMessages: ConfirmDialogMessages = { cancel: 'Cancel' };

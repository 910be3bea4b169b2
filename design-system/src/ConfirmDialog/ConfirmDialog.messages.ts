import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** ConfirmDialog's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const confirmDialogMessages = { cancel: 'Cancel' } satisfies Partial<DesignSystemMessages>;

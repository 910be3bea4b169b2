import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** Toast's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const toastMessages = {
  notifications: 'Notifications',
  closeNotification: 'Close notification',
} satisfies Partial<DesignSystemMessages>;

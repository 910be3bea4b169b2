/** The words Toast says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface ToastMessages {
  /** ToastProvider: the notifications landmark's name. @default 'Notifications' */
  notifications: string;

  /** Toast: each toast's close button. @default 'Close notification' */
  closeNotification: string;
}

/** Toast's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const toastMessages: ToastMessages = {
  notifications: 'Notifications',
  closeNotification: 'Close notification',
};

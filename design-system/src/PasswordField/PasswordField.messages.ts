/** The words PasswordField says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface PasswordFieldMessages {
  /** PasswordField: the toggle, whose pressed state says whether the password shows. @default 'Show password' */
  showPassword: string;
}

/** PasswordField's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const passwordFieldMessages: PasswordFieldMessages = { showPassword: 'Show password' };

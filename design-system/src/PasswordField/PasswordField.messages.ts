import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** PasswordField's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const passwordFieldMessages = { showPassword: 'Show password' } satisfies Partial<DesignSystemMessages>;

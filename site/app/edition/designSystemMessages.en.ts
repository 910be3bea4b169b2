import type { DesignSystemMessages } from '@akoma/design-system';

/** The design system's words in the English edition: its own defaults. */
const messages: Partial<DesignSystemMessages> = {};
export default messages;

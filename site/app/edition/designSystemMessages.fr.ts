import { frenchMessages, type DesignSystemMessages } from '@akoma/design-system';

/** The design system's words in the French edition (its buttons' names, its announcements). */
const messages: Partial<DesignSystemMessages> = frenchMessages;
export default messages;

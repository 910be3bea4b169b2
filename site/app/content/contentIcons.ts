/**
 * The icons content may name (impact metrics, careers benefits and personas). Content stays data:
 * the pages map each name to a design-system icon.
 */
export const contentIcons = ['trendingUp', 'heart', 'user', 'clock', 'check', 'location', 'calendar', 'eye', 'message', 'search'] as const;
export type ContentIcon = (typeof contentIcons)[number];

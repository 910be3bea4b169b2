/** The words Badge says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface BadgeMessages {
  /** Badge: the direction spoken after an upward trend. @default 'up' */
  trendUp: string;

  /** Badge: the direction spoken after a downward trend. @default 'down' */
  trendDown: string;
}

/** Badge's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const badgeMessages: BadgeMessages = { trendUp: 'up', trendDown: 'down' };

/** The words Banner says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface BannerMessages {
  /** Banner: the dismiss button. @default 'Dismiss' */
  dismiss: string;
}

/** Banner's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const bannerMessages: BannerMessages = { dismiss: 'Dismiss' };

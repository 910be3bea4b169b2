import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** VideoCard's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const videoCardMessages = {
  watchVideo: 'Watch Now',
  videoDuration: 'Duration',
  videoLinkName: (action, title, duration) => `${action}: ${title} (${duration})`,
} satisfies Partial<DesignSystemMessages>;

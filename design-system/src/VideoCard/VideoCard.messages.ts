/** The words VideoCard says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface VideoCardMessages {
  /** VideoCard: what the action says. @default 'Watch Now' */
  watchVideo: string;

  /** VideoCard: spoken before the video's length. @default 'Duration' */
  videoDuration: string;

  /** VideoCard: the action's whole name. @default ('Watch Now', 'Life at Akoma', '2:30') => 'Watch Now: Life at Akoma (2:30)' */
  videoLinkName: (action: string, title: string, duration: string) => string;
}

/** VideoCard's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const videoCardMessages: VideoCardMessages = {
  watchVideo: 'Watch Now',
  videoDuration: 'Duration',
  videoLinkName: (action, title, duration) => `${action}: ${title} (${duration})`,
};

/** The words LinkBase says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface LinkMessages {
  /** Link, ButtonLink: what screen readers hear after an external link's name. @default 'opens in a new tab' */
  opensInNewTab: string;
}

/** The words of every link (`Link`, `ButtonLink`, menu items) in English; `DesignSystemProvider`'s `messages` replace them. */
export const linkMessages: LinkMessages = { opensInNewTab: 'opens in a new tab' };

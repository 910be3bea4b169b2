/** The words Breadcrumbs says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface BreadcrumbsMessages {
  /** Breadcrumbs: the navigation landmark's name. @default 'Breadcrumb' */
  breadcrumb: string;
}

/** Breadcrumbs's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const breadcrumbsMessages: BreadcrumbsMessages = { breadcrumb: 'Breadcrumb' };

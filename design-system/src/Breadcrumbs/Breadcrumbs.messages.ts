import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** Breadcrumbs's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const breadcrumbsMessages = { breadcrumb: 'Breadcrumb' } satisfies Partial<DesignSystemMessages>;

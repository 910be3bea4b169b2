import impact from '#content/impact';

/**
 * The impact page as the code sees it: its words and figures, the client stories with their
 * testimonials among them, are content (site/content/pages/impact.yaml, "Impact page" in the
 * content editor, read as `#content/impact`). Here: the parts of the page each /impact/… address
 * brings the visitor to.
 */

/** The client stories, in order. */
export const clientStories = impact.stories.items;

/** The part of the page each sub-route of /impact brings the visitor to. */
export const impactSectionIds = {
  stories: 'client-stories',
  industry: 'impact-by-industry',
  metrics: 'quantified-impact',
} as const;

export interface ImpactFocus {
  sectionId: (typeof impactSectionIds)[keyof typeof impactSectionIds];
  /** The sub-route's own introduction under the page heading. */
  intro: string;
}

/** Keyed by the sub-route's slug (/impact/<slug>); every slug listed in content/pages.ts has one. */
export const impactFocus: Readonly<Record<string, ImpactFocus>> = {
  'case-studies': { sectionId: impactSectionIds.stories, intro: impact.subPages.caseStudies },
  stories: { sectionId: impactSectionIds.stories, intro: impact.subPages.stories },
  testimonials: { sectionId: impactSectionIds.stories, intro: impact.subPages.testimonials },
  industry: { sectionId: impactSectionIds.industry, intro: impact.subPages.industry },
  metrics: { sectionId: impactSectionIds.metrics, intro: impact.subPages.metrics },
};

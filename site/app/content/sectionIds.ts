/**
 * The ids of the home page's sections: the anchors of in-page links (`/#roi-calculator`) and of the
 * installed app's shortcuts, and where the deferred part of the page starts. The sections set them
 * from here, and every link is checked against them, so renaming one cannot leave a link pointing
 * nowhere.
 *
 * Code that runs at start-up (the redirects behind the navigation, the home route) writes the id it
 * needs as a literal checked by `HomeSectionAnchor` or `HomeSectionHref`, a type-only import: the
 * object below then travels only with the lazily loaded sections instead of adding a shared chunk
 * to every page's start-up script.
 */
export const homeSectionIds = {
  promise: 'promise',
  impact: 'impact',
  thoughtLeadership: 'thought-leadership',
  insightsHub: 'business-intelligence',
  roiCalculator: 'roi-calculator',
  contentLibrary: 'content-library',
  assessment: 'assessment',
  values: 'values',
  testimonials: 'testimonials',
  askIndy: 'ask-indy',
  ourStory: 'our-story',
  getStarted: 'get-started',
} as const;

type HomeSection = keyof typeof homeSectionIds;

/** One section's id, for a literal that must match it: `'promise' satisfies HomeSectionAnchor<'promise'>`. */
export type HomeSectionAnchor<Section extends HomeSection> = (typeof homeSectionIds)[Section];

/** The address of one section from any page: `'/#roi-calculator' satisfies HomeSectionHref<'roiCalculator'>`. */
export type HomeSectionHref<Section extends HomeSection> = `/#${HomeSectionAnchor<Section>}`;

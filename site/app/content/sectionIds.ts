/**
 * The ids of the home page's sections: the anchors of in-page links (`/#roi-calculator`) and of the
 * installed app's shortcuts, and where the deferred part of the page starts. The sections set them
 * and every link reads them here, so renaming one cannot leave a link pointing nowhere.
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

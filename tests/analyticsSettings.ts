/**
 * The measurement's settings for the builds the tests and the bench serve (site/app/analytics):
 * events go to a first-party path, which the preview server answers as Plausible's events API
 * would (site/buildtime/analyticsStandIn.ts). Every build the browser suites and the bench use
 * sends events, so the bench counts their cost and the end-to-end tests see them; the development
 * server has none, and its suite checks that nothing is sent.
 */
export const analyticsEndpointPath = '/api/event';
export const analyticsDomain = 'akoma.example';

/** For the build (VITE_*, inlined into the pages) and the preview server (PREVIEW_*). */
export const analyticsEnvironment = {
  VITE_ANALYTICS_ENDPOINT: analyticsEndpointPath,
  VITE_ANALYTICS_DOMAIN: analyticsDomain,
  PREVIEW_ANALYTICS_PATH: analyticsEndpointPath,
} as const;

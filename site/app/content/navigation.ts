// The header's words and links are content: site/content/site/navigation.yaml (`#content/navigation`).
// The footer's are site/content/site/footer.yaml: they travel with the footer's own code, which
// loads after the first screen, instead of in every page's start-up.

/** Routes whose code is prefetched when a pointer rests on a link to them for `hoverPrefetchDelay` ms. */
export const hoverPrefetchPaths: readonly string[] = ['/about', '/solutions', '/insights', '/contact'];
export const hoverPrefetchDelay = 200;

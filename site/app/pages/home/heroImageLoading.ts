/** How one hero picture loads. */
export interface HeroImageLoading {
  priority: boolean;
  loading: 'eager' | 'lazy';
}

/**
 * The first picture is the page's largest paint: loaded at once, with high priority. The others are
 * off to the side until the slides turn, where the browser's lazy loading would only fetch them
 * mid-slide and show a gap, so they load straight away too, except on a slow connection (2g or
 * slow-2g), where every image loads lazily to save data. Before the page is running (`ready` false,
 * as in the prerendered HTML) the connection is unknown, so they start lazy.
 */
export function heroImageLoading(index: number, { ready, slowConnection }: { ready: boolean; slowConnection: boolean }): HeroImageLoading {
  if (index === 0) return { priority: true, loading: 'eager' };
  return { priority: false, loading: ready && !slowConnection ? 'eager' : 'lazy' };
}

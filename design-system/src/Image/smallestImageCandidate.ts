/**
 * One candidate of a `srcset`: its address (a run without spaces that does not end in a comma, so a
 * `data:` address keeps its comma), then its descriptors up to the comma that ends it. The
 * `webFontsAfterFirstPaint` script narrows prerendered images with this same pattern.
 */
export const srcSetCandidatePattern = /[\s,]*([^\s,](?:\S*[^\s,])?)(?:\s+([^,]*))?/g;

/**
 * The smallest candidate of a `srcset`, as a `srcset` of its own: the one with the lowest width
 * (`160w`) or, in a set by pixel density, the lowest density (`1x`, which a candidate without a
 * descriptor means). The first wins a tie; a set without any candidate is returned as it is. Under
 * the data saver a lazy image offers only this one, so the browser never picks a larger copy for a
 * dense screen.
 */
export function smallestImageCandidate(srcSet: string): string {
  let smallest: string | undefined;
  let smallestSize = Infinity;
  for (const [, url, written = ''] of srcSet.matchAll(srcSetCandidatePattern)) {
    const descriptors = written.trim();
    // "160w" and "2x" read as their numbers; no descriptor is 1x.
    const size = parseFloat(descriptors) || 1;
    if (size < smallestSize) {
      smallestSize = size;
      smallest = descriptors ? `${url} ${descriptors}` : url;
    }
  }
  return smallest ?? srcSet;
}

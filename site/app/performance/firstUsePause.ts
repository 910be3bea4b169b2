/**
 * How long, in milliseconds, a deferred part (./deferred.tsx) waits after the visitor's first sign
 * of use before it fetches its code. A press on a link elsewhere on the page (the header's, say) is
 * a sign of use too, and the navigation it starts comes a moment after the press: by then the part
 * waits for the navigation to end (and, on a page being left, never loads), instead of downloading
 * alongside the next page's code on a slow connection.
 */
export const firstUsePause = 300;

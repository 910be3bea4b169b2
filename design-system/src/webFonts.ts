import { webFontsAttribute } from '@akoma/tokens';

/**
 * The web fonts the library ships (./fonts.ts), each as a CSS font shorthand for `document.fonts.load`,
 * written as the script's own array (a string, so a bundle that leaves the script out keeps nothing of it).
 */
const webFonts = `['16px "Inter Variable"','700 16px "Plus Jakarta Sans Variable"']`;

/** Remembers, in the browser's local storage, that the web fonts have been downloaded here before. */
const storageKey = 'akoma:web-fonts';

/**
 * An inline script for the page's `<head>` that decides when the web fonts come in. Letting fonts
 * in makes the browser restyle and lay out the whole page (the themes' font stacks start with the
 * web fonts once `<html>` has `data-web-fonts`), which on a long page and a slow phone is a long
 * task just when the page is starting to respond. So the fonts come in at a moment the page is laid
 * out anyway:
 *
 * - on a visit after the fonts have been downloaded once (they are in the browser's cache), from
 *   the first paint;
 * - otherwise, the page is drawn in local faces scaled to the web fonts' metrics (so nothing moves
 *   when the fonts come in), the web fonts are fetched once it has painted, and they come in with
 *   the next page the visitor opens in the app (`letWebFontsIn`, called as a new page renders).
 *
 * What is fetched is each family's Latin subset, the one English and French are written in (a
 * font's load asks for the face that draws a space); a page with letters from another subset gets
 * that subset when the fonts come in. Matching the page's whole text against the subsets instead
 * took 10 ms of one task on a fast machine on /auth, a long task on a slow phone.
 *
 * Neither the first paint nor the connection it needs ever waits for a font. Inline it as it is (a
 * Content-Security-Policy must allow its hash).
 */
// Built in a call marked pure, so a bundle that does not use the script drops it whole.
export const webFontsAfterFirstPaint = /* @__PURE__ */ (() =>
  `(function(d,w){var s=function(){d.documentElement.setAttribute('${webFontsAttribute}','')};try{if(w.localStorage.getItem('${storageKey}')){s();return}}catch(e){}requestAnimationFrame(function(){setTimeout(function(){if(!d.fonts||!d.fonts.load)return;Promise.all(${webFonts}.map(function(f){return d.fonts.load(f)})).then(function(){w.__akomaWebFontsReady=1;try{w.localStorage.setItem('${storageKey}','1')}catch(e){}},function(){})},0)})})(document,window)`)();

declare global {
  interface Window {
    /** Set by `webFontsAfterFirstPaint` once the web fonts have arrived on this page. */
    __akomaWebFontsReady?: number;
  }
}

/**
 * Lets the web fonts in if they have arrived: call it where the page is restyled and laid out
 * anyway, as a new page renders (in a layout effect, so it joins that page's first frame).
 */
export function letWebFontsIn() {
  if (window.__akomaWebFontsReady) document.documentElement.setAttribute(webFontsAttribute, '');
}

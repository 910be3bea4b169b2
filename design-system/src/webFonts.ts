import { dataSaverAttribute, webFontsAttribute } from '@akoma/tokens';

import { srcSetCandidatePattern } from './Image/smallestImageCandidate';

/**
 * The web fonts the library ships (./fonts.ts), each as a CSS font shorthand for `document.fonts.load`,
 * written as the script's own array (a string, so a bundle that leaves the script out keeps nothing of it).
 */
const webFonts = `['16px "Inter Variable"','700 16px "Plus Jakarta Sans Variable"']`;

/** Remembers, in the browser's local storage, that the web fonts have been downloaded here before. */
const storageKey = 'akoma:web-fonts';

/**
 * The data saver's part of the script: when the visitor asks to save data (`saveData`) or is on a
 * 2g or slow-2g connection, it marks `<html>` with `data-save-data` (the themes and components read
 * it, `dataSaverOn()` too) and, while the page is parsed, narrows each lazy image's `srcset` and its
 * `<picture>`'s sources to their smallest candidate, as `Image` does when it renders under the data
 * saver, so hydration finds the markup it renders. A lazy image is fetched only once the page is
 * laid out, after these changes; an eager one has started loading and is left alone. `n` is
 * `smallestImageCandidate` in ES5 (a unit test holds the two to the same answers), left on the
 * window as `__akomaSmallestCandidate` for `Image` to narrow the images it renders, so the page's
 * start-up carries no second copy.
 */
function dataSaverScript(): string {
  return String.raw`var c=w.navigator.connection;if(!c||!(c.saveData||/^(slow-)?2g$/.test(c.effectiveType)))return false;d.documentElement.setAttribute('${dataSaverAttribute}','');var n=function(s){var r=/${srcSetCandidatePattern.source}/g,m,b,z=1/0,t,v;while((m=r.exec(s))){t=(m[2]||'').trim();v=parseFloat(t)||1;if(v<z){z=v;b=t?m[1]+' '+t:m[1]}}return b||s};w.__akomaSmallestCandidate=n;if(!w.MutationObserver)return true;var a=function(e,s){if((s=e.getAttribute('srcset')))e.setAttribute('srcset',n(s))},f=function(i){if(i.getAttribute('loading')!=='lazy')return;a(i);var p=i.parentNode;if(p&&p.nodeName==='PICTURE')for(var k=0;k<p.children.length;k++)if(p.children[k].nodeName==='SOURCE')a(p.children[k])},h=function(l){for(var j=0;j<l.length;j++)for(var k=0;k<l[j].addedNodes.length;k++){var e=l[j].addedNodes[k];if(e.nodeType!==1)continue;if(e.nodeName==='IMG')f(e);else for(var q=e.querySelectorAll('img'),x=0;x<q.length;x++)f(q[x])}},o=new MutationObserver(h);o.observe(d,{childList:true,subtree:true});d.addEventListener('DOMContentLoaded',function(){h(o.takeRecords());o.disconnect()});return true`;
}

/**
 * An inline script for the page's `<head>` that decides when the web fonts come in. Letting fonts
 * in makes the browser restyle and lay out the whole page (the themes' font stacks start with the
 * web fonts once `<html>` has `data-web-fonts`), which on a long page and a slow phone is a long
 * task just when the page is starting to respond. So the fonts come in at a moment the page is laid
 * out anyway:
 *
 * - under the data saver (the visitor asks to save data, or is on a 2g or slow-2g connection), never:
 *   the script marks `<html>` with `data-save-data`, the page stays in the local faces scaled to the
 *   web fonts' metrics, no web font is fetched, and each lazy image is narrowed to its smallest size
 *   as the page is parsed (see `dataSaverScript`);
 * - on a visit after the fonts have been downloaded once (they are in the browser's cache), from
 *   the first paint;
 * - otherwise, the page is drawn in the local faces, the web fonts are fetched once it has painted,
 *   and they come in with the next page the visitor opens in the app (`letWebFontsIn`, called as a
 *   new page renders).
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
  `(function(d,w){if((function(){${dataSaverScript()}})())return;var s=function(){d.documentElement.setAttribute('${webFontsAttribute}','')};try{if(w.localStorage.getItem('${storageKey}')){s();return}}catch(e){}requestAnimationFrame(function(){setTimeout(function(){if(!d.fonts||!d.fonts.load)return;Promise.all(${webFonts}.map(function(f){return d.fonts.load(f)})).then(function(){w.__akomaWebFontsReady=1;try{w.localStorage.setItem('${storageKey}','1')}catch(e){}},function(){})},0)})})(document,window)`)();

declare global {
  interface Window {
    /** Set by `webFontsAfterFirstPaint` once the web fonts have arrived on this page. */
    __akomaWebFontsReady?: number;
    /** Set by `webFontsAfterFirstPaint` under the data saver: a `srcset`'s smallest candidate (`smallestImageCandidate`). */
    __akomaSmallestCandidate?: (srcSet: string) => string;
  }
}

/**
 * Lets the web fonts in if they have arrived: call it where the page is restyled and laid out
 * anyway, as a new page renders (in a layout effect, so it joins that page's first frame).
 */
export function letWebFontsIn() {
  if (window.__akomaWebFontsReady) document.documentElement.setAttribute(webFontsAttribute, '');
}

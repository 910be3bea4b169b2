import { webFontsAttribute } from '@akoma/tokens';

/** The web fonts the library ships (./fonts.ts), as a CSS font shorthand for `document.fonts.load`. */
const webFonts = ['16px "Inter Variable"', '700 16px "Plus Jakarta Sans Variable"'];

/**
 * An inline script for the page's `<head>` that lets the web fonts in once the page has painted.
 * In the frame after the first one it asks for the web fonts the page's text needs (the subsets its
 * characters fall in), and once all of them have arrived it sets `data-web-fonts` on `<html>`: the
 * themes' font stacks then start with the web fonts, and the page is restyled and laid out with them
 * once. Until that moment text is drawn in local faces scaled to the web fonts' metrics, so neither
 * the first paint nor the connection it needs waits for a font, and the swap moves nothing. (Setting
 * the attribute first, and letting each font swap in as it arrived, laid a long page out three
 * times, each a long task on a slow phone.) If a font cannot load, the attribute is set anyway and
 * the stacks fall back past it. Inline it as it is (a Content-Security-Policy must allow its hash).
 */
export const webFontsAfterFirstPaint = `requestAnimationFrame(function(){setTimeout(function(){var d=document,s=function(){d.documentElement.setAttribute('${webFontsAttribute}','')};if(!d.fonts||!d.fonts.load){s();return}var t=d.body?d.body.textContent:'';Promise.all(${JSON.stringify(webFonts)}.map(function(f){return d.fonts.load(f,t)})).then(s,s)},0)})`;

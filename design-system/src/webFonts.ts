import { webFontsAttribute } from '@akoma/tokens';

/**
 * An inline script for the page's `<head>` that lets the web fonts in once the page has painted:
 * the frame after the first one, it sets `data-web-fonts` on `<html>`, and the themes' font stacks
 * then start with the web fonts. Until that moment text is drawn in local faces scaled to the web
 * fonts' metrics, so neither the first paint nor the connection it needs waits for a font, and the
 * swap moves nothing. Inline it as it is (a Content-Security-Policy must allow its hash).
 */
export const webFontsAfterFirstPaint = `requestAnimationFrame(function(){setTimeout(function(){document.documentElement.setAttribute('${webFontsAttribute}','')},0)})`;

import { languages, languageSettings, pathIn, type Language } from '../language';
import { canonicalPath } from './meta';
import { absoluteUrl } from './siteOrigin';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A page for the sitemap: its site path (/about) and the languages it is published in. */
export interface SitemapPage {
  path: string;
  /** @default every language */
  languages?: readonly Language[];
}

/**
 * sitemap.xml, written at build time: every page in every language it is published in, each with
 * `xhtml:link` alternates naming all its language versions (the same hreflang values as its head,
 * seo/headTags.ts), so search engines pair the English and French pages.
 */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const path = canonicalPath(page.path);
    const published = page.languages ?? languages;
    const priority = path === '/' ? '1.0' : path.split('/').length === 2 ? '0.8' : '0.6';
    const alternates = published
      .flatMap((language) =>
        languageSettings[language].hreflangs.map((hreflang) => ({ hreflang, href: absoluteUrl(pathIn(language, path)) })),
      )
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    return published.map((language) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(absoluteUrl(pathIn(language, path)))}</loc>`,
        ...alternates,
        `    <priority>${priority}</priority>`,
        `  </url>`,
      ].join('\n'),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: every page may be crawled, and the sitemap lists them. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

import { canonicalPath } from './meta';
import { absoluteUrl } from './siteOrigin';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** sitemap.xml for every page (its path), written at build time. */
export function sitemapXml(pages: readonly { path: string }[]): string {
  const urls = pages.map((page) => {
    const priority = page.path === '/' ? '1.0' : page.path.split('/').length === 2 ? '0.8' : '0.6';
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(canonicalPath(page.path)))}</loc>\n    <priority>${priority}</priority>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: every page may be crawled, and the sitemap lists them. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

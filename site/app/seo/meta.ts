import { findPage, homePage, type PageEntry } from '../content/pages';
import { absoluteUrl } from './siteOrigin';
import { canonicalPath, headTags, organisationSchema, type MetaDescriptor } from './headTags';

export { canonicalPath, defaultSocialImage, headTags, homeMeta, hreflangs, type MetaDescriptor } from './headTags';

/** Breadcrumbs from the home page down to a page, for structured data. */
export function breadcrumbTrail(page: PageEntry): { name: string; path: string }[] {
  const segments = page.path.split('/').filter(Boolean);
  const trail = [{ name: homePage.name, path: '/' }];
  segments.forEach((_segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const entry = findPage(path);
    if (entry) trail.push({ name: entry.name, path });
  });
  return trail;
}

function breadcrumbSchema(page: PageEntry) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(page).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * Everything a page says about itself in `<head>`: title, description, keywords, Open Graph and
 * large-summary-card tags, the canonical address, hreflang alternates and structured data (the
 * organisation on the home page, breadcrumbs elsewhere). Client-side navigation replaces all of it
 * with the next page's.
 */
export function pageMeta(page: PageEntry): MetaDescriptor[] {
  return headTags(page, page.screen === 'home' ? organisationSchema() : breadcrumbSchema(page));
}

/** Metadata for a path: its page's, or the home defaults for a path the site doesn't list. */
export function metaForPath(path: string): MetaDescriptor[] {
  return pageMeta(findPage(path) ?? { ...homePage, path: canonicalPath(path) });
}

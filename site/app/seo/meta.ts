import { findPage, homePage, sectionPage, type PageEntry } from '../content/pages';
import { canonicalPath, editionUrl, headTags, organisationSchema, type MetaDescriptor } from './headTags';

export { alternateLinks, canonicalPath, defaultSocialImage, editionUrl, headTags, homeMeta, type MetaDescriptor } from './headTags';

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
      item: editionUrl(crumb.path),
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
  const tags = headTags(page, page.screen === 'home' ? organisationSchema() : breadcrumbSchema(page));
  return page.indexed === false ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

/**
 * Metadata for a path: its page's; for an unknown address in an any-slug section
 * (/solutions/<anything>), the section's, kept out of search results; otherwise the home defaults.
 */
export function metaForPath(path: string): MetaDescriptor[] {
  const page = findPage(path);
  if (page) return pageMeta(page);
  const section = sectionPage(path);
  if (section) return [...pageMeta(section), { name: 'robots', content: 'noindex' }];
  return pageMeta({ ...homePage, path: canonicalPath(path) });
}

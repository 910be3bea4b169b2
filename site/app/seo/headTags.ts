import { brand } from '../content/brand';
import { contactDetails } from '../content/contactDetails';
import { homePage } from '../content/homePage';
import type { PageEntry } from '../content/pages';
import { languages, languageSettings, pathIn, siteLanguage, currentLanguage, type Language } from '../language';
import { absoluteUrl } from './siteOrigin';

// The head tags every page shares, without the list of all pages (meta.ts adds what needs it:
// breadcrumbs), so the home page's start-up code doesn't carry every page's metadata.

/** The shape React Router's `meta` exports return (kept local so this module stays pure). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string }
  | { 'script:ld+json': Record<string, unknown> };

/**
 * The language and market versions search engines are told a page serves. The English page is
 * declared for the US, Nigeria, South Africa and Kenya, and as the x-default; its French twin under
 * /fr (app/language.ts) for Côte d'Ivoire. Every page lists all of them, itself included, each at
 * its own address. A page with no French twin (a piece not yet translated) declares English alone.
 */
export function alternateLinks(path: string, inLanguages: readonly Language[] = languages): MetaDescriptor[] {
  const canonical = canonicalPath(path);
  return inLanguages.flatMap((language) =>
    languageSettings[language].hreflangs.map((hrefLang) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang,
      href: absoluteUrl(pathIn(language, canonical)),
    })),
  );
}

/** The absolute address of a site path in this build's edition: /about, or /fr/about in French. */
export const editionUrl = (path: string) => absoluteUrl(pathIn(siteLanguage, canonicalPath(path)));

/** The image a shared link shows: the brand's card, described by the home page's title in this edition's language. */
export const defaultSocialImage = { path: '/og-image.png', width: 1200, height: 630, alt: homePage.title };

/** The canonical form of a path: no trailing slash except the root. */
export function canonicalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

export function organisationSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: brand.name,
    description: homePage.description,
    url: editionUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl(defaultSocialImage.path),
    email: contactDetails.email,
    telephone: contactDetails.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contactDetails.office.streetAddress,
      addressLocality: contactDetails.office.city,
      addressCountry: 'NG',
    },
    areaServed: 'Africa',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ],
    sameAs: contactDetails.social.map((profile) => profile.href),
  };
}

/**
 * What a link to a page shows where it is shared (Open Graph and the large summary card): its title,
 * description and the site's image. A page with a canonical address adds it as `og:url`.
 */
export function sharingTags(title: string, description: string): MetaDescriptor[] {
  const image = absoluteUrl(defaultSocialImage.path);
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(defaultSocialImage.width) },
    { property: 'og:image:height', content: String(defaultSocialImage.height) },
    { property: 'og:image:alt', content: defaultSocialImage.alt },
    { property: 'og:locale', content: currentLanguage.ogLocale },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

/**
 * Everything a page says about itself in `<head>`: title, description, keywords, Open Graph and
 * large-summary-card tags, the canonical address, hreflang alternates and structured data (with the
 * page's language as `inLanguage`). A page with no French twin names only English in `inLanguages`.
 * Client-side navigation replaces all of it with the next page's.
 */
export function headTags(
  page: PageEntry,
  structuredData: Record<string, unknown>,
  inLanguages: readonly Language[] = languages,
): MetaDescriptor[] {
  const url = editionUrl(page.path);
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords.join(', ') },
    ...sharingTags(page.title, page.description),
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternateLinks(page.path, inLanguages),
    { 'script:ld+json': { ...structuredData, inLanguage: currentLanguage.htmlLang } },
  ];
}

/** The home page's head tags, with the organisation's structured data. */
export function homeMeta(): MetaDescriptor[] {
  return headTags(homePage, organisationSchema());
}

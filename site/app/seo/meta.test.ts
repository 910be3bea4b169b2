import { describe, expect, it } from 'vitest';

import { findPage, homePage, pages } from '../content/pages';
import { alternateLinks, breadcrumbTrail, canonicalPath, metaForPath, pageMeta } from './meta';

const contentOf = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find((entry) => ('name' in entry && entry.name === key) || ('property' in entry && entry.property === key));

describe('page metadata', () => {
  it('gives every page its own title', () => {
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('follows the default title pattern on the home page: tagline | product | slogan', () => {
    expect(homePage.title).toBe("Africa's Most Trusted Workplace Transformation Partner | Akoma | Capability, Wellbeing, Performance");
  });

  it('derives the canonical address from the site origin and the path, without a trailing slash', () => {
    const meta = pageMeta(findPage('/about/') ?? homePage);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://akoma.example/about' });
    expect(canonicalPath('/')).toBe('/');
  });

  it('carries large-summary-card and Open Graph tags with the default image and type website', () => {
    const meta = pageMeta(homePage);
    expect(contentOf(meta, 'twitter:card')).toEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(contentOf(meta, 'og:type')).toEqual({ property: 'og:type', content: 'website' });
    expect(contentOf(meta, 'og:image')).toEqual({ property: 'og:image', content: 'https://akoma.example/og-image.png' });
  });

  it('lists its English alternates and x-default at its own address, and fr-ci at its French twin', () => {
    const alternates = pageMeta(findPage('/about') ?? homePage).filter((entry) => 'hrefLang' in entry);
    expect(alternates.map((entry) => ('hrefLang' in entry ? [entry.hrefLang, entry.href] : []))).toEqual([
      ...['en-us', 'en-ng', 'en-za', 'en-ke', 'x-default'].map((hrefLang) => [hrefLang, 'https://akoma.example/about']),
      ['fr-ci', 'https://akoma.example/fr/about'],
    ]);
  });

  it('puts the French home page at /fr/ and names no French alternate for a page in English only', () => {
    const hrefsOf = (links: ReturnType<typeof alternateLinks>) =>
      links.map((entry) => ('hrefLang' in entry ? [entry.hrefLang, entry.href] : []));
    expect(hrefsOf(alternateLinks('/'))).toContainEqual(['fr-ci', 'https://akoma.example/fr/']);
    expect(hrefsOf(alternateLinks('/insights/managing-gen-z', ['en'])).map(([hrefLang]) => hrefLang)).toEqual([
      'en-us',
      'en-ng',
      'en-za',
      'en-ke',
      'x-default',
    ]);
  });

  it('says the page is in English in its structured data and Open Graph locale', () => {
    const meta = pageMeta(findPage('/about') ?? homePage);
    expect(meta.find((entry) => 'script:ld+json' in entry)).toMatchObject({ 'script:ld+json': { inLanguage: 'en' } });
    expect(contentOf(meta, 'og:locale')).toEqual({ property: 'og:locale', content: 'en_NG' });
  });

  it('describes the organisation with its Lagos address and weekday hours on the home page', () => {
    const schema = pageMeta(homePage).find((entry) => 'script:ld+json' in entry);
    expect(schema).toMatchObject({
      'script:ld+json': {
        '@type': 'ProfessionalService',
        address: { addressLocality: 'Lagos', addressCountry: 'NG' },
        openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      },
    });
  });

  it('gives inner pages breadcrumbs from home down through their parents', () => {
    const page = findPage('/solutions/wellbeing');
    expect(page).toBeDefined();
    expect(breadcrumbTrail(page ?? homePage)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Solutions', path: '/solutions' },
      { name: 'Fuel Wellbeing', path: '/solutions/wellbeing' },
    ]);
  });

  it('falls back to the home defaults for a path the site does not list', () => {
    const meta = metaForPath('/somewhere-else');
    expect(meta[0]).toEqual({ title: homePage.title });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://akoma.example/somewhere-else' });
  });
});

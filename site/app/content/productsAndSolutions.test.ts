import { describe, expect, it } from 'vitest';

import about from '#content/about';

import { startOptions } from './akoma360';
import { findPage, subRouteSlugs } from './pages';
import { carouselProductSlugs, findProduct, products } from './products';
import { integration, signatureProductsHero } from './signatureProducts';
import { findYourSolution, pillars, triSphereSolutions } from './solutions';

/** Every internal address these pages link to must be a page the site has (the crawler's rule). */
const internalLinks = [
  ...products.map((product) => product.href),
  ...pillars.map((pillar) => pillar.path),
  ...triSphereSolutions.map((solution) => solution.href),
  ...findYourSolution.needs.map((need) => need.href),
  ...startOptions.options.map((option) => option.href),
  about.callToAction.primary.href,
  about.callToAction.secondary.href,
  about.partners.link.href,
  integration.flagship.href,
  integration.contact.href,
  signatureProductsHero.secondary.href,
];

describe('the products and solutions content', () => {
  it.each(internalLinks)('links to %s, a page the site has', (href) => {
    expect(findPage(href)).toBeDefined();
  });

  it('has a product for every signature-products sub-route', () => {
    for (const slug of subRouteSlugs('signatureProducts')) expect(findProduct(slug), slug).toBeDefined();
  });

  it('has a pillar or a product for every solutions sub-route', () => {
    for (const slug of subRouteSlugs('solutions')) {
      const isPillar = pillars.some((pillar) => pillar.id === slug);
      expect(isPillar || findProduct(slug) !== undefined, slug).toBe(true);
    }
  });

  it('shows TWU, WellPaddy and IndyOps in the carousel, and five products in all', () => {
    expect(carouselProductSlugs.map((slug) => findProduct(slug)?.name)).toEqual(['TWU', 'WellPaddy', 'IndyOps']);
    expect(products).toHaveLength(5);
    expect(products.map((product) => product.name)).toContain('WorkforceOS');
  });

  it('gives the TriSphere six solutions', () => {
    expect(triSphereSolutions).toHaveLength(6);
  });

  it('keeps product artwork on the site itself', () => {
    for (const product of products) expect(product.image.src).toMatch(/^\/images\/signature-products\/[\w-]+\.svg$/);
  });
});

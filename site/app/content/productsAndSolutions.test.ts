import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import about from '#content/about';
import akoma360 from '#content/akoma360';
import askIndy from '#content/askIndy';
import signatureProducts from '#content/signatureProducts';
import solutions from '#content/solutions';

import { askIndyPillars } from './askIndy';
import { resolveLink } from './linkTargets';
import { findPage, subRouteSlugs } from './pages';
import { pillarIds } from './pillars';
import { carouselProductSlugs, findProduct, products } from './products';
import { pillars } from './solutions';

/** Every internal address these pages link to must be a page the site has (the crawler's rule). */
const internalLinks = [
  ...products.map((product) => product.href),
  ...pillars.map((pillar) => pillar.path),
  solutions.intro.primary.href,
  solutions.intro.secondary.href,
  solutions.pillarSection.contactHref,
  ...solutions.triSphere.solutions.map((solution) => solution.href),
  ...solutions.findYourSolution.needs.map((need) => need.href),
  akoma360.hero.secondary.href,
  ...akoma360.startOptions.options.map((option) => option.href),
  ...askIndy.tools.lists.flatMap((list) => list.tools.map((tool) => resolveLink(tool.href))),
  about.callToAction.primary.href,
  about.callToAction.secondary.href,
  about.partners.link.href,
  signatureProducts.integration.flagship.href,
  signatureProducts.integration.contact.href,
  signatureProducts.hero.secondary.href,
];

describe('the products and solutions content', () => {
  it.each([...new Set(internalLinks)])('links to %s, a page the site has', (href) => {
    expect(findPage(href)).toBeDefined();
  });

  // The routes take these slugs from the pages list (site/content/pages/metadata.yaml) and the
  // pages find the product by it (site/content/site/products.yaml): the two files must agree.
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

  it('keeps the pillars in their order on the solutions page and in the Ask Indy form', () => {
    expect(pillars.map((pillar) => pillar.id)).toEqual(pillarIds);
    expect(askIndyPillars.map((pillar) => pillar.value)).toEqual(pillarIds);
  });

  it('gives the TriSphere six solutions', () => {
    expect(solutions.triSphere.solutions).toHaveLength(6);
  });

  it('keeps product artwork on the site itself, and has a drawing for every product', () => {
    for (const product of products) {
      expect(product.image.src).toMatch(/^\/images\/signature-products\/[\w-]+\.svg$/);
      expect(existsSync(fileURLToPath(new URL(`../../public${product.image.src}`, import.meta.url))), product.image.src).toBe(true);
    }
  });
});

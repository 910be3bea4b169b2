import { describe, expect, it } from 'vitest';

import { carouselProductSlugs, products } from '../../content/products';
import { carouselIndexFor, productsLeadingWith } from './productFocus';

describe('carouselIndexFor', () => {
  it('starts on the first slide on the page itself', () => {
    expect(carouselIndexFor(undefined)).toBe(0);
  });

  it('starts on the slide of the product a sub-route names', () => {
    expect(carouselIndexFor('twu')).toBe(0);
    expect(carouselIndexFor('wellpaddy')).toBe(1);
    expect(carouselIndexFor('indyops')).toBe(2);
  });

  it('starts on the first slide for a product the carousel does not hold', () => {
    expect(carouselProductSlugs).not.toContain('workforceos');
    expect(carouselIndexFor('workforceos')).toBe(0);
  });
});

describe('productsLeadingWith', () => {
  const names = (list: readonly { name: string }[]) => list.map((product) => product.name);

  it('keeps the usual order without a product', () => {
    expect(names(productsLeadingWith(products, undefined))).toEqual(names(products));
  });

  it('puts the sub-route’s product first and keeps every product once', () => {
    const ordered = productsLeadingWith(products, 'workforceos');
    expect(ordered[0]?.name).toBe('WorkforceOS');
    expect([...names(ordered)].sort()).toEqual([...names(products)].sort());
  });

  it('ignores a slug that is not a product', () => {
    expect(names(productsLeadingWith(products, 'no-such-product'))).toEqual(names(products));
  });
});

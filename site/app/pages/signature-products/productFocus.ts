import { carouselProductSlugs, findProduct, type Product } from '../../content/products';

/**
 * The carousel's slide for a sub-route such as /signature-products/wellpaddy: that product's slide
 * when the carousel holds it, otherwise the first (WorkforceOS has no slide; its card leads instead).
 */
export function carouselIndexFor(slug: string | undefined): number {
  const index = carouselProductSlugs.findIndex((carouselSlug) => carouselSlug === slug);
  return Math.max(index, 0);
}

/** The product grid in its usual order, with the sub-route's product (if any) first. */
export function productsLeadingWith(products: readonly Product[], slug: string | undefined): Product[] {
  const selected = findProduct(slug);
  if (!selected) return [...products];
  return [selected, ...products.filter((product) => product !== selected)];
}

import type { BadgeTone, BoxBackground, CardTone } from '@akoma/design-system';

import content from '#content/products';

import { pillarIds, type PillarId } from './pillars';
import type { ProductColourName, ProductContent } from './schema/products';

/**
 * The signature products, the company's flagship products. Their words are content
 * (site/content/site/products.yaml); here each gets its artwork and its colours as design-system
 * tones. The signature-products page, the solutions page and the flagship page all read them from here.
 */

export { pillarIds, type PillarId };

/**
 * A product's colours, as design-system tones rather than raw colours: `primary` for its category
 * badge, `secondary` for its card's surface, `accent` for the band behind its carousel slide.
 */
export interface ProductColour {
  primary: BadgeTone;
  secondary: CardTone;
  accent: BoxBackground;
}

/** Each colour the content may name, as the tones it is drawn with. */
const productColours: Record<ProductColourName, ProductColour> = {
  brand: { primary: 'brandAccent', secondary: 'default', accent: 'brandAccentSoft' },
  green: { primary: 'positive', secondary: 'default', accent: 'positiveSoft' },
  grey: { primary: 'neutral', secondary: 'default', accent: 'surfaceMuted' },
  blue: { primary: 'info', secondary: 'default', accent: 'infoSoft' },
};

export interface ProductImage {
  src: string;
  /** Empty: the artwork is abstract and the product's name and text say everything. */
  alt: '';
  width: number;
  height: number;
}

export type Product = Omit<ProductContent, 'colour' | 'inCarousel'> & {
  image: ProductImage;
  color: ProductColour;
};

/** A product's artwork, by its slug: site/public/images/signature-products/<slug>.svg. */
const artwork = (slug: string): ProductImage => ({
  src: `/images/signature-products/${slug}.svg`,
  alt: '',
  width: 640,
  height: 400,
});

export const products: readonly Product[] = content.products.map(
  ({ name, slug, fullName, tagline, description, features, category, colour, href, pillars }) => ({
    slug,
    name,
    fullName,
    tagline,
    description,
    features,
    image: artwork(slug),
    color: productColours[colour],
    category,
    href,
    pillars,
  }),
);

/** The products the signature-products carousel shows, in order (ticked "In the carousel" in the content). */
export const carouselProductSlugs: readonly string[] = content.products
  .filter((product) => product.inCarousel)
  .map((product) => product.slug);

/** A product by its slug. */
export function findProduct(slug: string | undefined): Product | undefined {
  return products.find((product) => product.slug === slug);
}

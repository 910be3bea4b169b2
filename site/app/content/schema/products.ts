import { z } from 'zod';

import { pillarIds } from '../pillars.ts';
import { href, line, paragraph } from './fields.ts';

/** The badges a product's category may read: the three pillars in the products' own words. */
export const productCategories = ['Capability Building', 'Wellbeing', 'Performance'] as const;

/**
 * A product's colour, as the design system's tones: `brand` is the brand's own colour, the others
 * its green, grey and blue. site/app/content/products.ts turns each into the badge, card and
 * carousel tones.
 */
export const productColours = ['brand', 'green', 'grey', 'blue'] as const;

/** Addresses below /solutions that are not products: the pillars' sections and the flagship's page. */
const reservedSlugs: readonly string[] = [...pillarIds, 'akoma360'];

const product = z
  .object({
    name: line(40),
    /** Its address part: /signature-products/<slug> and /solutions/<slug>. */
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens')
      .refine((slug) => !reservedSlugs.includes(slug), 'is already an address below /solutions (a pillar or Akoma360)')
      .meta({
        title: 'Address part',
        description:
          'Lower-case letters, digits and hyphens. The product’s sections are at /signature-products/<address part> and /solutions/<address part>; the pages list (Page titles and headings) must name it as a sub-page. Do not change it once published.',
      }),
    fullName: line(80).meta({ title: 'Full name' }),
    tagline: line(80),
    description: paragraph(300),
    features: z.array(line(100)).min(3, 'at least 3 features').max(6, 'at most 6 features'),
    category: z.enum(productCategories).meta({ description: 'The badge on its card and carousel slide.' }),
    colour: z.enum(productColours).meta({ description: 'Its badge, card and carousel slide: brand colour, green, grey or blue.' }),
    /** Where the product is presented in full. */
    href: href.meta({ title: 'Its page', description: 'Where the product is presented in full: /signature-products/twu.' }),
    /** The pillars it serves; the first is where the solutions page places it. */
    pillars: z
      .array(z.enum(pillarIds))
      .min(1, 'at least 1 pillar')
      .max(3, 'at most 3 pillars')
      .refine((pillars) => new Set(pillars).size === pillars.length, 'names a pillar twice')
      .meta({
        title: 'Pillars it serves',
        description: 'The first is the section of the solutions page it is shown in; a product serving all three is shown in none.',
      }),
    inCarousel: z
      .boolean()
      .default(false)
      .meta({ title: 'In the carousel', description: 'Shown in the signature-products page’s carousel, in this order.' }),
  })
  .strict();

/**
 * The signature products (site/content/site/products.yaml), shown on the signature-products page,
 * the solutions page (each under the first pillar it serves, and at /solutions/<slug>) and linked
 * from the flagship page. Each product's address part must be a sub-page of the pages list; a test
 * (productsAndSolutions.test.ts) checks that every sub-page has its product.
 */
export const productsSchema = z
  .object({
    products: z
      .array(product)
      .min(1, 'at least 1 product')
      .max(8, 'at most 8 products')
      .refine((products) => new Set(products.map(({ slug }) => slug)).size === products.length, 'two products have the same address part')
      .refine((products) => products.filter(({ inCarousel }) => inCarousel).length >= 2, 'the carousel needs at least 2 products')
      .meta({ title: 'Products' }),
  })
  .strict();

export type ProductsContent = z.output<typeof productsSchema>;
export type ProductContent = ProductsContent['products'][number];
export type ProductColourName = (typeof productColours)[number];

import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';
import { template } from './template.ts';

/**
 * The signature-products page's words (site/content/pages/signature-products.yaml): hero,
 * carousel, product grid and how the products work together. The products themselves are
 * site/content/site/products.yaml; the hero's first button opens the scheduling page of the
 * contact details.
 */
export const signatureProductsSchema = z
  .object({
    hero: z
      .object({
        lead: paragraph(300),
        claim: line(100).meta({ description: 'The bold line under the introduction.' }),
        bookDemo: line(40).meta({
          title: 'First button',
          description: 'It opens the scheduling page (the contact details’ booking link).',
        }),
        secondary: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Hero' }),
    carousel: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        label: line(40).meta({ title: 'Name (for screen readers)' }),
      })
      .strict()
      .meta({ title: 'Carousel (its products are ticked “In the carousel” under Products)' }),
    grid: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        selectedBadge: line(40).meta({
          title: 'Badge of the chosen product',
          description: 'On the product an address such as /signature-products/wellpaddy brings forward.',
        }),
        featuresLabel: template(60, { '{name}': 'the product’s name' }, 'Heading of the features'),
        explore: template(60, { '{name}': 'the product’s name' }, 'Link to the product'),
      })
      .strict()
      .meta({ title: 'Every product' }),
    integration: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        steps: z
          .array(z.object({ title: line(60), description: paragraph(200) }).strict())
          .min(2, 'at least 2 steps')
          .max(6, 'at most 6 steps')
          .meta({ title: 'Steps' }),
        flagship: link.meta({ title: 'First button' }),
        contact: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Better together' }),
  })
  .strict();

export type SignatureProductsContent = z.output<typeof signatureProductsSchema>;

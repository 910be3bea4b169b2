import { z } from 'zod';

import { line } from './fields.ts';

/**
 * The clients and partners shown by their logos on /about (site/content/organisations/<id>.yaml,
 * the logo beside it in site/content/organisations/<id>/). An organisation is listed only when
 * `consent` is true, meaning it agreed in writing to have its name and logo on the site.
 */
export const organisationSchema = z
  .object({
    name: line(80).meta({ description: 'As the organisation writes it; it is also what a screen reader says for the logo.' }),
    relationship: z.enum(['client', 'partner']),
    order: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(99, 'must be at most 99')
      .meta({ description: '1 is shown first.' }),
    /** The logo's file name in the organisation's folder (site/content/organisations/<id>/logo.svg). */
    logo: z
      .string()
      .regex(
        /^[\w-]+\.(svg|jpe?g|png|webp|avif)$/i,
        'expected an SVG, JPEG, PNG, WebP or AVIF file name in the organisation’s folder, such as logo.svg',
      ),
    website: z
      .string()
      .regex(/^https:\/\/\S+$/, 'expected an https:// address')
      .meta({ description: 'Optional: the logo then links to it.' })
      .optional(),
    consent: z.boolean().default(false).meta({
      title: 'Agreed to be listed',
      description: 'Tick only once the organisation has agreed in writing. Until then it is not shown.',
    }),
  })
  .strict();

export type OrganisationFile = z.output<typeof organisationSchema>;

import { z } from 'zod';

import { line } from './fields.ts';

/**
 * Building blocks the company pages' schemas share (careers, contact, partners, impact, events):
 * words with a placeholder, a figure with its label, a picture from the site's public folder.
 */

/**
 * Words with placeholders the page fills in ("Step {number}"): each placeholder must be there,
 * with what goes in it named in the message ("must contain {number}, where the step’s number goes").
 */
export const template = (max: number, placeholders: Record<string, string>) =>
  Object.entries(placeholders).reduce(
    (text, [name, what]) => text.includes(`{${name}}`, { message: `must contain {${name}}, where ${what} goes` }),
    line(max),
  );

/** A figure as shown ("300+", "$47M") and what it counts. */
export const figure = z
  .object({
    figure: line(12).meta({ description: 'As it is shown: “300+”, “$47M”, “98%”.' }),
    label: line(60).meta({ title: 'What it counts' }),
  })
  .strict();

/** A picture in the site's public folder (site/public/images/…). */
export const publicImagePath = z
  .string()
  .regex(
    /^\/images\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/,
    'expected a picture in the site’s images folder, such as /images/impact/zestpay.svg',
  );

/** A width or height in pixels. */
export const pixels = z.number().int('must be a whole number').min(1, 'must be 1 or more').max(4000, 'must be at most 4000');

const pictureFields = {
  src: publicImagePath.meta({ title: 'Picture', description: 'Its address in the site’s images folder: /images/….' }),
  width: pixels.meta({ description: 'In pixels.' }),
  height: pixels.meta({ description: 'In pixels.' }),
};

/** A decorative picture from the site's images folder, and its size. */
export const publicPicture = z.object(pictureFields).strict();

/** A picture from the site's images folder, its size and what it shows. */
export const publicImage = z
  .object({
    ...pictureFields,
    alt: line(160).meta({ title: 'Description', description: 'What the picture shows, for people who cannot see it.' }),
  })
  .strict();

/** What a decorative illustration shows, for people who cannot see it. */
export const artAlt = line(160).meta({
  title: 'Illustration’s description',
  description: 'What the illustration shows, for people who cannot see it.',
});

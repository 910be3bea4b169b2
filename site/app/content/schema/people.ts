import { z } from 'zod';

import { line, linkedInProfile, paragraph } from './fields.ts';

/**
 * The people the site names (site/content/people/<id>.yaml, with a photograph beside it in
 * site/content/people/<id>/): today the leadership team on /about, in `order`. A person's name,
 * photograph and LinkedIn profile are published only when `consent` is true, meaning they agreed
 * in writing to have them on the site; until then the page shows the role and what it leads.
 */
export const personSchema = z
  .object({
    role: line(80),
    /** What they are accountable for, in a sentence: "Leads strategy, client partnerships...". */
    leads: paragraph(200),
    order: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(99, 'must be at most 99'),
    name: line(80).optional(),
    /** The photograph's file name in the person's folder (site/content/people/<id>/photo.jpg). */
    photo: z
      .string()
      .regex(/^[\w-]+\.(jpe?g|png|webp|avif)$/i, 'expected a JPEG, PNG, WebP or AVIF file name in the person’s folder, such as photo.jpg')
      .optional(),
    /** What the photograph shows, for people who cannot see it. */
    photoAlt: line(200).optional(),
    linkedin: linkedInProfile.optional(),
    consent: z.boolean().default(false),
  })
  .strict()
  .superRefine((person, context) => {
    if (person.photo && !person.photoAlt)
      context.addIssue({ code: 'custom', path: ['photoAlt'], message: 'a photograph needs its description (alt text)' });
    if (person.consent && !person.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'consent is given for a named person: add the name' });
  });

export type PersonFile = z.output<typeof personSchema>;

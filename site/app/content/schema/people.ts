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
    leads: paragraph(200).meta({
      title: 'What they lead',
      description: 'A sentence: “Leads strategy, client partnerships and the TriSphere framework.”',
    }),
    order: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(99, 'must be at most 99')
      .meta({ description: '1 is shown first.' }),
    name: line(80).optional(),
    /** The photograph's file name in the person's folder (site/content/people/<id>/photo.jpg). */
    photo: z
      .string()
      .regex(/^[\w-]+\.(jpe?g|png|webp|avif)$/i, 'expected a JPEG, PNG, WebP or AVIF file name in the person’s folder, such as photo.jpg')
      .optional(),
    /** What the photograph shows, for people who cannot see it. */
    photoAlt: line(200)
      .meta({
        title: 'Photograph description',
        description: 'What the photograph shows, for people who cannot see it: “Ada Obi smiling, in a green jacket”.',
      })
      .optional(),
    linkedin: linkedInProfile.meta({ title: 'LinkedIn profile', description: 'https://www.linkedin.com/in/…' }).optional(),
    /** The same words in French, for the French edition. */
    fr: z
      .object({
        role: line(80).meta({ title: 'Role', description: 'In French: “Directrice générale”.' }),
        leads: paragraph(200).meta({
          title: 'What they lead',
          description: 'A sentence in French: “Pilote la stratégie, les partenariats clients et le cadre TriSphere.”',
        }),
        photoAlt: line(200)
          .meta({
            title: 'Photograph description',
            description: 'What the photograph shows, in French: “Ada Obi souriante, en veste verte”. Needed once there is a photograph.',
          })
          .optional(),
      })
      .strict()
      .meta({ title: 'Français', description: 'The role, what they lead and the photograph’s description, in French.' }),
    consent: z.boolean().default(false).meta({
      title: 'Consent to publish',
      description:
        'Tick only once the person has agreed in writing. Until then the site shows the role alone, without name, photograph or LinkedIn.',
    }),
  })
  .strict()
  .superRefine((person, context) => {
    if (person.photo && !person.photoAlt)
      context.addIssue({ code: 'custom', path: ['photoAlt'], message: 'a photograph needs its description (alt text)' });
    if (person.photo && !person.fr.photoAlt)
      context.addIssue({
        code: 'custom',
        path: ['fr', 'photoAlt'],
        message: 'a photograph needs its description (alt text) in French too',
      });
    if (person.consent && !person.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'consent is given for a named person: add the name' });
  });

export type PersonFile = z.output<typeof personSchema>;

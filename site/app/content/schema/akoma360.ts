import { z } from 'zod';

import { pillarIds } from '../pillars.ts';
import { href, line, link, paragraph } from './fields.ts';

/**
 * The flagship programme's page, /solutions/akoma360 (site/content/pages/akoma360.yaml): six
 * capability groups, audiences, expected results, two testimonials and three ways to start. Its
 * figures are the company's published claims (docs/product-rules.md, "Brand and marketing claims");
 * the hero's first button opens the scheduling page of the contact details.
 */
export const akoma360Schema = z
  .object({
    hero: z
      .object({
        eyebrow: line(40).meta({ title: 'Eyebrow', description: 'The small line above the main heading.' }),
        lead: paragraph(300),
        bookCall: line(40).meta({
          title: 'First button',
          description: 'It opens the scheduling page (the contact details’ booking link).',
        }),
        secondary: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Hero' }),
    capabilityGroups: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        groups: z
          .array(
            z
              .object({
                title: line(40),
                description: paragraph(200),
                includes: z.array(line(100)).min(2, 'at least 2 items').max(5, 'at most 5 items').meta({ title: 'What it includes' }),
                pillars: z
                  .array(z.enum(pillarIds))
                  .min(1, 'at least 1 pillar')
                  .max(3, 'at most 3 pillars')
                  .refine((pillars) => new Set(pillars).size === pillars.length, 'names a pillar twice')
                  .meta({ title: 'Pillars', description: 'Its badges; all three show as “All three pillars”.' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 groups')
          .max(8, 'at most 8 groups')
          .meta({ title: 'Groups' }),
      })
      .strict()
      .meta({ title: 'Capability groups' }),
    audiences: z
      .object({
        heading: line(80),
        groups: z
          .array(
            z
              .object({
                who: line(60),
                gets: paragraph(200).meta({ title: 'What they get' }),
              })
              .strict(),
          )
          .min(2, 'at least 2 audiences')
          .max(8, 'at most 8 audiences')
          .meta({ title: 'Audiences' }),
      })
      .strict()
      .meta({ title: 'Who it is for' }),
    expectedResults: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        results: z
          .array(
            z
              .object({
                figure: line(12),
                label: line(40).meta({ title: 'What it counts' }),
                subtext: line(80).meta({ title: 'Context' }),
              })
              .strict(),
          )
          .min(2, 'at least 2 results')
          .max(6, 'at most 6 results')
          .meta({ title: 'Results' }),
      })
      .strict()
      .meta({ title: 'Expected results' }),
    testimonials: z
      .object({
        heading: line(80),
        testimonials: z
          .array(
            z
              .object({
                quote: paragraph(300),
                author: line(80).meta({ description: 'Named only with their consent; otherwise their role.' }),
                company: line(60),
              })
              .strict(),
          )
          .min(1, 'at least 1 testimonial')
          .max(4, 'at most 4 testimonials')
          .meta({ title: 'Testimonials' }),
      })
      .strict()
      .meta({ title: 'What leaders say' }),
    startOptions: z
      .object({
        heading: line(80),
        options: z
          .array(
            z
              .object({
                title: line(60),
                description: paragraph(200),
                href: href.meta({ title: 'Where it leads' }),
              })
              .strict(),
          )
          .min(1, 'at least 1 way to start')
          .max(4, 'at most 4 ways to start')
          .meta({ title: 'Ways to start' }),
      })
      .strict()
      .meta({ title: 'Ways to start' }),
  })
  .strict();

export type Akoma360Content = z.output<typeof akoma360Schema>;

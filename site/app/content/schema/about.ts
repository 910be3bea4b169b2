import { z } from 'zod';

import { contentIcon, line, link, paragraph } from './fields.ts';

/**
 * The About page's words and figures (site/content/pages/about.yaml): hero, the founder's vision,
 * the values, the journey, impact figures, the leadership team's heading (the people themselves
 * are site/content/people), partners and the call to action. Its figures are the ones the company
 * uses beyond the header and home page (300+ organisations in 18 markets); which page shows which
 * figures is in docs/product-rules.md, "Brand and marketing claims".
 */
export const aboutSchema = z
  .object({
    hero: z
      .object({
        eyebrow: line(40).meta({ title: 'Eyebrow', description: 'The small line above the main heading.' }),
        lead: paragraph(400),
        nameStory: paragraph(300).meta({ title: 'Our name' }),
        secondary: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Hero' }),
    vision: z
      .object({ heading: line(80), quote: paragraph(400), author: line(80), role: line(80).meta({ title: 'Author’s role' }) })
      .strict()
      .meta({ title: 'Founder’s vision' }),
    values: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        /** The disclosure's name, with {title} where the value's title goes. */
        storyLabel: line(80)
          .includes('{title}', { message: 'must contain {title}, where the value’s title goes' })
          .meta({ title: 'Story button', description: 'With {title} where the value’s title goes.' }),
        items: z
          .array(
            z
              .object({
                title: line(40),
                icon: contentIcon,
                description: paragraph(200),
                story: paragraph(500).meta({ title: 'The story behind it' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 values')
          .max(6, 'at most 6 values')
          .meta({ title: 'Values' }),
      })
      .strict()
      .meta({ title: 'Values' }),
    journey: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        entries: z
          .array(
            z
              .object({ year: z.string().regex(/^\d{4}$/, 'expected a year, such as 2026'), title: line(80), description: paragraph(240) })
              .strict(),
          )
          .min(2, 'at least 2 steps')
          .meta({ title: 'Steps' }),
      })
      .strict()
      .meta({ title: 'Journey' }),
    impact: z
      .object({
        heading: line(80),
        stats: z
          .array(
            z
              .object({
                number: line(12).meta({ title: 'Figure' }),
                label: line(40).meta({ title: 'What it counts' }),
                subtext: line(80).meta({ title: 'Context' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 figures')
          .max(6, 'at most 6 figures')
          .meta({ title: 'Figures' }),
      })
      .strict()
      .meta({ title: 'Impact figures' }),
    leadership: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        consentNote: paragraph(200).meta({ title: 'Consent note' }),
        /** The link to a leader's LinkedIn profile, with {name} where their name goes. */
        linkedInLabel: line(60)
          .includes('{name}', { message: 'must contain {name}, where the person’s name goes' })
          .meta({ title: 'LinkedIn link', description: 'With {name} where the person’s name goes.' }),
      })
      .strict()
      .meta({ title: 'Leadership team (the people are under People)' }),
    partners: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        consentNote: paragraph(200).meta({ title: 'Consent note' }),
        categories: z
          .array(
            z
              .object({
                category: line(60).meta({ title: 'Kind of partner' }),
                together: paragraph(200).meta({ title: 'What we do together' }),
              })
              .strict(),
          )
          .min(1)
          .meta({ title: 'Kinds of partner' }),
        clientsHeading: line(60).meta({
          title: 'Clients’ logos heading',
          description: 'Above the logos of the clients listed under Organisations.',
        }),
        partnersHeading: line(60).meta({
          title: 'Partners’ logos heading',
          description: 'Above the logos of the partners listed under Organisations.',
        }),
        link: link.meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Partners' }),
    callToAction: z
      .object({
        heading: line(80),
        intro: paragraph(240).meta({ title: 'Introduction' }),
        primary: link.meta({ title: 'First button' }),
        secondary: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Call to action' }),
  })
  .strict();

export type AboutContent = z.output<typeof aboutSchema>;

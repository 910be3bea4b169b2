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
        eyebrow: line(40),
        lead: paragraph(400),
        nameStory: paragraph(300),
        secondary: link,
      })
      .strict(),
    vision: z.object({ heading: line(80), quote: paragraph(400), author: line(80), role: line(80) }).strict(),
    values: z
      .object({
        heading: line(80),
        intro: paragraph(200),
        /** The disclosure's name, with {title} where the value's title goes. */
        storyLabel: line(80).includes('{title}', { message: 'must contain {title}, where the value’s title goes' }),
        items: z
          .array(z.object({ icon: contentIcon, title: line(40), description: paragraph(200), story: paragraph(500) }).strict())
          .min(3, 'at least 3 values')
          .max(6, 'at most 6 values'),
      })
      .strict(),
    journey: z
      .object({
        heading: line(80),
        intro: paragraph(200),
        entries: z
          .array(
            z
              .object({ year: z.string().regex(/^\d{4}$/, 'expected a year, such as 2026'), title: line(80), description: paragraph(240) })
              .strict(),
          )
          .min(2, 'at least 2 steps'),
      })
      .strict(),
    impact: z
      .object({
        heading: line(80),
        stats: z
          .array(z.object({ number: line(12), label: line(40), subtext: line(80) }).strict())
          .min(3, 'at least 3 figures')
          .max(6, 'at most 6 figures'),
      })
      .strict(),
    leadership: z
      .object({
        heading: line(80),
        intro: paragraph(200),
        consentNote: paragraph(200),
        /** The link to a leader's LinkedIn profile, with {name} where their name goes. */
        linkedInLabel: line(60).includes('{name}', { message: 'must contain {name}, where the person’s name goes' }),
      })
      .strict(),
    partners: z
      .object({
        heading: line(80),
        intro: paragraph(200),
        consentNote: paragraph(200),
        categories: z.array(z.object({ category: line(60), together: paragraph(200) }).strict()).min(1),
        link,
      })
      .strict(),
    callToAction: z.object({ heading: line(80), intro: paragraph(240), primary: link, secondary: link }).strict(),
  })
  .strict();

export type AboutContent = z.output<typeof aboutSchema>;

import { z } from 'zod';

import { href, line, paragraph } from './fields.ts';
import { template } from './template.ts';

/**
 * The Ask Indy page's words (site/content/pages/ask-indy.yaml): the hero, the form and its choices,
 * the sample questions, the tools for each pillar and how it works. The choices' ids (the pillars,
 * which are also the contact form's interests, and the company sizes) are the site's code; their
 * words are here. The page is anonymous: it stores and sends nothing, and submitting carries the
 * context to the contact form.
 */
export const askIndySchema = z
  .object({
    hero: z
      .object({
        lead: paragraph(300),
        privacyBadge: line(30).meta({ title: 'Privacy badge' }),
        privacyStatement: paragraph(300).meta({ title: 'Privacy statement' }),
        artAlt: line(200).meta({
          title: 'Picture description',
          description: 'What the hero’s picture shows, for people who cannot see it.',
        }),
      })
      .strict()
      .meta({ title: 'Hero (its button reads as the form’s heading)' }),
    form: z
      .object({
        heading: line(60).meta({ description: 'Also the hero’s button, which jumps to the form.' }),
        intro: paragraph(240).meta({ title: 'Introduction' }),
        pillarLabel: line(60).meta({ title: 'Pillar question' }),
        pillars: z
          .object({ capability: line(30), wellbeing: line(30), performance: line(30) })
          .strict()
          .meta({ title: 'The pillars’ names' }),
        situationLabel: line(40).meta({ title: 'Situation box’s label' }),
        situationHint: paragraph(200).meta({ title: 'Situation box’s hint' }),
        companySizeLabel: line(40).meta({ title: 'Company size’s label' }),
        companySizePlaceholder: line(40).meta({ title: 'Company size’s prompt', description: 'Shown before a size is chosen.' }),
        companySizes: z
          .object({
            msme: line(30).meta({ title: 'Micro, small or medium' }),
            growth: line(30).meta({ title: 'Growing' }),
            enterprise: line(30).meta({ title: 'Large' }),
          })
          .strict()
          .meta({ title: 'Company sizes' }),
        /** The line the contact form's message gets for the size chosen. */
        companySizeMessage: template(60, { '{size}': 'the size chosen' }, 'Company size in the message'),
        submit: line(40).meta({ title: 'Button' }),
        submitNote: paragraph(240).meta({ title: 'Note under the button' }),
      })
      .strict()
      .meta({ title: 'Form' }),
    sampleQuestions: z
      .object({
        heading: line(60),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        questions: z.array(paragraph(200)).min(2, 'at least 2 questions').max(8, 'at most 8 questions'),
      })
      .strict()
      .meta({ title: 'Sample questions' }),
    tools: z
      .object({
        heading: line(60),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        lists: z
          .array(
            z
              .object({
                heading: line(40),
                tools: z
                  .array(
                    z
                      .object({
                        label: line(60).meta({ title: 'Words' }),
                        href: href.meta({ title: 'Address' }),
                        description: paragraph(120),
                      })
                      .strict(),
                  )
                  .min(1, 'at least 1 tool')
                  .max(6, 'at most 6 tools')
                  .meta({ title: 'Tools' }),
              })
              .strict(),
          )
          .min(1, 'at least 1 list')
          .max(6, 'at most 6 lists')
          .meta({ title: 'Lists' }),
      })
      .strict()
      .meta({ title: 'Tools to go further' }),
    howItWorks: z
      .object({
        heading: line(60),
        steps: z
          .array(z.object({ title: line(40), description: paragraph(200) }).strict())
          .min(2, 'at least 2 steps')
          .max(5, 'at most 5 steps')
          .meta({ title: 'Steps' }),
      })
      .strict()
      .meta({ title: 'How it works' }),
  })
  .strict();

export type AskIndyContent = z.output<typeof askIndySchema>;

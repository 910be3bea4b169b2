import { z } from 'zod';

import { pillarIds } from '../pillars.ts';
import { href, line, link, paragraph } from './fields.ts';
import { template } from './template.ts';

const pillarList = (what: string) =>
  z
    .array(z.enum(pillarIds))
    .min(1, 'at least 1 pillar')
    .max(3, 'at most 3 pillars')
    .refine((pillars) => new Set(pillars).size === pillars.length, 'names a pillar twice')
    .meta({ title: 'Pillars', description: what });

/** A row of a pillar's deliverables table: the solution and the proof behind it. */
const deliverable = z
  .object({
    solution: line(60),
    detail: paragraph(200),
    proof: line(100).meta({ description: 'A published figure or fact: “500+ professionals transformed”.' }),
  })
  .strict();

/** One pillar's words: its name (as in the header menu), its section's heading, introduction and table. */
const pillar = (title: string) =>
  z
    .object({
      name: line(40).meta({ description: 'As in the header menu: “Build Capability”.' }),
      heading: line(80),
      intro: paragraph(200).meta({ title: 'Introduction' }),
      deliverables: z.array(deliverable).min(1, 'at least 1 solution').max(8, 'at most 8 solutions').meta({ title: 'Solutions and proof' }),
    })
    .strict()
    .meta({ title });

/**
 * The solutions page (site/content/pages/solutions.yaml): the hero, the TriSphere table of six
 * solutions, one section per pillar with the proof behind each solution, and Find Your Solution.
 * The pillars' ids and addresses (/solutions/capability...) are the site's code
 * (site/app/content/pillars.ts); their words are here. Its figures are the company's published
 * claims (docs/product-rules.md, "Brand and marketing claims").
 */
export const solutionsSchema = z
  .object({
    intro: z
      .object({
        eyebrow: line(40).meta({ title: 'Eyebrow', description: 'The small line above the main heading.' }),
        lead: paragraph(300),
        claim: line(100).meta({ description: 'The bold line under the introduction.' }),
        primary: link.meta({ title: 'First button' }),
        secondary: link.meta({ title: 'Second button' }),
      })
      .strict()
      .meta({ title: 'Hero' }),
    triSphere: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        caption: line(80).meta({ description: 'The table’s name, read out by screen readers.' }),
        columns: z
          .object({ solution: line(30), what: line(30), pillar: line(30), audience: line(30) })
          .strict()
          .meta({ title: 'Column headings' }),
        allPillars: line(40).meta({ title: 'All three pillars', description: 'Shown for a solution that serves every pillar.' }),
        solutions: z
          .array(
            z
              .object({
                name: line(40),
                href: href.meta({ title: 'Its page' }),
                what: paragraph(200).meta({ title: 'What it is' }),
                pillars: pillarList('The pillars it serves; all three for the organisation-wide offers.'),
                audience: paragraph(160).meta({ title: 'Who it is for' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 solutions')
          .max(9, 'at most 9 solutions')
          .meta({ title: 'Solutions' }),
      })
      .strict()
      .meta({ title: 'The TriSphere table' }),
    pillars: z
      .object({
        capability: pillar('Build Capability'),
        wellbeing: pillar('Fuel Wellbeing'),
        performance: pillar('Drive Performance'),
      })
      .strict()
      .meta({ title: 'The three pillars' }),
    /** The words around each pillar's deliverables table. */
    pillarSection: z
      .object({
        columns: z
          .object({ solution: line(30), proof: line(30) })
          .strict()
          .meta({ title: 'Column headings' }),
        caption: template(100, { '{heading}': 'the pillar’s heading' }, 'Table name (for screen readers)'),
        chosenEyebrow: template(80, { '{name}': 'the pillar’s name' }, 'Eyebrow of the chosen pillar (/solutions/capability)'),
        explore: template(60, { '{name}': 'the product’s name' }, 'Link to a product'),
        talkToUs: template(100, { '{heading}': 'the pillar’s heading (in lower case)' }, 'Link to the contact page'),
        contactHref: href.meta({ title: 'Contact link’s address' }),
      })
      .strict()
      .meta({ title: 'Around each pillar’s table' }),
    findYourSolution: z
      .object({
        heading: line(80),
        intro: paragraph(200).meta({ title: 'Introduction' }),
        needs: z
          .array(
            z
              .object({
                need: line(80).meta({ description: 'In the visitor’s words: “Our managers need to lead better”.' }),
                answer: paragraph(200),
                href: href.meta({ title: 'Where it leads' }),
                pillar: z
                  .enum(['none', ...pillarIds] as const)
                  .default('none')
                  .meta({ description: 'Its badge; none for the answers across the pillars.' }),
              })
              .strict(),
          )
          .min(2, 'at least 2 needs')
          .max(9, 'at most 9 needs')
          .meta({ title: 'Needs and answers' }),
      })
      .strict()
      .meta({ title: 'Find your solution' }),
    /** On a product's sub-route (/solutions/twu...), the lines that introduce it above its pillar. */
    productFocus: z
      .object({
        eyebrow: line(40),
        explore: template(60, { '{name}': 'the product’s name' }, 'Button to the product'),
        pillarLink: template(80, { '{pillar}': 'the pillar’s name' }, 'Link to its pillar'),
      })
      .strict()
      .meta({ title: 'A product on its own address (/solutions/twu)' }),
  })
  .strict();

export type SolutionsContent = z.output<typeof solutionsSchema>;

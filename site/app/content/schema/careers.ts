import { z } from 'zod';

import { artAlt, figure, publicPicture, template } from './companyFields.ts';
import { contentIcon, line, paragraph } from './fields.ts';

/**
 * The careers page's words and figures (site/content/pages/careers.yaml): hero, why join, who
 * thrives, open roles, hiring process, life here, employer figures, two films and a closing call
 * to action (the list of sections and figures is in docs/product-rules.md, "Other pages"). People
 * are named by role: the company adds names and portraits. The buttons' addresses (the careers
 * site, the guide, the career chat, the films) are under Contact details.
 */

const heading = line(80);
const intro = paragraph(260).meta({ title: 'Introduction' });

const film = z
  .object({
    title: line(40),
    description: paragraph(140),
    durationSeconds: z
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be 1 or more')
      .max(3600, 'must be at most 3600')
      .meta({ title: 'Length in seconds', description: '150 for a film of 2:30.' }),
    poster: publicPicture.meta({ title: 'Still', description: 'The picture shown before the film plays.' }),
  })
  .strict();

/** A figure that belongs to a step or a ritual ("95% of candidates rate it inspiring"). */
const sideFigure = line(90)
  .meta({ title: 'Figure', description: 'Optional: a published figure that belongs here, in a sentence.' })
  .optional();

export const careersSchema = z
  .object({
    hero: z
      .object({
        /** The 2025 award claim. The company supplies the award's full name. */
        award: line(60).meta({ description: 'The badge above the heading.' }),
        lead: paragraph(240),
        figuresLabel: line(40).meta({ title: 'Figures’ name', description: 'What a screen reader calls the figures: “Akoma in figures”.' }),
        figures: z.array(figure).min(2, 'at least 2 figures').max(4, 'at most 4 figures'),
        exploreRoles: line(40).meta({ title: 'First button', description: 'Leads to the careers site.' }),
        seeHowWeHire: line(40).meta({ title: 'Second button', description: 'Jumps to How we hire.' }),
        artAlt,
        quote: z
          .object({ text: paragraph(200).meta({ title: 'Quote' }), author: line(40).meta({ title: 'Who said it' }), role: line(40) })
          .strict(),
      })
      .strict()
      .meta({ title: 'Hero' }),
    whyJoin: z
      .object({
        heading,
        intro,
        benefits: z
          .array(
            z
              .object({
                title: line(60),
                description: paragraph(160),
                icon: contentIcon,
                /** One of the published result claims (+30%, +25%, 2x, -40%, +20%) and what it measures. */
                result: z
                  .object({
                    figure: line(12).meta({ description: 'As it is shown: “+30%”, “2x”.' }),
                    label: line(80).meta({ title: 'What it measures' }),
                  })
                  .strict()
                  .meta({ title: 'Result', description: 'A published result and what it measures.' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 reasons')
          .max(6, 'at most 6 reasons')
          .meta({ title: 'Reasons' }),
      })
      .strict()
      .meta({ title: 'Why join' }),
    whoThrives: z
      .object({
        heading,
        intro,
        personas: z
          .array(z.object({ title: line(30), description: paragraph(120), icon: contentIcon }).strict())
          .min(3, 'at least 3 kinds of people')
          .max(6, 'at most 6 kinds of people')
          .meta({ title: 'Kinds of people' }),
      })
      .strict()
      .meta({ title: 'Who thrives here' }),
    openRoles: z
      .object({
        heading,
        intro,
        learnMore: line(30).meta({ title: 'Each area’s button' }),
        /** The rest of a Learn More button's name for screen readers, with {title} where the area's title goes. */
        learnMoreAbout: template(60, { title: 'the area’s title' }).meta({
          title: 'Each area’s button, the rest of its name',
          description: 'Read by screen readers after the button’s words, with {title} where the area’s title goes: “about {title} roles”.',
        }),
        applyNow: line(30).meta({ title: 'Button under the list' }),
        areas: z
          .array(z.object({ title: line(40), description: paragraph(140) }).strict())
          .min(1, 'at least 1 area')
          .max(12, 'at most 12 areas')
          .meta({ title: 'Areas we hire in' }),
      })
      .strict()
      .meta({ title: 'Open roles' }),
    hiringProcess: z
      .object({
        heading,
        intro,
        /** Above each step, with {number} where its number goes. */
        stepLabel: template(30, { number: 'the step’s number' }).meta({
          title: 'Step number',
          description: 'Above each step, with {number} where its number goes: “Step {number}”.',
        }),
        steps: z
          .array(z.object({ step: line(40).meta({ title: 'Name' }), description: paragraph(160), figure: sideFigure }).strict())
          .min(2, 'at least 2 steps')
          .max(7, 'at most 7 steps')
          .meta({ title: 'Steps' }),
      })
      .strict()
      .meta({ title: 'How we hire' }),
    lifeAtAkoma: z
      .object({
        heading,
        intro,
        rituals: z
          .array(z.object({ title: line(40), description: paragraph(140), figure: sideFigure }).strict())
          .min(2, 'at least 2 rituals')
          .max(8, 'at most 8 rituals')
          .meta({ title: 'Rituals' }),
      })
      .strict()
      .meta({ title: 'Life at Akoma' }),
    employerImpact: z
      .object({
        heading,
        intro,
        stats: z
          .array(
            z
              .object({
                value: line(12).meta({ title: 'Figure', description: 'As it is shown: “90%”, “5,000+”.' }),
                label: line(40).meta({ title: 'What it counts' }),
                note: line(60).meta({ title: 'Context' }).optional(),
              })
              .strict(),
          )
          .min(2, 'at least 2 figures')
          .max(6, 'at most 6 figures')
          .meta({ title: 'Figures' }),
      })
      .strict()
      .meta({ title: 'Our impact as an employer' }),
    videos: z
      .object({
        heading,
        intro,
        lifeAtAkoma: film.meta({ title: 'First film', description: 'Its address is under Contact details, Videos, Life at Akoma.' }),
        meetTheTeam: film.meta({ title: 'Second film', description: 'Its address is under Contact details, Videos, Meet the team.' }),
      })
      .strict()
      .meta({ title: 'Films' }),
    callToAction: z
      .object({
        heading,
        intro,
        exploreRoles: line(40).meta({ title: 'First button', description: 'Leads to the careers site.' }),
        pitch: z
          .object({
            label: line(40).meta({ title: 'Button' }),
            message: paragraph(200).meta({ title: 'WhatsApp message', description: 'The message the chat opens with.' }),
          })
          .strict()
          .meta({ title: 'Pitch yourself (WhatsApp)' }),
        guide: line(50).meta({ title: 'Careers guide button' }),
        chat: line(50).meta({ title: 'Career chat button' }),
      })
      .strict()
      .meta({ title: 'Call to action' }),
  })
  .strict();

export type CareersContent = z.output<typeof careersSchema>;

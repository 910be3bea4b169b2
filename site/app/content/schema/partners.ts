import { z } from 'zod';

import { artAlt, template } from './companyFields.ts';
import { line, link, paragraph } from './fields.ts';

/**
 * The partners page's words (site/content/pages/partners.yaml): who we partner with, how, what it
 * has achieved, the events and experiences hub with its flagship events, and the closing call to
 * action. The dated events are the Events collection; the words of registering for events are
 * under Event words.
 */

const heading = line(80);
const intro = paragraph(200).meta({ title: 'Introduction' });
const subject = line(100).meta({ title: 'E-mail subject' });

/** A flagship event: a member's registration is stored under its id, so the id never changes. */
const flagshipEvent = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'expected lower-case letters, digits and hyphens')
      .meta({
        title: 'Id',
        description:
          'Lower-case letters, digits and hyphens. Members’ registrations are kept under it: never change it, and never give it to another event.',
      }),
    name: line(60),
    cadence: line(30).meta({ title: 'How often', description: '“Every year”, “Every month”.' }),
    format: line(40).meta({ title: 'Where', description: '“Lagos, in person”, “Online”.' }),
    description: paragraph(240),
  })
  .strict();

export const partnersSchema = z
  .object({
    hero: z
      .object({
        lead: paragraph(400),
        primaryAction: line(40).meta({ title: 'First button', description: 'Leads to the contact form, with Partnership chosen.' }),
        eventsAction: line(40).meta({ title: 'Second button', description: 'Jumps to the upcoming events.' }),
        artAlt,
      })
      .strict()
      .meta({ title: 'Hero' }),
    audiences: z
      .object({
        heading,
        intro,
        audiences: z
          .array(z.object({ title: line(60), description: paragraph(200) }).strict())
          .min(2, 'at least 2 kinds of partner')
          .max(9, 'at most 9 kinds of partner')
          .meta({ title: 'Kinds of partner' }),
      })
      .strict()
      .meta({ title: 'Who we partner with' }),
    collaboration: z
      .object({
        heading,
        intro,
        models: z
          .array(
            z
              .object({
                title: line(40),
                description: paragraph(160),
                examples: z.array(line(90)).min(1, 'at least 1 example').max(5, 'at most 5 examples'),
              })
              .strict(),
          )
          .min(2, 'at least 2 ways')
          .max(8, 'at most 8 ways')
          .meta({ title: 'Ways to work together' }),
      })
      .strict()
      .meta({ title: 'How we collaborate' }),
    impact: z
      .object({
        heading,
        intro,
        stats: z
          .array(
            z
              .object({
                figure: line(12).meta({ description: 'As it is shown: “300+”, “98%”.' }),
                label: line(40).meta({ title: 'What it counts' }),
                subtext: line(60).meta({ title: 'Context' }),
              })
              .strict(),
          )
          .min(3, 'at least 3 figures')
          .max(6, 'at most 6 figures')
          .meta({ title: 'Figures' }),
      })
      .strict()
      .meta({ title: 'Impact highlights' }),
    eventsHub: z
      .object({
        heading,
        intro,
        flagship: z
          .object({
            heading,
            events: z
              .array(flagshipEvent)
              .min(1, 'at least 1 flagship event')
              .max(8, 'at most 8 flagship events')
              .meta({ title: 'Events' }),
          })
          .strict()
          .meta({ title: 'Flagship events' }),
        upcoming: z
          .object({
            heading,
            none: paragraph(200).meta({ title: 'When none is to come' }),
            invitation: line(40).meta({ title: 'Invitation link' }),
            invitationFor: template(40, { name: 'the event’s name' }).meta({
              title: 'Invitation link, the rest of its name',
              description: 'Read by screen readers after the link’s words, with {name} where the event’s name goes: “for {name}”.',
            }),
            /** The invitation e-mail's subject: it names the event, so it reaches the right person. */
            invitationSubject: template(100, { name: 'the event’s name', dates: 'its dates' }).meta({
              title: 'Invitation e-mail’s subject',
              description: 'With {name} and {dates} where the event’s name and dates go.',
            }),
          })
          .strict()
          .meta({ title: 'Upcoming events (they are the Events collection)' }),
        past: z.object({ heading }).strict().meta({ title: 'Past events' }),
        stayInformed: z
          .object({
            heading,
            description: paragraph(200),
            newsletter: link.meta({ title: 'Newsletter link' }),
            pastEvents: link.meta({ title: 'Past events link' }),
          })
          .strict()
          .meta({ title: 'Never miss an event' }),
      })
      .strict()
      .meta({ title: 'Events and experiences' }),
    callToAction: z
      .object({
        heading,
        intro,
        contact: line(60).meta({ title: 'Button', description: 'Leads to the contact form, with Partnership chosen.' }),
        email: z
          .object({ label: line(60).meta({ title: 'Words' }), subject })
          .strict()
          .meta({ title: 'E-mail link' }),
        sponsor: z
          .object({ label: line(60).meta({ title: 'Words' }), subject })
          .strict()
          .meta({ title: 'Sponsorship e-mail link' }),
      })
      .strict()
      .meta({ title: 'Call to action' }),
  })
  .strict();

export type PartnersContent = z.output<typeof partnersSchema>;
export type FlagshipEvent = z.output<typeof flagshipEvent>;

import { z } from 'zod';

import { line, paragraph } from './fields.ts';

const busy = (example: string) => line(40).meta({ title: 'Button while it runs', description: `“${example}”` });

/** What one kind of member e-mail's link says: what stops, the button, and once stopped. */
const stopping = (what: string) =>
  z
    .object({
      heading: line(80).meta({ title: 'Heading' }),
      text: paragraph(240).meta({ title: 'What stops' }),
      button: line(40).meta({ title: 'Button' }),
      done: line(120).meta({ title: 'Once stopped: heading' }),
    })
    .strict()
    .meta({ title: what });

/**
 * The page an IndyCircle e-mail's unsubscribe link opens (/circle/unsubscribe;
 * site/content/pages/unsubscribe.yaml): what the link stops, a button (a program that opens every
 * link must not unsubscribe anyone), then what happened, with a way to the member's preferences.
 */
export const unsubscribeSchema = z
  .object({
    digest: stopping('The digest'),
    eventReminders: stopping('Event reminders and recordings'),
    newsletter: stopping('The Workroom newsletter'),
    busy: busy('Unsubscribing...'),
    doneText: paragraph(200).meta({ title: 'Once stopped: text', description: 'Before the link to the preferences.' }),
    preferences: line(60).meta({ title: 'Link to the e-mail preferences' }),
    invalid: z
      .object({
        heading: line(80),
        text: paragraph(240),
      })
      .strict()
      .meta({ title: 'A link that is broken or not ours' }),
    failed: z
      .object({
        heading: line(80),
        text: paragraph(200),
      })
      .strict()
      .meta({ title: 'When the request fails' }),
  })
  .strict();

export type UnsubscribeContent = z.output<typeof unsubscribeSchema>;

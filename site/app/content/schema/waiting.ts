import { z } from 'zod';

import { line } from './fields.ts';
import { template } from './template.ts';

/**
 * When to try again, in words (site/content/site/waiting.yaml): what a form says after a server
 * asked the visitor to wait (too many messages, too many sign-ups), in place of {wait}.
 */
export const waitingSchema = z
  .object({
    unknown: line(40).meta({ title: 'When the wait is not known', description: '“in a few minutes”.' }),
    underAMinute: line(40).meta({ title: 'Under a minute', description: '“in less than a minute”.' }),
    aMinute: line(40).meta({ title: 'About a minute', description: '“in about a minute”.' }),
    minutes: template(40, { '{minutes}': 'the minutes, rounded up' }, 'Minutes'),
    anHour: line(40).meta({ title: 'About an hour', description: '“in about an hour”.' }),
    hours: template(40, { '{hours}': 'the hours, rounded up' }, 'Hours'),
  })
  .strict();

export type WaitingContent = z.output<typeof waitingSchema>;

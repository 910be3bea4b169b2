import { z } from 'zod';

import { line } from './fields.ts';

/**
 * A line with placeholders the page fills in ("Explore {name}"): each placeholder is required,
 * and the error says what goes there. `where` maps each placeholder to what the page puts in it.
 */
export const template = (max: number, where: Readonly<Record<string, string>>, title?: string) => {
  const entries = Object.entries(where);
  let schema = line(max);
  for (const [placeholder, what] of entries)
    schema = schema.includes(placeholder, { message: `must contain ${placeholder}, where ${what} goes` });
  const description = `With ${entries.map(([placeholder, what]) => `${placeholder} where ${what} goes`).join(', ')}.`;
  return schema.meta({ ...(title ? { title } : {}), description });
};

/**
 * How long a piece takes, as a card or a piece's page says it: "8 min read", "24 min watch",
 * "36 min listen" (its minutes in place of {minutes}).
 */
export const pieceDurations = z
  .object({
    read: template(30, { '{minutes}': 'the reading time in minutes' }, 'An article or report'),
    watch: template(30, { '{minutes}': 'the running time in minutes' }, 'A video or webinar'),
    listen: template(30, { '{minutes}': 'the running time in minutes' }, 'A podcast'),
  })
  .strict()
  .meta({ title: 'How long a piece takes' });

export type PieceDurations = z.output<typeof pieceDurations>;

import { z } from 'zod';

/**
 * The building blocks of the content files' schemas (site/content): the build checks every file
 * against its schema, and a file that breaks a rule fails the build, naming the file, the field and
 * the reason. The content editor's fields are made from the same schemas
 * (site/buildtime/keystatic/fromSchema.ts), labelled by each field's `.meta({ title, description })`.
 * Nothing here reaches the browser: the pages import only the types.
 */

/** Text on one line: a heading, a label, a name. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${String(max)} characters`);

/** A paragraph or a few sentences. */
export const paragraph = (max: number) => line(max);

/** Where a link goes: a page on the site (/contact, /insights#latest) or another site over https. */
export const href = z.string().regex(/^(\/[\w\-/#?=&.]*|https:\/\/\S+)$/, 'expected a path on the site (/contact) or an https:// address');

/** A link: the words that carry it and its address. */
export const link = z
  .object({
    label: line(60).meta({ title: 'Words' }),
    href: href.meta({ title: 'Address', description: 'A page on the site (/contact) or an https:// address.' }),
  })
  .strict();

/** The icons content may name; site/app/content/contentIcons.ts maps each to a drawing. */
export const contentIconNames = [
  'trendingUp',
  'trendingDown',
  'heart',
  'user',
  'clock',
  'check',
  'location',
  'calendar',
  'eye',
  'message',
  'search',
  'info',
] as const;
export const contentIcon = z.enum(contentIconNames);

/** A LinkedIn profile's address. */
export const linkedInProfile = z
  .string()
  .regex(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?$/, 'expected a LinkedIn profile address, https://www.linkedin.com/in/…');

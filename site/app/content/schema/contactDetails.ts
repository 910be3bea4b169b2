import { z } from 'zod';

import { line } from './fields.ts';

/**
 * How people reach the company (site/content/site/contact-details.yaml): phone, e-mail, WhatsApp,
 * the booking pages, the films, the careers site, the office and the social accounts. The pages,
 * the footer and the search engines' company card all read them from here.
 *
 * EXAMPLE VALUES: every phone number, address, e-mail, scheduling link, chat number, film and
 * social address in the file is a placeholder the company replaces before launch (see README,
 * "Content to replace"). They use reserved example numbers and the `.example` domain on purpose,
 * so nothing in it reaches a real stranger.
 */

const address = z.string().regex(/^https:\/\/\S+$/, 'expected an https:// address');

export const contactDetailsSchema = z
  .object({
    /** As the pages show it; the call links dial its digits. */
    phone: z
      .string()
      .regex(
        /^\+[1-9]\d{0,2}( \d{1,4}){2,5}$/,
        'expected an international number: +, the country code, then the number in groups, such as +234 800 000 0000',
      )
      .meta({ title: 'Phone number', description: 'As the pages show it, with the country code: +234 800 000 0000.' }),
    email: z
      .string()
      .regex(/^[\w.+-]+@[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}$/i, 'expected an e-mail address, such as hello@akoma.example')
      .meta({ title: 'E-mail address' }),
    whatsapp: z
      .object({
        number: z
          .string()
          .regex(/^[1-9]\d{7,14}$/, 'expected the number in digits alone, with the country code and no + or spaces, such as 2348000000000')
          .meta({ title: 'Number', description: 'Digits alone, with the country code and no + or spaces: 2348000000000.' }),
        greeting: line(200).meta({ description: 'The message a chat opens with, where a page does not give its own.' }),
      })
      .strict()
      .meta({ title: 'WhatsApp' }),
    schedulingUrl: address.meta({ title: 'Booking page', description: 'Where “Book a call” and “Book a Demo” lead.' }),
    careerChatUrl: address.meta({ title: 'Career chat booking page' }),
    videos: z
      .object({
        story: address.meta({ title: 'Our story', description: 'The home page’s Watch Our Story.' }),
        lifeAtAkoma: address.meta({ title: 'Life at Akoma', description: 'On the careers page.' }),
        meetTheTeam: address.meta({ title: 'Meet the team', description: 'On the careers page.' }),
      })
      .strict()
      .meta({ title: 'Films' }),
    careersSite: address.meta({ title: 'Careers site', description: 'Where the openings are: Explore Open Roles, Apply Now.' }),
    careersGuidePdf: address.meta({ title: 'Careers guide (PDF)' }),
    careersGuideBytes: z.number().int('expected a whole number of bytes').positive('expected the file’s size in bytes').meta({
      title: 'Careers guide’s size (bytes)',
      description:
        'As the file’s properties give it, in bytes (1240000): the page says “PDF, 1.2 MB” so visitors know what it costs to open.',
    }),
    office: z
      .object({
        city: line(40),
        country: line(40),
        address: line(120).meta({ title: 'Full address' }),
        streetAddress: line(100).meta({ title: 'Street', description: 'The address without city and country, for search engines.' }),
        timezone: line(30).meta({ title: 'Time zone', description: 'As the page shows it: WAT (UTC+1).' }),
        hours: line(80).meta({ title: 'Office hours' }),
      })
      .strict()
      .meta({ title: 'Office' }),
    social: z
      .array(z.object({ name: line(30), href: address.meta({ title: 'Address' }) }).strict())
      .min(1, 'at least 1 account')
      .max(8, 'at most 8 accounts')
      .meta({ title: 'Social accounts' }),
  })
  .strict();

export type ContactDetailsContent = z.output<typeof contactDetailsSchema>;

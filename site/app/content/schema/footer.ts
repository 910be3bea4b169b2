import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';

/**
 * The footer's words and links (site/content/site/footer.yaml): the company in a sentence, the
 * newsletter box, the link columns, the headings over the contact details and the social links
 * (the details themselves are site/app/content/contactDetails.ts), the legal links and the
 * copyright line. Its code loads after the first screen, so these words are apart from the
 * header's. Every address must be a page the site has (a test checks it).
 */
export const footerSchema = z
  .object({
    about: paragraph(160).meta({ title: 'The company in a sentence' }),
    newsletter: z
      .object({
        heading: line(60),
        intro: paragraph(120).meta({ title: 'Introduction' }),
        label: line(40).meta({ title: 'Field’s name for screen readers' }),
        placeholder: line(40).meta({ title: 'Hint in the empty field' }),
        button: line(30),
        busy: line(30).meta({ title: 'Button while signing up', description: '“Subscribing...”' }),
      })
      .strict()
      .meta({ title: 'Newsletter sign-up' }),
    columns: z
      .array(
        z
          .object({
            heading: line(30),
            links: z.array(link).min(1, 'at least 1 link').max(8, 'at most 8 links'),
          })
          .strict(),
      )
      .min(1, 'at least 1 column')
      .max(6, 'at most 6 columns')
      .meta({ title: 'Link columns' }),
    contact: z
      .object({
        heading: line(40),
        whatsApp: line(60).meta({ title: 'WhatsApp link' }),
      })
      .strict()
      .meta({ title: 'Contact details', description: 'The address, phone number and e-mail are the company’s contact details.' }),
    social: z
      .object({ heading: line(40) })
      .strict()
      .meta({ title: 'Social links', description: 'The profiles are the company’s contact details.' }),
    legal: z
      .object({
        label: line(40).meta({ title: 'Links’ name for screen readers', description: '“Legal”.' }),
        links: z.array(link).min(1, 'at least 1 link').max(8, 'at most 8 links'),
      })
      .strict()
      .meta({ title: 'Legal links' }),
    copyright: line(80),
  })
  .strict();

export type FooterContent = z.output<typeof footerSchema>;

import { z } from 'zod';

import { line, paragraph } from './fields.ts';

/**
 * What a visitor sees when there is no page, or when a page fails (site/content/site/errors.yaml).
 */
export const errorsSchema = z
  .object({
    notFound: z
      .object({
        title: line(60).meta({ title: 'Title', description: 'The browser tab’s and search results’ title, written whole.' }),
        description: paragraph(200).meta({ title: 'Description', description: 'For search engines and links shared.' }),
        code: line(10).meta({ title: 'Big figure', description: 'The status over the message: “404”.' }),
        message: line(80),
        home: line(30).meta({ title: 'Button home' }),
      })
      .strict()
      .meta({ title: 'Page not found' }),
    failure: z
      .object({
        heading: line(80),
        fallback: line(120).meta({ title: 'When the failure has no message of its own' }),
      })
      .strict()
      .meta({ title: 'A page that fails' }),
  })
  .strict();

export type ErrorsContent = z.output<typeof errorsSchema>;

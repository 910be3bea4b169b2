import { z } from 'zod';

import { line, paragraph } from './fields.ts';

/**
 * A client's testimonial, as the home page and /impact both have them: the quote, signed with the
 * speaker's role and organisation; with the client's consent, with the speaker's name, then their
 * role and company. A page's schema puts these fields in its own object (with fields of its own
 * around them) and passes that object through `namedOnlyWithConsent`.
 */
export const testimonialFields = ({ quoteMax, organisation }: { quoteMax: number; organisation: { title: string; example: string } }) => ({
  quote: paragraph(quoteMax).meta({ description: 'Without quotation marks: the page adds them.' }),
  role: line(60).meta({ title: 'Speaker’s role', description: '“Chief People Officer”: the quote is signed with it.' }),
  organisation: line(60).meta({
    title: organisation.title,
    description: `Shown under the role while the speaker is not named: “${organisation.example}”.`,
  }),
  name: line(80).meta({ title: 'Speaker’s name' }).optional(),
  company: line(60)
    .meta({
      title: 'Speaker’s company',
      description: `Follows the role once the speaker is named; left empty, the ${organisation.title.toLowerCase()} does.`,
    })
    .optional(),
  consent: z.boolean().default(false).meta({
    title: 'Client agreed to be named',
    description:
      'Name and company show only when ticked (“Ada Obi”, then “Chief People Officer, ZestPay Fintech”); until then the quote is signed with the role and the organisation. Tick only once the client has agreed in writing.',
  }),
});

interface Signed {
  consent: boolean;
  name?: string | undefined;
  company?: string | undefined;
}

/** Consent without a name is refused; without consent the build leaves name and company out, so they never reach a page. */
export function namedOnlyWithConsent<Output extends Signed, Input>(schema: z.ZodType<Output, Input>) {
  return schema
    .superRefine((entry, context) => {
      if (entry.consent && !entry.name)
        context.addIssue({ code: 'custom', path: ['name'], message: 'the client agreed to be named: add the speaker’s name' });
    })
    .transform(({ name, company, ...entry }) => ({ ...entry, ...(entry.consent ? { name, company } : {}) }));
}

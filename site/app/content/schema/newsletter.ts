import { z } from 'zod';

import { line, paragraph } from './fields.ts';
import { template } from './template.ts';

const outcome = (title: string) =>
  z
    .object({
      title: line(60),
      description: template(160, { '{email}': 'the address' }),
    })
    .strict()
    .meta({ title });

const titled = (title: string) =>
  z
    .object({ title: line(60), description: paragraph(180) })
    .strict()
    .meta({ title });

const linkAction = (title: string) =>
  z
    .object({
      heading: line(60),
      intro: paragraph(120).meta({ title: 'Introduction' }),
      button: line(40),
      busy: line(40).meta({ title: 'Button while it runs' }),
      done: titled('Once done'),
    })
    .strict()
    .meta({ title });

/**
 * The Workroom newsletter (site/content/pages/newsletter.yaml): what the sign-up box (in the footer
 * and on /newsletter) says after each answer, and the /newsletter page: what the newsletter is, how
 * signing up works, and the confirm and unsubscribe links from its e-mails. The footer reads only
 * the sign-up messages (the view `newsletterSignUp`).
 */
export const newsletterSchema = z
  .object({
    signUpMessages: z
      .object({
        confirmationSent: outcome('A confirmation link sent'),
        confirmationPending: outcome('A confirmation link already on its way'),
        alreadySubscribed: outcome('Already subscribed'),
        rateLimited: template(160, { '{wait}': 'the wait (“in about 8 minutes”)' }, 'Too many sign-ups'),
        failed: line(140).meta({ title: 'When it fails' }),
      })
      .strict()
      .meta({ title: 'Sign-up box: after sending', description: 'In the footer and on the newsletter page.' }),
    intro: paragraph(240).meta({ title: 'Introduction' }),
    expect: line(60).meta({ title: 'Heading over the two lists' }),
    inside: z
      .object({ heading: line(60), items: z.array(line(140)).min(1, 'at least 1 item').max(8, 'at most 8 items') })
      .strict()
      .meta({ title: 'In each issue' }),
    steps: z
      .object({ heading: line(60), items: z.array(line(140)).min(1, 'at least 1 step').max(6, 'at most 6 steps') })
      .strict()
      .meta({ title: 'How signing up works' }),
    signUp: z
      .object({ heading: line(60), intro: paragraph(120).meta({ title: 'Introduction' }) })
      .strict()
      .meta({ title: 'Sign-up section' }),
    links: z
      .object({
        confirm: linkAction('Confirm link (from the e-mail)'),
        unsubscribe: linkAction('Unsubscribe link (from an issue)'),
        invalid: z
          .object({ title: line(60), description: paragraph(200), action: line(40).meta({ title: 'Link to the sign-up' }) })
          .strict()
          .meta({ title: 'A link that no longer works' }),
        failed: titled('When the newsletter service cannot be reached'),
      })
      .strict()
      .meta({ title: 'Links from the e-mails' }),
  })
  .strict();

export type NewsletterContent = z.output<typeof newsletterSchema>;
export type NewsletterSignUpMessages = NewsletterContent['signUpMessages'];

import { z } from 'zod';

import { line, link, paragraph } from './fields.ts';
import { template } from './template.ts';

const busy = (example: string) => line(40).meta({ title: 'Button while it runs', description: `“${example}”` });

/**
 * The IndyCircle sign-in page (/auth; site/content/pages/auth.yaml): sign in (the default tab),
 * create an account, or ask for a link to set a new password, and why to join. The rules stay the
 * site's: where a message states one (“{min} characters or more”), the site puts in the rule's
 * number.
 */
export const authSchema = z
  .object({
    intro: paragraph(190).meta({ title: 'Introduction' }),
    cardTitle: line(60).meta({ title: 'Heading over the forms' }),
    tabs: z.object({ signIn: line(30).meta({ title: 'Sign in tab' }), signUp: line(30).meta({ title: 'Create account tab' }) }).strict(),
    signIn: z
      .object({
        email: line(40).meta({ title: 'Address field' }),
        password: line(40).meta({ title: 'Password field' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Signing in...'),
      })
      .strict()
      .meta({ title: 'Sign in' }),
    signUp: z
      .object({
        firstName: line(40).meta({ title: 'First name field' }),
        lastName: line(40).meta({ title: 'Last name field' }),
        email: line(40).meta({ title: 'Address field' }),
        password: line(40).meta({ title: 'Password field' }),
        passwordPlaceholder: template(80, { '{min}': 'the shortest length allowed (6)' }, 'Hint in the empty password field'),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Creating account...'),
      })
      .strict()
      .meta({ title: 'Create account' }),
    code: z
      .object({
        heading: line(60),
        intro: template(200, { '{email}': 'the new account’s address' }, 'Introduction'),
        field: line(40).meta({ title: 'Code field' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Confirming...'),
        invalid: line(100).meta({ title: 'Not 6 digits' }),
        wrong: line(160).meta({ title: 'A wrong or expired code' }),
        resend: line(40).meta({ title: 'Send a new code button' }),
        resendBusy: busy('Sending...'),
        resent: template(120, { '{email}': 'the new account’s address' }, 'Once a new code is sent'),
      })
      .strict()
      .meta({ title: 'Enter the code, after creating an account' }),
    linkedIn: line(40).meta({ title: 'LinkedIn button' }),
    or: line(10).meta({ title: 'Between the form and LinkedIn', description: '“or”' }),
    whyJoin: z
      .object({
        heading: line(60),
        benefits: z.array(line(120)).min(2, 'at least 2 benefits').max(8, 'at most 8 benefits'),
        more: link.meta({ title: 'Link to more' }),
      })
      .strict()
      .meta({ title: 'Why join' }),
    trustedBy: z
      .object({
        label: line(60).meta({ title: 'Words' }),
        companies: z.array(line(40)).min(1, 'at least 1 company').max(8, 'at most 8 companies').meta({ title: 'Companies' }),
      })
      .strict()
      .meta({ title: 'Trusted by' }),
    recovery: z
      .object({
        forgot: line(40).meta({ title: 'Forgot password button' }),
        heading: line(60),
        intro: paragraph(140).meta({
          title: 'Introduction',
          description: 'Also on the new-password page when the link is missing or broken.',
        }),
        email: line(40).meta({ title: 'Address field' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Sending...'),
        back: line(40).meta({ title: 'Back button' }),
        missingEmail: line(80).meta({ title: 'No address' }),
        invalidEmail: line(100).meta({ title: 'Not an address' }),
        sent: template(260, { '{email}': 'the address' }, 'Once the link is asked for'),
      })
      .strict()
      .meta({ title: 'Forgot password' }),
    messages: z
      .object({
        missingCredentials: line(80).meta({ title: 'No address or password' }),
        signedIn: line(60).meta({ title: 'Once signed in' }),
        accountCreated: line(100).meta({ title: 'Once the account is created' }),
        failed: line(100).meta({ title: 'When it fails without a reason' }),
      })
      .strict()
      .meta({ title: 'Messages' }),
  })
  .strict();

export type AuthContent = z.output<typeof authSchema>;

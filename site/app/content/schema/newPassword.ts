import { z } from 'zod';

import { line, paragraph } from './fields.ts';

/**
 * The page a password-reset link opens (/auth/new-password; site/content/pages/new-password.yaml),
 * around the new-password form, whose own words are the account page's.
 */
export const newPasswordSchema = z
  .object({
    waiting: line(60).meta({ title: 'While the link is checked' }),
    invalid: paragraph(160).meta({ title: 'A link expired or used' }),
    noLink: paragraph(160).meta({ title: 'No link' }),
    requestAgain: line(40).meta({ title: 'Button for a new link' }),
    intro: paragraph(120).meta({ title: 'Introduction', description: 'Over the form.' }),
    done: line(100).meta({ title: 'Once the password is set' }),
  })
  .strict();

export type NewPasswordContent = z.output<typeof newPasswordSchema>;

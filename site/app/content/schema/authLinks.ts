import { z } from 'zod';

import { line } from './fields.ts';
import { template } from './template.ts';

/**
 * The messages a visitor gets on arriving from a link Auth sent (site/content/site/auth-links.yaml):
 * a new account's confirmation, a return from LinkedIn, an e-mail change. A password-reset link's
 * page says its own.
 */
export const authLinksSchema = z
  .object({
    signedIn: line(80).meta({ title: 'Signed in by a link' }),
    emailChanged: template(120, { '{email}': 'the new address' }, 'E-mail address changed'),
    failed: line(120).meta({ title: 'A link that cannot be used', description: 'When Auth gives no reason of its own.' }),
  })
  .strict();

export type AuthLinksContent = z.output<typeof authLinksSchema>;

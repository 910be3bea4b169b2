import type { ActionRequest, ContactContext } from './context.ts';
import { callDatabase } from './database.ts';
import { isJsonObject } from './fields.ts';

/**
 * What the two links in a newsletter confirmation share (`confirm.ts`, `unsubscribe.ts`): the body
 * `{token}`, the 43-character token from the link, and the SQL function that acts on it and returns
 * the subscription's new status, or nothing for a token it does not know.
 */

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface NewsletterLinkRule {
  /** The SQL function that takes `p_token` and returns the new status, or null. */
  sqlFunction: 'confirm_newsletter_subscription' | 'unsubscribe_from_newsletter';
  /** What the visitor is told when the database does not know the token. */
  unknownTokenMessage: string;
}

/** Follows one link: 400 for a token that is not even the right shape, 404 for an unknown one, else 200 with the status. */
export async function followNewsletterLink(context: ContactContext, { body, json }: ActionRequest, rule: NewsletterLinkRule) {
  const token = isJsonObject(body) ? body.token : undefined;
  if (typeof token !== 'string' || !tokenPattern.test(token)) {
    return json(400, {
      error: 'invalid_request',
      message: 'This link is not complete.',
      fields: { token: 'token must be the 43-character code from the e-mailed link.' },
    });
  }
  const [status] = await callDatabase(context.database, rule.sqlFunction, { p_token: token });
  if (!status) return json(404, { error: 'invalid_token', message: rule.unknownTokenMessage });
  return json(200, { status });
}

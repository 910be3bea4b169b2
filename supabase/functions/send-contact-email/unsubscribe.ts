import type { ContactAction } from './context.ts';
import { followNewsletterLink } from './newsletterLink.ts';

/**
 * `POST /send-contact-email/newsletter/unsubscribe`, `{token}`: ends a subscription with the token
 * from the e-mail's unsubscribe link (the site's /newsletter page calls this when the visitor
 * presses its button). The link never expires, and using it twice is fine: `{status: "unsubscribed"}`.
 */
export const unsubscribe: ContactAction = (context, request) =>
  followNewsletterLink(context, request, {
    sqlFunction: 'unsubscribe_from_newsletter',
    unknownTokenMessage: 'This unsubscribe link is not valid.',
  });

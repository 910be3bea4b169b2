import type { ContactAction } from './context.ts';
import { followNewsletterLink } from './newsletterLink.ts';

/**
 * `POST /send-contact-email/newsletter/confirm`, `{token}`: confirms a subscription with the token
 * from the confirmation e-mail's link (which opens the site's /newsletter page, where the visitor
 * presses the button that calls this). The link works for 7 days; answers `{status: "confirmed"}`.
 */
export const confirmSubscription: ContactAction = (context, request) =>
  followNewsletterLink(context, request, {
    sqlFunction: 'confirm_newsletter_subscription',
    unknownTokenMessage: 'This confirmation link has expired or is not valid.',
  });

import { newsletterSubject } from '../_shared/contract.ts';
import { confirmSubscription } from './confirm.ts';
import type { ContactAction } from './context.ts';
import { postDeliverPendingMail } from './deliverPendingMail.ts';
import { isJsonObject } from './fields.ts';
import { postInquiry } from './inquiries.ts';
import { postNewsletterSignUp } from './newsletter.ts';
import { unsubscribe } from './unsubscribe.ts';

/**
 * LEGACY: `POST /send-contact-email` itself, as the function answered before it routed by path.
 * Kept for two callers that cannot move at once: a browser still running an older bundle of the
 * site (a PWA keeps its cached one until it updates), and a pg_cron job scheduled by the
 * `schedule_mail_delivery` migration on a project where the `reschedule_mail_delivery` migration
 * has not run yet. It chooses an action from the body and runs that action's own code:
 * - `{"action": "deliver_pending_mail"}`: the retry job (`deliverPendingMail.ts`);
 * - `{"action": "confirm_newsletter" | "unsubscribe_newsletter", "token": …}`: the newsletter's links;
 * - an inquiry whose subject is `newsletterSubject`: a newsletter sign-up (`newsletter.ts`);
 * - any other body: a contact inquiry (`inquiries.ts`).
 * Another `action` is refused with 400. New callers use the paths; remove this once no client
 * older than the routes can be running and every project has the new schedule.
 */

const legacyActionNames = ['deliver_pending_mail', 'confirm_newsletter', 'unsubscribe_newsletter'] as const;
type LegacyActionName = (typeof legacyActionNames)[number];

const legacyActions: Record<LegacyActionName, ContactAction> = {
  deliver_pending_mail: postDeliverPendingMail,
  confirm_newsletter: confirmSubscription,
  unsubscribe_newsletter: unsubscribe,
};

const isLegacyActionName = (value: unknown): value is LegacyActionName =>
  typeof value === 'string' && (legacyActionNames as readonly string[]).includes(value);

export const legacyRoot: ContactAction = (context, request) => {
  const { body, json } = request;
  const fields = isJsonObject(body) ? body : {};
  if (fields.action !== undefined) {
    if (!isLegacyActionName(fields.action)) {
      return Promise.resolve(json(400, { error: 'invalid_request', message: `action must be one of: ${legacyActionNames.join(', ')}.` }));
    }
    return legacyActions[fields.action](context, request);
  }
  const signUp = typeof fields.subject === 'string' && fields.subject.trim() === newsletterSubject;
  return (signUp ? postNewsletterSignUp : postInquiry)(context, request);
};

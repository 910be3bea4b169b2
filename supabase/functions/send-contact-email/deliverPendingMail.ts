import { sendMail } from '../_shared/http.ts';
import {
  createContactContext,
  type ContactAction,
  type ContactContext,
  type ContactFunctionConfig,
  type ContactFunctionDependencies,
} from './context.ts';
import { callDatabase, isMailKind, recordMailResult } from './database.ts';
import { pendingMail } from './mail.ts';
import { UnsendableMail } from './memberMail/memberMail.ts';
import { sameSecret } from './sameSecret.ts';

/**
 * `POST /send-contact-email/deliver-pending-mail`: the retry job, which Supabase Cron calls every
 * minute (the migration `reschedule_mail_delivery`) with the service role key as its bearer token;
 * any other caller is refused with 401. It answers how many e-mails it sent and how many failed.
 */

/**
 * Sends every e-mail that is due (a first send that failed, or one whose sender stopped before
 * recording the result), at most `rounds` batches of 20, and records each result. Concurrent runs
 * never send the same e-mail (claim_due_mail leases each one), and the mail API's idempotency key
 * makes a repeat after a lost answer harmless.
 */
async function deliverDueMail(context: ContactContext, rounds: number): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let round = 0; round < rounds; round += 1) {
    const due = await callDatabase(context.database, 'claim_due_mail', { p_limit: 20 });
    if (due.length === 0) break;
    for (const { kind, id } of due) {
      // A row the table's own check would never hold: skipped, rather than sent as the wrong e-mail.
      if (!isMailKind(kind) || id === null) continue;
      let mail;
      try {
        mail = await pendingMail(context, kind, id);
      } catch (unsendable) {
        // A member e-mail whose event (or every piece) is gone: recorded as a failed attempt with
        // the reason, so it backs off and ends 'failed' rather than being claimed forever.
        if (!(unsendable instanceof UnsendableMail)) throw unsendable;
        await recordMailResult(context.database, kind, id, unsendable.message);
        failed += 1;
        continue;
      }
      // Gone since it was claimed (an unsubscribe, say): nothing to send.
      if (!mail) continue;
      const error = await sendMail(context.mail, context.send, mail);
      await recordMailResult(context.database, kind, id, error);
      if (error) failed += 1;
      else sent += 1;
    }
  }
  return { sent, failed };
}

/** The job as the local backend runs it on its timer, with the function's own settings. */
export function deliverPendingMail(config: ContactFunctionConfig, dependencies: ContactFunctionDependencies, rounds = 5) {
  return deliverDueMail(createContactContext(config, dependencies), rounds);
}

export const postDeliverPendingMail: ContactAction = async (context, { request, json }) => {
  const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!sameSecret(bearer, context.config.serviceRoleKey)) {
    return json(401, { error: 'unauthorized', message: 'Only the service role may run the delivery job.' });
  }
  return json(200, await deliverDueMail(context, 5));
};

import { interestIds, type ContactInquiry, type MailLanguage } from '../_shared/contract.ts';
import { sendMail } from '../_shared/http.ts';
import { rateLimitedAnswer, type ContactAction } from './context.ts';
import { callDatabase, DatabaseUnavailable, logUnrecorded, recordMailResult } from './database.ts';
import { sha256Hex } from './digest.ts';
import { checkLanguage, checkSender, isJsonObject, notAnObject, textFields, type FieldProblems } from './fields.ts';
import { acknowledgementMail, inquiryMail } from './mail.ts';
import { senderIpHash, signedInMember } from './sender.ts';

/**
 * `POST /send-contact-email/inquiries`: a contact inquiry from the site's contact form. It is
 * stored first, through `record_contact_inquiry()`, which applies the retry guard and the rate
 * limits where every instance sees the same rows; only then is the company e-mailed, and the
 * visitor sent an acknowledgement in the language of the edition they wrote from (`language`,
 * 'en' or 'fr'). A failed send stays pending for the retry job, and the visitor is told it was
 * received, which it was.
 */

/** An inquiry that passed every check, with the fields no person fills in: the request id, the language and the honeypot. */
export interface ValidInquiry extends ContactInquiry {
  clientRequestId: string | undefined;
  language: MailLanguage;
  /** The honeypot: a field people never see, so only bots fill it. */
  website: string;
}

export type InquiryValidation = { ok: true; inquiry: ValidInquiry } | { ok: false; fields: FieldProblems };

const isInterest = (value: string): value is ValidInquiry['interest'] => value === '' || (interestIds as readonly string[]).includes(value);

/** Checks a decoded body: every field's type, presence and length, with a message per problem. */
export function validateInquiry(body: unknown): InquiryValidation {
  const fields = textFields(body);
  if (!fields || !isJsonObject(body)) return { ok: false, fields: notAnObject };
  const { read, problems } = fields;
  const interest = read('interest');
  const inquiry = {
    name: read('name'),
    email: read('email'),
    company: read('company'),
    role: read('role'),
    country: read('country'),
    message: read('message'),
    interest: isInterest(interest) ? interest : '',
    subject: read('subject'),
    clientRequestId: read('clientRequestId') || undefined,
    language: checkLanguage(body, problems),
    website: read('website'),
  } satisfies ValidInquiry;

  checkSender(inquiry, problems);
  if (!problems.name && inquiry.name === '') problems.name = 'Enter your name.';
  if (!problems.message && inquiry.message === '') problems.message = 'Enter a message.';
  if (!problems.subject && inquiry.subject === '') problems.subject = 'A subject is required.';
  if (!problems.interest && !isInterest(interest)) problems.interest = `interest must be one of: ${interestIds.join(', ')}.`;

  if (Object.keys(problems).length > 0) return { ok: false, fields: problems };
  return { ok: true, inquiry };
}

/** A digest of what an inquiry says, to tell a retry (same words) from a reused request id. */
function contentHash(inquiry: ValidInquiry): Promise<string> {
  const { name, email, company, role, country, interest, subject, message } = inquiry;
  return sha256Hex(JSON.stringify([name, email, company, role, country, interest, subject, message]));
}

export const postInquiry: ContactAction = async (context, { request, body, json }) => {
  const validation = validateInquiry(body);
  if (!validation.ok) return json(400, { error: 'invalid_request', message: 'Some fields need attention.', fields: validation.fields });
  const { inquiry } = validation;

  // A filled honeypot is a bot: answer as if it worked, store and send nothing.
  if (inquiry.website !== '') return json(200, { id: crypto.randomUUID(), status: 'received' });

  const { rateLimit } = context;
  const member = await signedInMember(request, context.database);
  const [result] = await callDatabase(context.database, 'record_contact_inquiry', {
    p_client_request_id: inquiry.clientRequestId ?? crypto.randomUUID(),
    p_content_hash: await contentHash(inquiry),
    p_email: inquiry.email,
    p_subject: inquiry.subject,
    p_name: inquiry.name,
    p_company: inquiry.company,
    p_role: inquiry.role,
    p_country: inquiry.country,
    p_interest: inquiry.interest,
    p_message: inquiry.message,
    // Left out when unknown, for the SQL function's default, null.
    p_ip_hash: (await senderIpHash(request, context.config.serviceRoleKey)) ?? undefined,
    p_user_id: member?.id,
    p_max_per_address: rateLimit.perAddress,
    p_max_per_ip: rateLimit.perIp,
    p_window: context.rateWindow,
    p_language: inquiry.language,
  });
  if (!result) throw new DatabaseUnavailable('record_contact_inquiry returned nothing');
  switch (result.outcome) {
    case 'rate_limited':
      return rateLimitedAnswer(
        json,
        result.retry_after_seconds ?? rateLimit.windowSeconds,
        'Too many messages from this address or connection. Please try again later.',
      );
    case 'conflict':
      return json(409, {
        error: 'request_conflict',
        message: 'This request id was already used for a different message. Send it as a new message.',
      });
    case 'duplicate':
      // The same press of Send, retried: it is stored, and its e-mail is (or will be) on its way.
      return json(200, { id: result.inquiry_id, status: 'received' });
    default: {
      const id = result.inquiry_id ?? '';
      // Stored first; a failed send stays pending for the retry job, and the visitor is told it
      // was received, which it was. The two e-mails go side by side, each recorded on its own.
      const notification = inquiryMail(context, id, inquiry);
      // It repeats the inquiry only to a signed-in member writing from their own address (mail.ts).
      const acknowledgement = acknowledgementMail(context, { id, ...inquiry }, member?.email);
      await Promise.all([
        sendMail(context.mail, context.send, notification).then((error) =>
          recordMailResult(context.database, 'contact_inquiry', id, error).catch(logUnrecorded),
        ),
        sendMail(context.mail, context.send, acknowledgement).then((error) =>
          recordMailResult(context.database, 'contact_acknowledgement', id, error).catch(logUnrecorded),
        ),
      ]);
      return json(200, { id, status: 'received' });
    }
  }
};

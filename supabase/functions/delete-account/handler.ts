import type { SupabaseClient } from '@supabase/supabase-js';

import { isMailLanguage, type MailLanguage } from '../_shared/contract.ts';
import type { Database } from '../_shared/database.types.ts';
import { escapeHtml, originList, requiredSetting, sendMail, type MailSettings } from '../_shared/http.ts';
import { readJsonRequest } from '../_shared/jsonRequest.ts';

/**
 * The delete-account function: a signed-in member deletes their own account. Auth checks the
 * access token the request carries; the body must repeat the account's e-mail address (the
 * confirmation the member typed). The function then deletes the user with the service role: every
 * row the member kept goes with it (their tables cascade from auth.users), and their sessions end.
 * Only then is a confirmation e-mailed to the address that was theirs, in the member's language
 * (their metadata's `language`, which the site keeps: 'fr' for the French edition, else English).
 * Bad input is answered 4xx with a JSON reason; a deletion the backend could not make is a 503 and
 * leaves everything as it was.
 */

export interface DeleteAccountConfig {
  /** Origins allowed to call (CORS). An entry may end in ":*" to allow any port. */
  allowedOrigins: readonly string[];
  mail: MailSettings;
  /** The site's address, for the e-mail's link, e.g. "https://www.akoma.example". */
  siteUrl: string;
  /** The member area's name, as the e-mail names it. @default 'IndyCircle' */
  memberArea?: string;
}

export interface DeleteAccountDependencies {
  /** A supabase-js client signed in as service role. */
  database: SupabaseClient<Database>;
  fetch: typeof fetch;
}

const maxBodyBytes = 4096;

export function configFromEnvironment(get: (name: string) => string | undefined): DeleteAccountConfig {
  const required = requiredSetting('delete-account', get);
  return {
    allowedOrigins: originList(required('ALLOWED_ORIGINS')),
    mail: { mailApiUrl: required('MAIL_API_URL'), mailApiKey: required('MAIL_API_KEY'), from: required('CONTACT_FROM') },
    siteUrl: required('SITE_URL'),
  };
}

/** The confirmation's words in each language, for the member area, the address and the sign-up page's address. */
const deletionWords: Record<MailLanguage, (memberArea: string, email: string, signUpUrl: string) => { subject: string; lines: string[] }> =
  {
    en: (memberArea, email, signUpUrl) => ({
      subject: `Your ${memberArea} account is deleted`,
      lines: [
        `We've deleted the ${memberArea} account for ${email}, as you asked.`,
        'Your sign-in, saved pieces, ROI estimates, assessments and event registrations are gone for good.',
        `You're welcome back any time: create a new account at ${signUpUrl}.`,
        "If you didn't ask for this, reply to this e-mail and we'll help.",
      ],
    }),
    fr: (memberArea, email, signUpUrl) => ({
      subject: `Votre compte ${memberArea} a été supprimé`,
      lines: [
        `Comme vous l’avez demandé, nous avons supprimé le compte ${memberArea} associé à ${email}.`,
        'Vos identifiants, vos publications enregistrées, vos estimations de ROI, vos diagnostics et vos inscriptions aux événements sont définitivement effacés.',
        `Vous pouvez revenir quand vous le souhaitez\u00a0: créez un nouveau compte sur ${signUpUrl}.`,
        'Si vous n’êtes pas à l’origine de cette demande, répondez à cet e-mail et nous vous aiderons.',
      ],
    }),
  };

/** The language the member's metadata names ('fr' from the French edition), else English. */
export function memberLanguage(metadata: Record<string, unknown> | undefined): MailLanguage {
  const language = metadata?.language;
  return isMailLanguage(language) ? language : 'en';
}

/** The e-mail that confirms a deletion, as HTML and plain text, in the member's language, with the sign-up page of that language's edition. */
export function deletionEmail(siteUrl: string, memberArea: string, email: string, language: MailLanguage = 'en') {
  const signUpUrl = `${siteUrl.replace(/\/+$/, '')}${language === 'fr' ? '/fr' : ''}/auth`;
  const { subject, lines } = deletionWords[language](memberArea, email, signUpUrl);
  return {
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

export function createDeleteAccountHandler(
  config: DeleteAccountConfig,
  { database, fetch: send = fetch }: Pick<DeleteAccountDependencies, 'database'> & Partial<DeleteAccountDependencies>,
): (request: Request) => Promise<Response> {
  const memberArea = config.memberArea ?? 'IndyCircle';

  return async function handleDeleteAccount(request: Request): Promise<Response> {
    const read = await readJsonRequest(request, { allowedOrigins: config.allowedOrigins, maxBodyBytes });
    if (read instanceof Response) return read;
    const { body, json } = read;
    const refuse = (status: number, error: string, message: string) => json(status, { error, message });

    const confirmation = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    if (typeof confirmation !== 'string' || confirmation.trim() === '' || confirmation.length > 320) {
      return json(400, {
        error: 'invalid_request',
        message: 'Confirm the deletion with the e-mail address of the account.',
        fields: { email: 'email must be the account’s e-mail address.' },
      });
    }

    // Who is asking: Auth reads the access token (an anon key or an ended session is no member).
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (token === '' || token.length > 8192) return refuse(401, 'not_signed_in', 'Sign in again to delete your account.');
    let user: { id: string; email?: string | undefined; user_metadata?: Record<string, unknown> } | undefined;
    try {
      const { data, error } = await database.auth.getUser(token);
      user = error ? undefined : data.user;
    } catch {
      return refuse(503, 'auth_unavailable', 'We could not check your sign-in. Nothing was deleted. Try again in a moment.');
    }
    if (!user) return refuse(401, 'not_signed_in', 'Sign in again to delete your account.');
    const email = user.email ?? '';
    if (email === '' || confirmation.trim().toLowerCase() !== email.toLowerCase()) {
      return json(400, {
        error: 'email_mismatch',
        message: 'That is not the e-mail address of this account. Nothing was deleted.',
        fields: { email: 'email must be the account’s e-mail address.' },
      });
    }

    try {
      const { error } = await database.auth.admin.deleteUser(user.id);
      if (error) throw error;
    } catch {
      return refuse(503, 'deletion_failed', 'We could not delete your account. Nothing was deleted. Try again in a moment.');
    }

    const mail = deletionEmail(config.siteUrl, memberArea, email, memberLanguage(user.user_metadata));
    let mailError = await sendMail(config.mail, send, { to: email, ...mail, idempotencyKey: `account-deleted-${user.id}` });
    // One more try for a passing failure; the account is gone either way, and the answer says whether the e-mail went.
    if (mailError) mailError = await sendMail(config.mail, send, { to: email, ...mail, idempotencyKey: `account-deleted-${user.id}` });
    if (mailError) console.error('delete-account: the confirmation e-mail was not sent:', mailError);
    return json(200, { deleted: true, confirmationSent: mailError === undefined });
  };
}

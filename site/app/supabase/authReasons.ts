import reasons from '#content/authReasons';

import { siteLanguage } from '../language';

/** Auth's error codes (GoTrue's) that have the site's words (site/content/site/auth-reasons.yaml). */
const reasonOfCode: Readonly<Record<string, keyof typeof reasons>> = {
  invalid_credentials: 'wrongCredentials',
  email_not_confirmed: 'unconfirmed',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  user_already_exists: 'addressTaken',
  email_exists: 'addressTaken',
  email_address_invalid: 'addressRefused',
  over_email_send_rate_limit: 'tooManyEmails',
  over_request_rate_limit: 'tooManyAttempts',
  session_not_found: 'sessionEnded',
  session_expired: 'sessionEnded',
  refresh_token_not_found: 'sessionEnded',
  otp_expired: 'linkExpired',
  flow_state_expired: 'linkExpired',
  flow_state_not_found: 'linkExpired',
  signup_disabled: 'signUpPaused',
  user_banned: 'suspended',
  reauthentication_needed: 'signInAgain',
};

/**
 * Why Auth refused, for the visitor: the site's words for Auth's code (supabase-js's AuthError
 * carries it), in this edition's language. A code without words is shown in Auth's own words on an
 * English page; a French page, which cannot show Auth's English, says `fallback`, as it does when
 * there is no reason at all.
 */
export function authReason(error: unknown, fallback: string): string {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const known = code === undefined ? undefined : reasonOfCode[code];
  if (known) return reasons[known];
  return siteLanguage === 'en' && error instanceof Error && error.message ? error.message : fallback;
}

/** The same for a code an Auth link brought back in the address (`error_code`), with its description. */
export function authLinkReason(code: string | null, description: string | null, fallback: string): string {
  const known = code === null ? undefined : reasonOfCode[code];
  if (known) return reasons[known];
  return siteLanguage === 'en' && description ? description : fallback;
}

/** What Auth says after the first of an e-mail change's two links, in the site's words. */
export const emailChangeHalfway = reasons.emailChangeHalfway;

import { z } from 'zod';

import { line } from './fields.ts';

/**
 * Why Auth refused a request, in the site's words (site/content/site/auth-reasons.yaml): each says
 * what happened and what to do. Auth names its reason with a code (GoTrue's error codes), which
 * app/supabase/authReasons.ts maps to these; a reason without words here is shown in Auth's own
 * words on English pages and as the form's general failure on French ones.
 */
const reason = (title: string, codes: string) => line(160).meta({ title, description: `Auth’s ${codes}.` });

export const authReasonsSchema = z
  .object({
    wrongCredentials: reason('Wrong address or password', 'invalid_credentials'),
    unconfirmed: reason('Address not confirmed yet', 'email_not_confirmed'),
    weakPassword: reason('Password too weak', 'weak_password'),
    samePassword: reason('New password is the current one', 'same_password'),
    addressTaken: reason('Address already has an account', 'user_already_exists and email_exists'),
    addressRefused: reason('Address refused', 'email_address_invalid'),
    tooManyEmails: reason('Too many e-mails asked for', 'over_email_send_rate_limit'),
    tooManyAttempts: reason('Too many attempts', 'over_request_rate_limit'),
    sessionEnded: reason('Session ended', 'session_not_found, session_expired and refresh_token_not_found'),
    linkExpired: reason('Link expired or used', 'otp_expired, flow_state_expired and flow_state_not_found'),
    signUpPaused: reason('Sign-ups paused', 'signup_disabled'),
    suspended: reason('Account suspended', 'user_banned'),
    signInAgain: reason('Sign in again first', 'reauthentication_needed'),
    emailChangeHalfway: reason(
      'E-mail change: first of two links accepted',
      'message after the first link of an e-mail change, when both addresses must confirm',
    ),
  })
  .strict();

export type AuthReasonsContent = z.output<typeof authReasonsSchema>;

/**
 * The sign-in card's rules as pure functions: the forms' fields, what each needs before anything
 * is sent, what a new account sends, which buttons wait while a request runs, and what a refusal
 * says. The card and its forms (AuthCard.tsx, SignInForm.tsx, SignUpForm.tsx,
 * ResetRequestForm.tsx, LinkedInButton.tsx) only wire these to the screen.
 */
import authContent from '#content/auth';

import type { FieldErrors, FormProblem } from '../../forms/formAction';
import { siteLanguage, type Language } from '../../language';
import { authReason } from '../../supabase/authReasons';

/** The card's requests to Auth. One runs at a time: while it does, every other button waits. */
export type AuthRequest = 'signIn' | 'signUp' | 'linkedIn' | 'reset' | 'code' | 'resend';

/** What each of the card's forms knows of its one request at a time. */
export interface CardRequests {
  /** The request running, if any. */
  running: AuthRequest | null;
  /** Marks `request` as the one running, for as long as the transition it is called in lasts. */
  start: (request: AuthRequest) => void;
}

/** What each card form adds to its form action: Auth's refusal in a toast, and its request marked as running while it runs. */
export function cardRequest(requests: CardRequests, request: AuthRequest) {
  return {
    failed: authFailure,
    onStart: () => {
      requests.start(request);
    },
  };
}

/** A request's button while `running` runs: busy if it is its own, unavailable if it is another. */
export function requestButton(running: AuthRequest | null, request: AuthRequest): { busy: boolean; disabled: boolean } {
  return { busy: running === request, disabled: running !== null && running !== request };
}

/** Each field's control name, in the order the form shows them. */
export const signInFields = { email: 'email', password: 'password' } as const;
export type SignInValues = Record<keyof typeof signInFields, string>;
export const emptySignIn: SignInValues = { email: '', password: '' };

export const signUpFields = { firstName: 'first_name', lastName: 'last_name', email: 'email', password: 'new-password' } as const;
export type SignUpValues = Record<keyof typeof signUpFields, string>;
export const emptySignUp: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export const resetRequestFields = { email: 'email' } as const;
export type ResetRequestValues = Record<keyof typeof resetRequestFields, string>;

/**
 * What stops a sign-in or a new account here: an address and a password are both needed. Auth
 * checks the rest (a wrong or weak password, a taken address) and says so.
 */
export function credentialsProblem(values: { email: string; password: string }): string | undefined {
  return values.email.trim() === '' || values.password === '' ? authContent.messages.missingCredentials : undefined;
}

/** The address (trimmed) and password (as typed) a sign-in sends. */
export function signInCredentials(values: SignInValues): { email: string; password: string } {
  return { email: values.email.trim(), password: values.password };
}

/**
 * What a new account sends: its address, password, name and language (this edition's, which
 * Auth's e-mails are written in); the confirmation link returns, signed in, to `returnTo` (an
 * absolute address: where the visitor came from, or the home page, in this edition).
 */
export function signUpRequest(values: SignUpValues, returnTo: string, language: Language = siteLanguage) {
  return {
    email: values.email.trim(),
    password: values.password,
    options: {
      emailRedirectTo: returnTo,
      data: { first_name: values.firstName.trim(), last_name: values.lastName.trim(), language },
    },
  };
}

/** The sign-up form's values once an account is made: the password goes, the rest stays. */
export function afterSignUp(values: SignUpValues): SignUpValues {
  return { ...values, password: '' };
}

/**
 * What stops a reset request: no address, or one the browser's own check of an e-mail field
 * (`type="email"`, its `validity.typeMismatch`) refuses. The browser's verdict is taken as given,
 * so the sign-in page carries no address rule of its own; Auth checks the address again.
 */
export function resetRequestErrors(values: ResetRequestValues, browserRefuses: boolean): FieldErrors<keyof ResetRequestValues> {
  if (values.email.trim() === '') return { email: authContent.recovery.missingEmail };
  return browserRefuses ? { email: authContent.recovery.invalidEmail } : {};
}

/** The sign-in form's address on the way back from the reset form: the one typed there, if any. */
export function signInAfterReset(signIn: SignInValues, resetEmail: string): SignInValues {
  return { ...signIn, email: resetEmail || signIn.email };
}

export const signUpCodeFields = { code: 'one-time-code' } as const;
export type SignUpCodeValues = Record<keyof typeof signUpCodeFields, string>;
export const emptySignUpCode: SignUpCodeValues = { code: '' };

/** The code as Auth takes it: its digits, whatever spaces or dashes were typed or pasted between them. */
export function codeDigits(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** What stops the code being sent: anything but the 6 digits of the e-mail. */
export function signUpCodeErrors(values: SignUpCodeValues): FieldErrors<keyof SignUpCodeValues> {
  return /^\d{6}$/.test(codeDigits(values.code)) ? {} : { code: authContent.code.invalid };
}

/** What confirming a new account by its code sends to Auth (`verifyOtp`). */
export function signUpCodeRequest(email: string, values: SignUpCodeValues) {
  return { email, token: codeDigits(values.code), type: 'signup' as const };
}

/**
 * Why Auth refused a code: a wrong or expired one (Auth says `otp_expired` for both) on the field,
 * with what to do; anything else (too many attempts, no connection) as for any other request.
 */
export function signUpCodeFailure(error: unknown): FormProblem<keyof SignUpCodeValues> {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'otp_expired' ? { code: authContent.code.wrong } : authFailure(error);
}

/** Why Auth refused a request (a wrong password, a weak one, a taken address), else a general failure (app/supabase/authReasons.ts). */
export function authFailure(error: unknown): string {
  return authReason(error, authContent.messages.failed);
}

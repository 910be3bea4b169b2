import { isValidEmail } from '@akoma/supabase/contract';

/**
 * Why an e-mail address can't be used, in words for the person who typed it, or undefined when it
 * passes the rule the Auth API and the contact function apply (the shared contract module): one
 * `@`, a domain ending in a top-level domain of two or more letters, no spaces, at most 255
 * characters.
 */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (!isValidEmail(email)) return 'Enter an email address like name@company.com.';
  return undefined;
}

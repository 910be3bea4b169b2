import { isValidEmail, maxEmailLength } from '../../functions/_shared/contract.ts';
import { badRequest } from './errors.ts';

/**
 * The Auth API's use of the shared e-mail rule (functions/_shared/contract.ts): at most 255
 * characters, checked before anything else reads the text, in one linear pass. Addresses are
 * stored lower-cased, so `Ada@…` and `ada@…` are one account.
 */
export { isValidEmail, maxEmailLength };

/** The address as stored, or GoTrue's error for a missing, too long or malformed one. */
export function normaliseEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > maxEmailLength) throw badRequest('validation_failed', 'An email address is too long');
  if (!isValidEmail(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

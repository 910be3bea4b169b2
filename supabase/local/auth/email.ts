import { badRequest } from './errors.ts';

/**
 * The e-mail rule of the Auth API, in one place: at most 255 characters (checked before anything
 * else looks at the text), one `@`, a local part of the characters GoTrue accepts, and a domain of
 * dot-separated labels ending in a top-level domain of at least two letters. Addresses are stored
 * lower-cased, so `Ada@…` and `ada@…` are one account. Every check is one pass: no pattern that
 * can backtrack.
 */

export const maxEmailLength = 255;
const localCharacters = new Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-");
const isAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Whether text is an e-mail address this API accepts. */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > maxEmailLength) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@') || at > 64) return false;
  for (let index = 0; index < at; index += 1) if (!localCharacters.has(email.charAt(index))) return false;
  const labels = email.slice(at + 1).split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return false;
    if (label.startsWith('-') || label.endsWith('-')) return false;
    for (let index = 0; index < label.length; index += 1) {
      const code = label.charCodeAt(index);
      if (!isAlphanumeric(code) && code !== 45) return false;
    }
  }
  const topLevel = labels[labels.length - 1] ?? '';
  return topLevel.length >= 2 && /^[A-Za-z]+$/.test(topLevel);
}

/** The address as stored, or GoTrue's error for a missing, too long or malformed one. */
export function normaliseEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > maxEmailLength) throw badRequest('validation_failed', 'An email address is too long');
  if (!isValidEmail(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

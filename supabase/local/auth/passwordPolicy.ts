import { maximumPasswordBytes } from '../passwords.ts';
import { badRequest, weakPassword } from './errors.ts';
import type { AuthSettings } from './settings.ts';

/** GoTrue's password rule: at most 72 bytes (what bcrypt reads), at least the minimum length. */
export function checkPasswordStrength(settings: AuthSettings, password: string): void {
  if (Buffer.byteLength(password) > maximumPasswordBytes) {
    throw badRequest('validation_failed', `Password cannot be longer than ${String(maximumPasswordBytes)} characters`);
  }
  if (password.length < settings.minimumPasswordLength) {
    throw weakPassword(`Password should be at least ${String(settings.minimumPasswordLength)} characters.`, ['length']);
  }
}

/**
 * The account forms' rules as pure functions: their fields, and what each needs before it is sent
 * (Auth checks again, and its refusals show the same way). The new-password rules serve the
 * account page and the page a reset link opens alike (NewPasswordForm.tsx).
 */
import copy from '#content/account';

import { minimumPasswordLength } from '../../content/account';
import type { FieldErrors } from '../../forms/formAction';
import { emailProblem } from '../../forms/email';

/** The longest first or last name kept (Auth caps the whole of a member's metadata too). */
export const maxNameLength = 80;

/** The messages that state a rule, with the rule's number put in their placeholder. */
export const ruleMessages = {
  nameTooLong: copy.name.tooLong.replace('{max}', String(maxNameLength)),
  passwordTooShort: copy.password.tooShort.replace('{min}', String(minimumPasswordLength)),
  passwordPlaceholder: copy.password.placeholder.replace('{min}', String(minimumPasswordLength)),
};

/** Each field's control name, in the order the form shows them. */
export const nameFields = { firstName: 'first_name', lastName: 'last_name' } as const;
export type NameValues = Record<keyof typeof nameFields, string>;

/** The name as it is saved: without the spaces around it. */
export function trimmedName(values: NameValues): NameValues {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
}

/** Either name may be empty; neither may be longer than `maxNameLength`. */
export function nameErrors(values: NameValues): FieldErrors<keyof NameValues> {
  const { firstName, lastName } = trimmedName(values);
  return {
    firstName: firstName.length > maxNameLength ? ruleMessages.nameTooLong : undefined,
    lastName: lastName.length > maxNameLength ? ruleMessages.nameTooLong : undefined,
  };
}

export const emailChangeFields = { email: 'email' } as const;
export type EmailChangeValues = Record<keyof typeof emailChangeFields, string>;

/** A new sign-in address must be an address (the rule Auth applies), and not the one in use (`current`). */
export function emailChangeErrors(values: EmailChangeValues, current: string): FieldErrors<keyof EmailChangeValues> {
  const wanted = values.email.trim();
  if (wanted === '' || emailProblem(wanted)) return { email: copy.email.invalid };
  return wanted.toLowerCase() === current ? { email: copy.email.same } : {};
}

export const newPasswordFields = { password: 'new-password', confirm: 'confirm-password' } as const;
export type NewPasswordValues = Record<keyof typeof newPasswordFields, string>;
export const emptyNewPassword: NewPasswordValues = { password: '', confirm: '' };

/** Auth's minimum length (`minimumPasswordLength`), and the same password typed twice. */
export function newPasswordErrors(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return {
    password: values.password.length < minimumPasswordLength ? ruleMessages.passwordTooShort : undefined,
    confirm: values.password !== values.confirm ? copy.password.mismatch : undefined,
  };
}

/** Whether what was typed in the deletion dialog is the member's address, in any case. */
export function confirmsDeletion(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

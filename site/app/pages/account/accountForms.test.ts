import { describe, expect, it } from 'vitest';

import copy from '#content/account';

import { minimumPasswordLength } from '../../content/account';
import {
  confirmsDeletion,
  emailChangeErrors,
  maxNameLength,
  nameErrors,
  newPasswordErrors,
  ruleMessages,
  trimmedName,
} from './accountForms';

describe('nameErrors', () => {
  it('accepts empty names and names up to the limit', () => {
    expect(nameErrors({ firstName: '', lastName: '' })).toEqual({ firstName: undefined, lastName: undefined });
    expect(nameErrors({ firstName: 'E'.repeat(maxNameLength), lastName: 'Mensah' })).toEqual({ firstName: undefined, lastName: undefined });
  });

  it('refuses a name over the limit, on its own field', () => {
    expect(nameErrors({ firstName: 'Efua', lastName: 'M'.repeat(maxNameLength + 1) })).toEqual({
      firstName: undefined,
      lastName: ruleMessages.nameTooLong,
    });
  });

  it('counts after trimming, as the name is saved', () => {
    expect(nameErrors({ firstName: `  ${'E'.repeat(maxNameLength)}  `, lastName: '' }).firstName).toBeUndefined();
    expect(trimmedName({ firstName: ' Efua ', lastName: ' Mensah ' })).toEqual({ firstName: 'Efua', lastName: 'Mensah' });
  });
});

describe('ruleMessages', () => {
  it('state the rules’ own numbers in place of their placeholders', () => {
    expect(ruleMessages.nameTooLong).toContain(String(maxNameLength));
    expect(ruleMessages.passwordTooShort).toContain(String(minimumPasswordLength));
    expect(ruleMessages.passwordPlaceholder).toContain(String(minimumPasswordLength));
    for (const message of Object.values(ruleMessages)) expect(message).not.toMatch(/[{}]/);
  });
});

describe('emailChangeErrors', () => {
  it('asks for an address like name@company.com when there is none or it is malformed', () => {
    expect(emailChangeErrors({ email: ' ' }, 'ada@bank.com')).toEqual({ email: copy.email.invalid });
    expect(emailChangeErrors({ email: 'not-an-address' }, 'ada@bank.com')).toEqual({ email: copy.email.invalid });
  });

  it('says when the address is already the one in use, in any case', () => {
    expect(emailChangeErrors({ email: ' ADA@bank.com ' }, 'ada@bank.com')).toEqual({ email: copy.email.same });
  });

  it('lets a new address through', () => {
    expect(emailChangeErrors({ email: 'ada.new@bank.com' }, 'ada@bank.com')).toEqual({});
  });
});

describe('newPasswordErrors', () => {
  it("refuses a password shorter than Auth's minimum", () => {
    expect(newPasswordErrors({ password: 'short', confirm: 'short' })).toEqual({
      password: ruleMessages.passwordTooShort,
      confirm: undefined,
    });
  });

  it('refuses two passwords that differ, on the second field', () => {
    expect(newPasswordErrors({ password: 'another-passphrase', confirm: 'another-passphrase!' })).toEqual({
      password: undefined,
      confirm: copy.password.mismatch,
    });
  });

  it('accepts the same long-enough password twice', () => {
    expect(newPasswordErrors({ password: 'a-brand-new-passphrase', confirm: 'a-brand-new-passphrase' })).toEqual({
      password: undefined,
      confirm: undefined,
    });
  });
});

describe('confirmsDeletion', () => {
  it('takes the member’s address in any case, with spaces around it', () => {
    expect(confirmsDeletion('  ADA@Bank.com ', 'ada@bank.com')).toBe(true);
  });

  it('refuses any other address', () => {
    expect(confirmsDeletion('someone@else.com', 'ada@bank.com')).toBe(false);
    expect(confirmsDeletion('', 'ada@bank.com')).toBe(false);
  });
});

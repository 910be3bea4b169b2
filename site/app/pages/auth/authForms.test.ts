import { describe, expect, it } from 'vitest';

import authContent from '#content/auth';

import {
  afterSignUp,
  authFailure,
  credentialsProblem,
  emptySignUp,
  requestButton,
  resetRequestErrors,
  signInAfterReset,
  signInCredentials,
  signUpCodeErrors,
  signUpCodeFailure,
  signUpCodeRequest,
  signUpRequest,
} from './authForms';

describe('requestButton', () => {
  it('leaves every button free while nothing runs', () => {
    expect(requestButton(null, 'signIn')).toEqual({ busy: false, disabled: false });
  });

  it('shows the running request busy and every other one unavailable, one request at a time', () => {
    expect(requestButton('signIn', 'signIn')).toEqual({ busy: true, disabled: false });
    expect(requestButton('signIn', 'signUp')).toEqual({ busy: false, disabled: true });
    expect(requestButton('signIn', 'linkedIn')).toEqual({ busy: false, disabled: true });
    expect(requestButton('reset', 'signIn')).toEqual({ busy: false, disabled: true });
  });
});

describe('credentialsProblem', () => {
  it('asks for the address and the password when either is missing', () => {
    expect(credentialsProblem({ email: '', password: 'secret' })).toBe(authContent.messages.missingCredentials);
    expect(credentialsProblem({ email: 'ada@bank.com', password: '' })).toBe(authContent.messages.missingCredentials);
  });

  it('takes an address of spaces as none, but a password of spaces as typed', () => {
    expect(credentialsProblem({ email: '   ', password: 'secret' })).toBe(authContent.messages.missingCredentials);
    expect(credentialsProblem({ email: 'ada@bank.com', password: '   ' })).toBeUndefined();
  });

  it('leaves everything else (a weak password, a malformed address) to Auth', () => {
    expect(credentialsProblem({ email: 'not-an-address', password: '1' })).toBeUndefined();
  });
});

describe('what the forms send', () => {
  it('signs in with the address trimmed and the password exactly as typed', () => {
    expect(signInCredentials({ email: ' ada@bank.com ', password: ' pass word ' })).toEqual({
      email: 'ada@bank.com',
      password: ' pass word ',
    });
  });

  it('creates an account with the names trimmed and the edition’s language, returning to where the visitor came from', () => {
    const values = { firstName: ' Ada ', lastName: ' Okafor ', email: ' ada@bank.com ', password: 'a-long-passphrase' };
    expect(signUpRequest(values, 'https://akoma.example/circle')).toEqual({
      email: 'ada@bank.com',
      password: 'a-long-passphrase',
      options: { emailRedirectTo: 'https://akoma.example/circle', data: { first_name: 'Ada', last_name: 'Okafor', language: 'en' } },
    });
    // From the French edition, Auth's e-mails are written in French (supabase/templates/).
    expect(signUpRequest(values, 'https://akoma.example/fr/circle', 'fr').options.data.language).toBe('fr');
  });

  it('clears only the password once the account is made', () => {
    const values = { ...emptySignUp, firstName: 'Ada', email: 'ada@bank.com', password: 'secret' };
    expect(afterSignUp(values)).toEqual({ ...values, password: '' });
  });
});

describe('resetRequestErrors', () => {
  it('asks for an address when there is none', () => {
    expect(resetRequestErrors({ email: '  ' }, false)).toEqual({ email: authContent.recovery.missingEmail });
  });

  it('explains the shape of an address the browser refuses', () => {
    expect(resetRequestErrors({ email: 'ada@' }, true)).toEqual({ email: authContent.recovery.invalidEmail });
  });

  it('lets through an address the browser accepts, for Auth to check again', () => {
    expect(resetRequestErrors({ email: 'ada@bank.com' }, false)).toEqual({});
  });
});

describe('signInAfterReset', () => {
  it('brings the address typed in the reset form back to the sign-in form, keeping the password', () => {
    expect(signInAfterReset({ email: 'old@bank.com', password: 'secret' }, 'new@bank.com')).toEqual({
      email: 'new@bank.com',
      password: 'secret',
    });
  });

  it('keeps the sign-in address when the reset form was left empty', () => {
    expect(signInAfterReset({ email: 'ada@bank.com', password: '' }, '')).toEqual({ email: 'ada@bank.com', password: '' });
  });
});

describe('authFailure', () => {
  it("says Auth's own reason", () => {
    expect(authFailure(new Error('Invalid login credentials'))).toBe('Invalid login credentials');
  });

  it('says a general failure when there is no reason', () => {
    expect(authFailure('offline')).toBe(authContent.messages.failed);
  });
});

describe('the code after creating an account', () => {
  it('takes the 6 digits, whatever spaces or dashes were pasted between them', () => {
    expect(signUpCodeErrors({ code: '123456' })).toEqual({});
    expect(signUpCodeErrors({ code: ' 123 456 ' })).toEqual({});
    expect(signUpCodeErrors({ code: '123-456' })).toEqual({});
    expect(signUpCodeRequest('ama@example.com', { code: '123 456' })).toEqual({
      email: 'ama@example.com',
      token: '123456',
      type: 'signup',
    });
  });

  it('refuses anything but 6 digits on the field, before anything is sent', () => {
    for (const code of ['', '12345', '1234567', '12a456', 'abcdef'])
      expect(signUpCodeErrors({ code }), code).toEqual({ code: authContent.code.invalid });
  });

  it('says a wrong or expired code on the field, and anything else as any other refusal', () => {
    const expired = Object.assign(new Error('Token has expired or is invalid'), { code: 'otp_expired' });
    expect(signUpCodeFailure(expired)).toEqual({ code: authContent.code.wrong });
    const tooMany = Object.assign(new Error('Too many'), { code: 'over_request_rate_limit' });
    expect(signUpCodeFailure(tooMany)).toBe(authFailure(tooMany));
    expect(signUpCodeFailure(new TypeError('Failed to fetch'))).toBe(authFailure(new TypeError('Failed to fetch')));
  });
});

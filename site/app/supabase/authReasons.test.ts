import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import reasons from '#content/authReasons';

import { readSingleton, siteFolder } from '../../buildtime/content/readContent';
import { contentModules } from '../../buildtime/content/registry';
import { authLinkReason, authReason } from './authReasons';

describe('why Auth refused, for the visitor', () => {
  it('says it in the site’s words for the codes Auth gives (GoTrue’s)', () => {
    expect(authReason(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'failed')).toBe(reasons.wrongCredentials);
    expect(authReason(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']), 'failed')).toBe(
      reasons.weakPassword,
    );
    expect(authReason(new AuthApiError('A user with this email address has already been registered', 422, 'email_exists'), 'failed')).toBe(
      reasons.addressTaken,
    );
  });

  it('keeps Auth’s own words for a code the site has no words for, on an English page, and the fallback without a reason', () => {
    expect(authReason(new AuthApiError('Unable to validate email address: invalid format', 400, 'validation_failed'), 'failed')).toBe(
      'Unable to validate email address: invalid format',
    );
    expect(authReason(new Error(''), 'failed')).toBe('failed');
    expect(authReason('not an error', 'failed')).toBe('failed');
  });

  it('reads a link’s error code, or its description', () => {
    expect(authLinkReason('otp_expired', 'Email link is invalid or has expired', 'failed')).toBe(reasons.linkExpired);
    expect(authLinkReason(null, 'Something else', 'failed')).toBe('Something else');
    expect(authLinkReason(null, null, 'failed')).toBe('failed');
  });

  it('has every reason in French too', () => {
    const french = readSingleton(siteFolder, contentModules.authReasons, 'fr');
    for (const key of Object.keys(reasons) as (keyof typeof reasons)[]) expect(french[key], key).not.toBe(reasons[key]);
  });
});

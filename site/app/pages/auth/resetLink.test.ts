import { describe, expect, it } from 'vitest';

import { arrivalOf, newPasswordView } from './resetLink';

describe('arrivalOf', () => {
  it('recognises a recovery link with its session', () => {
    expect(arrivalOf('#access_token=abc&refresh_token=def&type=recovery')).toBe('link');
  });

  it('recognises a link Auth refused (expired or used)', () => {
    expect(arrivalOf('#error=access_denied&error_description=Email+link+is+invalid+or+has+expired')).toBe('broken-link');
  });

  it('finds no link in an empty address, or in a session that is not a recovery', () => {
    expect(arrivalOf('')).toBe('none');
    expect(arrivalOf('#access_token=abc&type=signup')).toBe('none');
    expect(arrivalOf('#type=recovery')).toBe('none');
  });
});

describe('newPasswordView', () => {
  it('checks a link until supabase-js has its session', () => {
    expect(newPasswordView('link', false, false)).toBe('checking');
  });

  it('offers the form for a session and a member, from a link or signed in before', () => {
    expect(newPasswordView('link', true, true)).toBe('form');
    expect(newPasswordView('none', true, true)).toBe('form');
  });

  it('says why there is nothing to set: a broken link, or no link', () => {
    expect(newPasswordView('broken-link', false, false)).toBe('broken-link');
    expect(newPasswordView('none', false, false)).toBe('no-link');
    expect(newPasswordView('none', false, true)).toBe('no-link');
  });
});

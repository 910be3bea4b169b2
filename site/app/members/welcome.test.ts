import { describe, expect, it } from 'vitest';

import { safeReturnPath } from './returnTo';
import { signUpReturnPath, welcomePath } from './welcome';

describe('signUpReturnPath', () => {
  it('lands a new account on IndyCircle with its welcome when the visitor came to /auth on their own', () => {
    expect(signUpReturnPath(null, safeReturnPath(null))).toBe('/circle?welcome=1');
    expect(welcomePath).toBe('/circle?welcome=1');
  });

  it('brings the visitor back where they came from, with what they were doing', () => {
    const next = '/insights/managing-gen-z?save=managing-gen-z';
    expect(signUpReturnPath(next, safeReturnPath(next))).toBe(next);
  });

  it('never follows a path of another site', () => {
    expect(signUpReturnPath('//evil.example', safeReturnPath('//evil.example'))).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';

import { safeReturnPath, signInHref } from './returnTo';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/insights/managing-gen-z?save=managing-gen-z')).toBe('/insights/managing-gen-z?save=managing-gen-z');
    expect(safeReturnPath('/circle')).toBe('/circle');
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash that browsers read as another host', '/\\evil.example'],
    ['a relative path', 'insights'],
    ['a control character', '/circle\n'],
    ['an over-long value', `/${'a'.repeat(600)}`],
  ])('sends %s to the home page', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('signInHref', () => {
  it('carries the return path, encoded', () => {
    expect(signInHref('/insights/a?save=a')).toBe('/auth?next=%2Finsights%2Fa%3Fsave%3Da');
  });
});

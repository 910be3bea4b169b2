import { describe, expect, it } from 'vitest';

import { isSlowConnection } from './connection';

describe('isSlowConnection', () => {
  it('treats 2g and slow-2g as slow', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('treats 3g, 4g and unknown connections as not slow', () => {
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

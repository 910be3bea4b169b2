import { describe, expect, it } from 'vitest';

import { heroImageLoading } from './heroImageLoading';

describe('heroImageLoading', () => {
  it('loads the first picture at once with priority, whatever the connection', () => {
    expect(heroImageLoading(0, { ready: false, slowConnection: true })).toEqual({ priority: true, loading: 'eager' });
    expect(heroImageLoading(0, { ready: true, slowConnection: false })).toEqual({ priority: true, loading: 'eager' });
  });

  it('loads the other pictures straight away on a normal connection', () => {
    expect(heroImageLoading(1, { ready: true, slowConnection: false })).toEqual({ priority: false, loading: 'eager' });
    expect(heroImageLoading(2, { ready: true, slowConnection: false })).toEqual({ priority: false, loading: 'eager' });
  });

  it('loads the other pictures lazily on a slow connection', () => {
    expect(heroImageLoading(1, { ready: true, slowConnection: true })).toEqual({ priority: false, loading: 'lazy' });
  });

  it('keeps the other pictures lazy in the prerendered page, before the connection is known', () => {
    expect(heroImageLoading(2, { ready: false, slowConnection: false })).toEqual({ priority: false, loading: 'lazy' });
  });
});

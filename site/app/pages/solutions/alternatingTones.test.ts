import { describe, expect, it } from 'vitest';

import { alternatingTones } from './alternatingTones';

describe('alternatingTones', () => {
  it('starts plain under a muted hero and alternates', () => {
    expect(alternatingTones([false, false, false, false], 'muted')).toEqual(['default', 'muted', 'default', 'muted']);
  });

  it('starts muted under a plain introduction', () => {
    expect(alternatingTones([false, false], 'default')).toEqual(['muted', 'default']);
  });

  it('gives a highlighted band the accent and follows it with a plain band', () => {
    expect(alternatingTones([true, false, false], 'default')).toEqual(['accent', 'default', 'muted']);
    expect(alternatingTones([true, false, false, false, false], 'default')).toEqual(['accent', 'default', 'muted', 'default', 'muted']);
  });

  it('has no tones for no bands', () => {
    expect(alternatingTones([], 'muted')).toEqual([]);
  });
});

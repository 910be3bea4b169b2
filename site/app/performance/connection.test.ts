import { describe, expect, it } from 'vitest';

import { isSlowConnection, savesData } from './connection';

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

describe('savesData', () => {
  it('holds when the visitor asked to save data, whatever the connection', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savesData({ saveData: true })).toBe(true);
  });

  it('holds on 2g and slow-2g', () => {
    expect(savesData({ saveData: false, effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('does not hold on a faster connection without Save-Data, nor where the browser says nothing', () => {
    expect(savesData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});

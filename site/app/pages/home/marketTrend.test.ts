import { describe, expect, it } from 'vitest';

import { trendDirection } from './marketTrend';

describe('trendDirection', () => {
  it('points up for a rise', () => {
    expect(trendDirection(12)).toBe('up');
  });

  it('points down for a fall', () => {
    expect(trendDirection(-8)).toBe('down');
  });

  it('points down when nothing changed, since only a positive change points up', () => {
    expect(trendDirection(0)).toBe('down');
  });
});

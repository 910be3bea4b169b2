import { describe, expect, it } from 'vitest';

import { formatSignedPercent, trendDirection } from './marketTrend';

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

describe('formatSignedPercent', () => {
  it('writes a plus sign before a rise', () => {
    expect(formatSignedPercent(25)).toBe('+25%');
  });

  it('writes a true minus sign before a fall', () => {
    expect(formatSignedPercent(-8)).toBe('\u22128%');
  });

  it('writes no change without a sign', () => {
    expect(formatSignedPercent(0)).toBe('0%');
  });
});

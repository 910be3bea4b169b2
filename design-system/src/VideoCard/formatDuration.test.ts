import { describe, expect, it } from 'vitest';

import { formatDurationClock, formatDurationIso } from './formatDuration';

describe('formatDurationClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDurationClock(150)).toBe('2:30');
    expect(formatDurationClock(180)).toBe('3:00');
    expect(formatDurationClock(45)).toBe('0:45');
  });

  it('adds hours only when there are some', () => {
    expect(formatDurationClock(3909)).toBe('1:05:09');
  });

  it('rounds fractions and never shows a negative length', () => {
    expect(formatDurationClock(149.6)).toBe('2:30');
    expect(formatDurationClock(-5)).toBe('0:00');
  });
});

describe('formatDurationIso', () => {
  it('writes the ISO 8601 duration a <time> element expects', () => {
    expect(formatDurationIso(150)).toBe('PT2M30S');
    expect(formatDurationIso(180)).toBe('PT3M');
    expect(formatDurationIso(3909)).toBe('PT1H5M9S');
    expect(formatDurationIso(3600)).toBe('PT1H');
    expect(formatDurationIso(0)).toBe('PT0S');
  });
});

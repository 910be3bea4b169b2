import { describe, expect, it } from 'vitest';

import { formatCount, formatPublishDate } from './formatReportFacts';

describe('formatPublishDate', () => {
  it('writes an ISO date as day, month name and year', () => {
    expect(formatPublishDate('2025-07-15')).toBe('15 July 2025');
  });

  it('drops the leading zero of the day', () => {
    expect(formatPublishDate('2025-03-01')).toBe('1 March 2025');
  });

  it('refuses a date it cannot read', () => {
    expect(() => formatPublishDate('2025-13-01')).toThrow(/YYYY-MM-DD/);
    expect(() => formatPublishDate('15/07/2025')).toThrow(/YYYY-MM-DD/);
  });
});

describe('formatCount', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(2340)).toBe('2,340');
    expect(formatCount(526)).toBe('526');
    expect(formatCount(12000)).toBe('12,000');
  });
});

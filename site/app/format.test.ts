import { describe, expect, it } from 'vitest';

import {
  formatCount,
  formatDate,
  formatDateIn,
  formatDollars,
  formatFileSize,
  formatPercent,
  formatSignedPercent,
  siteLocale,
  templateParts,
} from './format';

describe('siteLocale', () => {
  it('is British English', () => {
    expect(siteLocale).toBe('en-GB');
  });
});

describe('formatDate', () => {
  it('writes an ISO date as day, month name and year', () => {
    expect(formatDate('2025-07-15')).toBe('15 July 2025');
  });

  it('drops the leading zero of the day', () => {
    expect(formatDate('2025-03-01')).toBe('1 March 2025');
  });

  it('keeps the calendar day, whatever the time zone (the last and first days of a year)', () => {
    expect(formatDate('2024-12-31')).toBe('31 December 2024');
    expect(formatDate('2025-01-01')).toBe('1 January 2025');
  });

  it('writes every day as Intl.DateTimeFormat does in British English', () => {
    const intl = new Intl.DateTimeFormat(siteLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    // 2023 to 2028: ordinary years and two leap years, every month's first and last day.
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2029, 0, 1); day += 24 * 60 * 60 * 1000) {
      const isoDate = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(isoDate), isoDate).toBe(intl.format(new Date(day)));
    }
  });

  it('refuses a date it cannot read or that does not exist', () => {
    expect(() => formatDate('2025-13-01')).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate('2025-02-30')).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate('15/07/2025')).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate('2025-07-15T10:00:00Z')).toThrow(/YYYY-MM-DD/);
  });
});

describe('formatCount', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(2340)).toBe('2,340');
    expect(formatCount(526)).toBe('526');
    expect(formatCount(12_480)).toBe('12,480');
  });

  it('rounds to a whole number', () => {
    expect(formatCount(1234.6)).toBe('1,235');
  });

  it('writes every whole number up to ten thousand as Intl.NumberFormat does in British English', () => {
    const intl = new Intl.NumberFormat(siteLocale, { maximumFractionDigits: 0 });
    for (let count = -10; count <= 10_000; count += 1) expect(formatCount(count), String(count)).toBe(intl.format(count));
    expect(formatCount(-0)).toBe(intl.format(-0));
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with the dollar sign and thousands separators', () => {
    expect(formatDollars(1_234_567)).toBe('$1,234,567');
    expect(formatDollars(1200)).toBe('$1,200');
    expect(formatDollars(0)).toBe('$0');
  });

  it('puts the minus before the sign for a loss', () => {
    expect(formatDollars(-225_000)).toBe('-$225,000');
  });

  it('shows no cents', () => {
    expect(formatDollars(99.6)).toBe('$100');
  });
});

describe('formatPercent', () => {
  it('writes points as a whole percentage', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(75)).toBe('75%');
  });

  it('rounds, so a fraction times 100 prints cleanly', () => {
    expect(formatPercent(0.07 * 100)).toBe('7%');
    expect(formatPercent(212.5)).toBe('213%');
  });

  it('separates thousands, as counts do', () => {
    expect(formatPercent(1275)).toBe('1,275%');
  });

  it('writes a loss with a minus', () => {
    expect(formatPercent(-37)).toBe('-37%');
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

describe('templateParts', () => {
  it('fills each placeholder in its place, between the words around it', () => {
    expect(templateParts('Showing {shown} of {total} results', { shown: 6, total: 526 })).toEqual(['Showing ', 6, ' of ', 526, ' results']);
    expect(templateParts('{minutes} min read', { minutes: 4 })).toEqual([4, ' min read']);
  });

  it('leaves a placeholder it has no value for as it is', () => {
    expect(templateParts('{a} and {b}', { a: 'x' })).toEqual(['x', ' and {b}']);
  });
});

describe('formatFileSize', () => {
  const units = { kilobytes: '{size} KB', megabytes: '{size} MB' };

  it('writes a size under a megabyte in whole kilobytes of 1,000 bytes', () => {
    expect(formatFileSize(312_400, units)).toBe('312 KB');
    expect(formatFileSize(312_600, units)).toBe('313 KB');
    expect(formatFileSize(999_400, units)).toBe('999 KB');
  });

  it('never says a file costs nothing', () => {
    expect(formatFileSize(0, units)).toBe('1 KB');
    expect(formatFileSize(120, units)).toBe('1 KB');
  });

  it('writes megabytes with one decimal under 10 and whole from there', () => {
    expect(formatFileSize(999_600, units)).toBe('1 MB');
    expect(formatFileSize(1_240_000, units)).toBe('1.2 MB');
    expect(formatFileSize(9_940_000, units)).toBe('9.9 MB');
    expect(formatFileSize(9_960_000, units)).toBe('10 MB');
    expect(formatFileSize(13_125_000, units)).toBe('13 MB');
  });

  it('writes the number into the content’s words', () => {
    expect(formatFileSize(1_240_000, { kilobytes: '{size}\u00a0Ko', megabytes: '{size}\u00a0Mo' })).toBe('1.2\u00a0Mo');
  });

  it('refuses a size that is not a number of bytes', () => {
    expect(() => formatFileSize(-1, units)).toThrow(/bytes/);
    expect(() => formatFileSize(Number.NaN, units)).toThrow(/bytes/);
  });
});

describe('formatDateIn', () => {
  it('writes a date in the language named, whatever the build’s', () => {
    expect(formatDateIn('fr', '2025-03-01')).toBe('1er mars 2025');
    expect(formatDateIn('en', '2025-03-01')).toBe('1 March 2025');
  });
});

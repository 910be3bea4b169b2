import { describe, expect, it } from 'vitest';

import { readSingleton, siteFolder } from '../../buildtime/content/readContent';
import { contentModules } from '../../buildtime/content/registry';
import { tryAgainIn } from './tryAgainIn';

describe('tryAgainIn', () => {
  it('says minutes, rounded up so waiting that long is always enough', () => {
    expect(tryAgainIn(480)).toBe('in about 8 minutes');
    expect(tryAgainIn(481)).toBe('in about 9 minutes');
    expect(tryAgainIn(599)).toBe('in about 10 minutes');
  });

  it('says "a minute" and "less than a minute" rather than 1 minute or seconds', () => {
    expect(tryAgainIn(60)).toBe('in about a minute');
    expect(tryAgainIn(61)).toBe('in about 2 minutes');
    expect(tryAgainIn(59)).toBe('in less than a minute');
    expect(tryAgainIn(1)).toBe('in less than a minute');
  });

  it('says hours for long waits', () => {
    expect(tryAgainIn(3600)).toBe('in about an hour');
    expect(tryAgainIn(3601)).toBe('in about 2 hours');
  });

  it('says it in French in the French edition', () => {
    const french = readSingleton(siteFolder, contentModules.waiting, 'fr');
    expect(tryAgainIn(480, french)).toBe('dans 8 minutes environ');
    expect(tryAgainIn(30, french)).toBe('dans moins d’une minute');
    expect(tryAgainIn(7200, french)).toBe('dans 2 heures environ');
  });

  it('says "in a few minutes" when the wait is unknown or makes no sense', () => {
    expect(tryAgainIn(undefined)).toBe('in a few minutes');
    expect(tryAgainIn(0)).toBe('in a few minutes');
    expect(tryAgainIn(-5)).toBe('in a few minutes');
    expect(tryAgainIn(Number.NaN)).toBe('in a few minutes');
  });
});

import { describe, expect, it } from 'vitest';

import { akomaTokens } from './akoma';
import { contrastRatio, measureContrast, relativeLuminance } from './contrast';
import { partnerTokens } from './partner';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#dc2626', '#dc2626')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#dc2626', '#ffffff')).toBe(contrastRatio('#ffffff', '#dc2626'));
  });

  it('matches published WCAG figures for the brand red on white', () => {
    // #dc2626 on white is 4.83:1 (WebAIM contrast checker).
    expect(contrastRatio('#dc2626', '#ffffff')).toBeCloseTo(4.83, 2);
  });

  it('rejects colours it cannot measure rather than guessing', () => {
    expect(() => relativeLuminance('red')).toThrow(/six-digit hex/);
    expect(() => relativeLuminance('#1c191780')).toThrow(/opaque/);
  });
});

describe.each([
  ['akoma', akomaTokens],
  ['partner', partnerTokens],
])('the %s theme', (_name, tokens) => {
  it.each(measureContrast(tokens.color).map((entry) => [entry.pair.usedFor, entry] as const))(
    'meets the WCAG minimum for %s',
    (_usedFor, { ratio, minimum }) => {
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('the themes', () => {
  it('use the brand red #dc2626 as the Akoma accent', () => {
    expect(akomaTokens.color.background.brandAccent).toBe('#dc2626');
  });

  it('give the partner theme a different accent on the same contract', () => {
    expect(partnerTokens.color.background.brandAccent).not.toBe(akomaTokens.color.background.brandAccent);
    expect(Object.keys(partnerTokens.color.background)).toEqual(Object.keys(akomaTokens.color.background));
  });
});

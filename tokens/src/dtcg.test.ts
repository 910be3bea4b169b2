import { describe, expect, it } from 'vitest';

import { akomaTokens } from './akoma';
import { parseColour, parseCubicBezier, parseDimension, parseDuration, parseShadow, toDtcg } from './dtcg';

describe('DTCG parsing', () => {
  it('turns hex colours into sRGB components, keeping alpha when present', () => {
    expect(parseColour('#dc2626')).toEqual({ colorSpace: 'srgb', components: [0.8627, 0.149, 0.149], hex: '#dc2626' });
    expect(parseColour('#1c191780').alpha).toBeCloseTo(0.502, 3);
  });

  it('reads rem and px dimensions, and a bare zero', () => {
    expect(parseDimension('1.5rem')).toEqual({ value: 1.5, unit: 'rem' });
    expect(parseDimension('3px')).toEqual({ value: 3, unit: 'px' });
    expect(parseDimension('0')).toEqual({ value: 0, unit: 'px' });
  });

  it('reads durations, easings and layered shadows', () => {
    expect(parseDuration('200ms')).toEqual({ value: 200, unit: 'ms' });
    expect(parseCubicBezier('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    const layers = parseShadow(akomaTokens.shadow.medium);
    expect(layers).toHaveLength(2);
    expect(layers[0]?.blur).toEqual({ value: 12, unit: 'px' });
  });

  it('refuses values a design tool would misread', () => {
    expect(() => parseColour('rgb(0 0 0)')).toThrow(/hex/);
    expect(() => parseDimension('1em')).toThrow(/px or rem/);
    expect(() => parseDuration('0.2s')).toThrow(/millisecond/);
    expect(() => parseShadow('0 1px #000')).toThrow(/x y blur spread/);
  });
});

describe('toDtcg', () => {
  const document = toDtcg(akomaTokens, 'test');

  it('types every token and keeps the names of the contract', () => {
    expect(document).toMatchObject({
      color: { background: { brandAccent: { $type: 'color', $value: { hex: '#dc2626' } } } },
      space: { medium: { $type: 'dimension', $value: { value: 1, unit: 'rem' } } },
      motion: { duration: { fast: { $type: 'duration', $value: { value: 120, unit: 'ms' } } } },
      zIndex: { sticky: { $type: 'number', $value: 100 } },
    });
  });

  it('writes responsive type as typography tokens that reference the font tokens', () => {
    expect(document).toMatchObject({
      typography: {
        heading: {
          display: {
            desktop: {
              $type: 'typography',
              $value: { fontFamily: '{typography.fontFamily.heading}', fontSize: { value: 3.75, unit: 'rem' } },
            },
          },
        },
      },
    });
  });
});

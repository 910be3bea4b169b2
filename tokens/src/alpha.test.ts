import { describe, expect, it } from 'vitest';

import { withAlpha } from './alpha';

describe('withAlpha', () => {
  it('appends the alpha channel as two hex digits', () => {
    expect(withAlpha('#1C1917', 0.1)).toBe('#1c19171a');
    expect(withAlpha('#ffffff', 1)).toBe('#ffffffff');
    expect(withAlpha('#000000', 0)).toBe('#00000000');
  });

  it('rejects colours and alphas it cannot combine', () => {
    expect(() => withAlpha('#fff', 0.5)).toThrow(/six-digit/);
    expect(() => withAlpha('#ffffff', 1.5)).toThrow(/between 0 and 1/);
  });
});

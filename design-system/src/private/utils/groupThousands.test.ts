import { describe, expect, it } from 'vitest';

import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  // Held to the browser's own formatting, for every count a text area is likely to show and beyond.
  const counts = [
    ...Array.from({ length: 20_001 }, (_, count) => count),
    99_999,
    100_000,
    123_456,
    999_999,
    1_000_000,
    9_876_543_210,
    -1,
    -999,
    -1000,
    -12_345,
  ];

  it('writes a whole number as English does: 1,234', () => {
    for (const count of counts) expect(groupThousands(count, ','), String(count)).toBe(count.toLocaleString('en'));
  });

  it('writes a whole number as French does: 1 234, with a narrow no-break space', () => {
    for (const count of counts) expect(groupThousands(count, '\u202f'), String(count)).toBe(count.toLocaleString('fr'));
  });
});

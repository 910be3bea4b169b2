import { describe, expect, it } from 'vitest';

import { answersFromParameter, answersToParameter } from './assessmentResults';

describe('the assessment in the address', () => {
  it('writes the answers as question:option pairs in the order of the questions', () => {
    expect(answersToParameter({ stage: 'enterprise', engagement: 'poor', priority: 'culture' })).toBe(
      'priority:culture,engagement:poor,stage:enterprise',
    );
  });

  it('reads back what it wrote, whatever the order of the pairs', () => {
    expect(answersFromParameter('priority:culture,engagement:poor,stage:enterprise')).toEqual({
      priority: 'culture',
      engagement: 'poor',
      stage: 'enterprise',
    });
    expect(answersFromParameter('stage:startup,priority:talent,engagement:good')).toEqual({
      priority: 'talent',
      engagement: 'good',
      stage: 'startup',
    });
  });

  it('reads nothing from a missing, partial, repeated, unknown or malformed set', () => {
    expect(answersFromParameter(null)).toBeUndefined();
    expect(answersFromParameter('')).toBeUndefined();
    expect(answersFromParameter('priority:culture,engagement:poor')).toBeUndefined();
    expect(answersFromParameter('priority:culture,priority:talent,engagement:poor,stage:startup')).toBeUndefined();
    expect(answersFromParameter('priority:culture,engagement:poor,stage:galactic')).toBeUndefined();
    expect(answersFromParameter('priority:culture,engagement:poor:x,stage:startup')).toBeUndefined();
    expect(answersFromParameter('__proto__:x,priority:culture,engagement:poor,stage:startup')).toBeUndefined();
    expect(answersFromParameter(`priority:culture,engagement:poor,stage:startup${',x'.repeat(100)}`)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { weakestAreaTopic } from './weakestAreaTopic';

describe('weakestAreaTopic', () => {
  it('offers the pillar of the weakest area', () => {
    // Delivery over culture (priority, weight 2) is the weakest: wellbeing.
    expect(weakestAreaTopic({ priority: 'performance', engagement: 'poor', stage: 'enterprise' })).toBe('wellbeing');
    // Engagement already excellent (weight 1) is the weakest: performance.
    expect(weakestAreaTopic({ priority: 'culture', engagement: 'excellent', stage: 'enterprise' })).toBe('performance');
    // A start-up (weight 2) with culture first and poor engagement: capability.
    expect(weakestAreaTopic({ priority: 'culture', engagement: 'poor', stage: 'startup' })).toBe('capability');
  });
});

import { describe, expect, it } from 'vitest';

import { pillars } from '../../content/solutions';
import { leadWith, solutionsFocus } from './solutionsFocus';

describe('solutionsFocus', () => {
  it('has no focus on the page itself', () => {
    expect(solutionsFocus(undefined)).toEqual({});
  });

  it('leads with the pillar a pillar sub-route names', () => {
    expect(solutionsFocus('capability')).toEqual({ pillar: 'capability' });
    expect(solutionsFocus('wellbeing')).toEqual({ pillar: 'wellbeing' });
    expect(solutionsFocus('performance')).toEqual({ pillar: 'performance' });
  });

  it('introduces a product and leads with the pillar it mainly serves', () => {
    expect(solutionsFocus('twu')).toMatchObject({ pillar: 'capability', product: { name: 'TWU' } });
    expect(solutionsFocus('wellpaddy')).toMatchObject({ pillar: 'wellbeing', product: { name: 'WellPaddy' } });
    expect(solutionsFocus('workforceos')).toMatchObject({ pillar: 'performance', product: { name: 'WorkforceOS' } });
  });

  it('introduces Ask Indy without a pillar, since it serves all three', () => {
    const focus = solutionsFocus('ask-indy');
    expect(focus.product?.name).toBe('Ask Indy');
    expect(focus.pillar).toBeUndefined();
  });

  it('has no focus for a slug it does not know', () => {
    expect(solutionsFocus('no-such-solution')).toEqual({});
  });
});

describe('leadWith', () => {
  it('moves the lead pillar to the front and keeps the others in order', () => {
    expect(leadWith(pillars, 'performance').map((pillar) => pillar.id)).toEqual(['performance', 'capability', 'wellbeing']);
    expect(leadWith(pillars, 'wellbeing').map((pillar) => pillar.id)).toEqual(['wellbeing', 'capability', 'performance']);
  });

  it('keeps the usual order without a lead', () => {
    expect(leadWith(pillars, undefined).map((pillar) => pillar.id)).toEqual(['capability', 'wellbeing', 'performance']);
  });
});

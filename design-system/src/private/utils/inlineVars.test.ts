import { assignInlineVars } from '@vanilla-extract/dynamic';
import { describe, expect, it } from 'vitest';

import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('sets the custom property a createVar() reference names, as assignInlineVars does', () => {
    const references = ['var(--aspectRatio__1x2y3z)', 'var(--fill)', 'var(--a-b_c)'];
    for (const reference of references) {
      expect({ ...inlineVars({ [reference]: '16 / 9' }) }).toEqual({ ...assignInlineVars({ [reference]: '16 / 9' }) });
    }
  });

  it('sets several at once', () => {
    expect(inlineVars({ 'var(--x)': '1', 'var(--y)': '2' })).toEqual({ '--x': '1', '--y': '2' });
  });
});

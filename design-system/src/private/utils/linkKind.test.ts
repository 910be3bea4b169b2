import { describe, expect, it } from 'vitest';

import { linkKind } from './linkKind';

describe('linkKind', () => {
  it('treats paths, fragments and queries as internal', () => {
    expect(linkKind('/contact')).toBe('internal');
    expect(linkKind('#main')).toBe('internal');
    expect(linkKind('?tab=reports')).toBe('internal');
    expect(linkKind('insights')).toBe('internal');
  });

  it('treats absolute web addresses as external, whatever their case', () => {
    expect(linkKind('https://calendly.com/akoma')).toBe('external');
    expect(linkKind('HTTP://example.org')).toBe('external');
    expect(linkKind('//cdn.example.org/file.pdf')).toBe('external');
  });

  it('leaves mailto, tel and app links to the device', () => {
    expect(linkKind('mailto:hello@example.com')).toBe('protocol');
    expect(linkKind('tel:+2348000000000')).toBe('protocol');
    expect(linkKind('whatsapp://send?text=hi')).toBe('protocol');
  });
});

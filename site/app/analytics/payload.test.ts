import { describe, expect, it } from 'vitest';

import { buildEvent, cleanAddress, cleanProperties, maxProperties, maxPropertyLength } from './payload';

const context = { domain: 'akoma.example', url: 'https://akoma.example/insights/the-hybrid-office', referrer: '' };

describe('cleanAddress', () => {
  it('drops the fragment, where sign-in links carry their tokens', () => {
    expect(cleanAddress('https://akoma.example/auth#access_token=abc&refresh_token=def')).toBe('https://akoma.example/auth');
  });

  it('drops the query, keeping only the campaign tags', () => {
    expect(
      cleanAddress('https://akoma.example/circle/unsubscribe?u=7b1c&k=digest&t=secret&utm_source=digest&utm_medium=email&utm_campaign=dec'),
    ).toBe('https://akoma.example/circle/unsubscribe?utm_source=digest&utm_medium=email&utm_campaign=dec');
    expect(cleanAddress('https://akoma.example/?assessment=priority:culture,engagement:poor')).toBe('https://akoma.example/');
    expect(cleanAddress('https://akoma.example/insights?q=jane%40example.com')).toBe('https://akoma.example/insights');
  });

  it('drops credentials written into an address', () => {
    expect(cleanAddress('https://jane:secret@files.example.org/report.pdf')).toBe('https://files.example.org/report.pdf');
  });

  it('sends nothing for addresses that are not web pages, or not addresses', () => {
    expect(cleanAddress('mailto:hello@akoma.example?subject=Hi')).toBeUndefined();
    expect(cleanAddress('blob:https://akoma.example/1c1e')).toBeUndefined();
    expect(cleanAddress('not an address')).toBeUndefined();
  });

  it('resolves a path against the page it is on', () => {
    expect(cleanAddress('/downloads/report.pdf?download=1', 'https://akoma.example/insights')).toBe(
      'https://akoma.example/downloads/report.pdf',
    );
  });
});

describe('cleanProperties', () => {
  it('sends words and numbers as strings, leaving out empty values', () => {
    expect(cleanProperties({ template: 'piece', value: 1234, measured: true, category: undefined, empty: '' })).toEqual({
      template: 'piece',
      value: '1234',
      measured: 'true',
    });
  });

  it('drops a value that looks like an e-mail address, wherever it is in the value', () => {
    expect(cleanProperties({ interest: 'consulting', note: 'from jane.doe@example.com' })).toEqual({ interest: 'consulting' });
  });

  it('keeps within Plausible’s limits: 30 properties, short values', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`p${String(index)}`, 'x']));
    expect(Object.keys(cleanProperties(many) ?? {})).toHaveLength(maxProperties);
    expect(cleanProperties({ element: 'a'.repeat(500) })?.element).toHaveLength(maxPropertyLength);
  });

  it('drops numbers that are not finite', () => {
    expect(cleanProperties({ value: Number.NaN })).toBeUndefined();
  });
});

describe('buildEvent', () => {
  it('makes a page view in the events API’s shape', () => {
    expect(buildEvent('pageview', { ...context, referrer: 'https://www.google.com/' }, { template: 'piece', locale: 'en' })).toEqual({
      name: 'pageview',
      url: 'https://akoma.example/insights/the-hybrid-office',
      domain: 'akoma.example',
      referrer: 'https://www.google.com/',
      props: { template: 'piece', locale: 'en' },
    });
  });

  it('cuts the referrer like the address, and leaves out an empty one', () => {
    expect(buildEvent('pageview', { ...context, referrer: 'https://news.example.org/story?id=42#top' })?.referrer).toBe(
      'https://news.example.org/story',
    );
    expect(buildEvent('pageview', context)).not.toHaveProperty('referrer');
  });

  it('marks measurements the visitor did not make as non-interactive', () => {
    expect(buildEvent('LCP', context, { value: 1800 }, { interactive: false })).toMatchObject({ name: 'LCP', interactive: false });
    expect(buildEvent('Contact sent', context)).not.toHaveProperty('interactive');
  });

  it('sends nothing from a page whose address cannot be sent', () => {
    expect(buildEvent('pageview', { ...context, url: 'about:blank' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { isPageAddress, startUpLinks } from './offlineCaches';

describe('startUpLinks', () => {
  it('reads the module preloads and stylesheets a prerendered page starts with, in order, and nothing else', () => {
    const html =
      '<link rel="stylesheet" href="/assets/style-a.css"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-b.js"/><a href="/downloads/x.pdf">PDF</a>';
    expect(startUpLinks(html)).toEqual(['/assets/style-a.css', '/assets/entry.client-b.js']);
  });
});

describe('isPageAddress', () => {
  it('takes pages, their data and downloads, not scripts, pictures or the worker', () => {
    expect(['/about', '/', '/insights.data', '/downloads/a.pdf'].map(isPageAddress)).toEqual([true, true, true, true]);
    expect(['/assets/a.js', '/images/a.svg', '/sw.js', '/manifest.webmanifest'].map(isPageAddress)).toEqual([false, false, false, false]);
  });
});

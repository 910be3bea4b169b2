import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, headersFile, inlineHashes } from './security';

const page = `<!doctype html><html><head><style>@layer a, b;</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/assets/entry.js" type="module"></script></head>
<body><script>window.__context = {"page":"about"};</script><script type="module">import("/assets/about.js");</script></body></html>`;

describe('the Content-Security-Policy', () => {
  it('allows each inline script and style by its hash, and nothing else inline', () => {
    const { scripts, styles } = inlineHashes(page);
    expect(scripts).toHaveLength(2);
    expect(styles).toHaveLength(1);
    const policy = contentSecurityPolicy(page, ['https://project.supabase.co']);
    expect(policy).toContain(`script-src 'self' ${scripts.join(' ')};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://project.supabase.co");
  });

  it('gives a changed inline script a different hash', () => {
    const other = page.replace('"about"', '"contact"');
    expect(inlineHashes(other).scripts).not.toEqual(inlineHashes(page).scripts);
  });
});

describe('the _headers file', () => {
  it('sends the common headers everywhere and each page’s policy at its address', () => {
    const file = headersFile([{ path: '/about', html: page }], ['https://project.supabase.co']);
    expect(file).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=63072000/);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('/about\n  Content-Security-Policy: ');
    expect(file).toContain('/about/\n  Content-Security-Policy: ');
  });
});

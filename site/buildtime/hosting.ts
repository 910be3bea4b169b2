import { anySlugScreens, screenPage, unknownSlug } from '../app/content/pages.ts';

/**
 * `_redirects`, the rewrite rules of a static host (Netlify, Cloudflare Pages), and the preview
 * server's reading of them.
 *
 * Every any-slug section (/solutions, /signature-products, /insights, /impact) rewrites an address
 * with no file of its own to the section's prerendered fallback (/solutions/_unknown/): status
 * 200, the address stays as the visitor typed it, and the page hydrates there. The fallback is the
 * section's screen, noindex, with its canonical pointing to the section. A rule without `!` applies
 * only where no file exists, so every prerendered page is still served as itself.
 */

export interface RewriteRule {
  /** The address pattern: a path, ending in `/*` to match everything below it. */
  from: string;
  /** The file's address to serve instead. */
  to: string;
  status: number;
}

export function redirectRules(): RewriteRule[] {
  return anySlugScreens.map((screen) => {
    const { path } = screenPage(screen);
    return { from: `${path}/*`, to: `${path}/${unknownSlug}/`, status: 200 };
  });
}

export function redirectsFile(rules: readonly RewriteRule[] = redirectRules()): string {
  const lines = rules.map((rule) => `${rule.from}  ${rule.to}  ${String(rule.status)}`);
  return `# Any other address in these sections shows the section's screen (noindex, canonical to the section).\n${lines.join('\n')}\n`;
}

/** The rules of a `_redirects` file: comments and blank lines skipped, status 301 when none is given. */
export function parseRedirects(text: string): RewriteRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!from || !to) return [];
    return [{ from, to, status: Number.parseInt(status ?? '301', 10) }];
  });
}

/** The rewrite target of the first 200 rule that matches a path, if any. */
export function rewriteFor(rules: readonly RewriteRule[], pathname: string): string | undefined {
  const rule = rules.find(({ from, status }) => {
    if (status !== 200) return false;
    if (from.endsWith('/*')) return pathname.startsWith(from.slice(0, -1));
    return pathname === from || pathname === `${from}/`;
  });
  return rule?.to;
}

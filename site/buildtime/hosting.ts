import { anySlugScreens, screenPage, unknownSlug } from '../app/content/pages.ts';
import { languageSettings, pathIn } from '../app/language.ts';

/**
 * `_redirects`, the rewrite rules of a static host (Netlify, Cloudflare Pages), and the preview
 * server's reading of them.
 *
 * Every any-slug section (/solutions, /signature-products, /insights, /impact) rewrites an address
 * with no file of its own to the section's prerendered fallback (/solutions/_unknown/): status
 * 200, the address stays as the visitor typed it, and the page hydrates there. The fallback is the
 * section's screen, noindex, with its canonical pointing to the section. A rule without `!` applies
 * only where no file exists, so every prerendered page is still served as itself.
 *
 * The French edition (/fr) has the same sections, and its own not-found page for any other address
 * under /fr. A translated piece has its French page at the same path under /fr; an untranslated
 * one's address under /fr (where the language switcher on the English piece leads) is an unknown
 * address in the French insights section, so it shows the French insights page, which lists it.
 */

export interface RewriteRule {
  /** The address pattern: a path, ending in `/*` to match everything below it. */
  from: string;
  /** The file's address to serve instead. */
  to: string;
  status: number;
}

export function redirectRules(): RewriteRule[] {
  const french = languageSettings.fr.base;
  const sections = (language: 'en' | 'fr') =>
    anySlugScreens.map((screen) => {
      const path = pathIn(language, screenPage(screen).path);
      return { from: `${path}/*`, to: `${path}/${unknownSlug}/`, status: 200 };
    });
  return [...sections('fr'), { from: `${french}/*`, to: `${french}/404.html`, status: 404 }, ...sections('en')];
}

export function redirectsFile(rules: readonly RewriteRule[] = redirectRules()): string {
  const lines = rules.map((rule) => `${rule.from}  ${rule.to}  ${String(rule.status)}`);
  return [
    "# Any other address in a section shows the section's screen (noindex, canonical to the section), 200.",
    '# Any other address under /fr shows the French not-found page, 404.',
    ...lines,
    '',
  ].join('\n');
}

/** The first redirect (301, 302) whose address is exactly the path, if any. */
export function redirectFor(rules: readonly RewriteRule[], pathname: string): RewriteRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find(({ from, status }) => (status === 301 || status === 302) && from === path);
}

/** The rules of a `_redirects` file: comments and blank lines skipped, status 301 when none is given. */
export function parseRedirects(text: string): RewriteRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!from || !to) return [];
    return [{ from, to, status: Number.parseInt(status ?? '301', 10) }];
  });
}

/** The rewrite target of the first 200 (or 404) rule that matches a path, with its status, if any. */
export function rewriteFor(rules: readonly RewriteRule[], pathname: string): RewriteRule | undefined {
  return rules.find(({ from, status }) => {
    if (status !== 200 && status !== 404) return false;
    if (from.endsWith('/*')) return pathname.startsWith(from.slice(0, -1));
    return pathname === from || pathname === `${from}/`;
  });
}

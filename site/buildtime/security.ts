/**
 * The site's security headers (issue 9): a strict Content-Security-Policy whose only inline scripts
 * and styles are the ones the build wrote, each allowed by its hash, plus HSTS, nosniff, a referrer
 * policy, a permissions policy and no framing. The build writes them to `_headers` (the format
 * Netlify and Cloudflare Pages apply) and the preview server sends the same.
 */
import { createHash } from 'node:crypto';

import { localSupabaseUrl } from '../app/supabase/localBackend.ts';

/** Headers every response carries. */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types the browser runs (JSON-LD and other data blocks are never executed, so need no hash). */
const executable = (attributes: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

/** The hashes of a page's inline scripts and inline style elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/i.test(attributes) && executable(attributes) && body.length > 0)
    .map(([, , body = '']) => sha256(body));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , body = '']) => sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The origin of the Supabase project the build talks to (the local backend unless configured). */
export function supabaseOrigin(environment: NodeJS.ProcessEnv = process.env): string {
  return new URL(environment.VITE_SUPABASE_URL ?? localSupabaseUrl).origin;
}

/**
 * The origins a page may send requests to besides its own: the Supabase project's, and the
 * analytics endpoint's when the build names one on another origin (VITE_ANALYTICS_ENDPOINT; a path
 * such as /api/event is the site's own origin, which 'self' covers).
 */
export function connectOrigins(environment: NodeJS.ProcessEnv = process.env): string[] {
  const origins = [supabaseOrigin(environment)];
  const endpoint = environment.VITE_ANALYTICS_ENDPOINT?.trim();
  if (endpoint && /^https?:\/\//i.test(endpoint)) {
    const origin = new URL(endpoint).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The Content-Security-Policy for one page. `forMeta` leaves out what a `<meta>` policy may not
 * carry (frame-ancestors; the header has it).
 */
export function contentSecurityPolicy(html: string, origins: readonly string[] = connectOrigins(), { forMeta = false } = {}): string {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    // Per-element values (a slider's fill, an image's aspect ratio) are set as style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

/**
 * The `_headers` file: common headers for every path, and each page's own policy under its
 * address (with and without the trailing slash). Addresses without a page get 404.html, which
 * carries its policy in a meta tag (see the build).
 */
export function headersFile(pages: readonly { path: string; html: string }[], origins: readonly string[] = connectOrigins()): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  const pageBlocks = pages.flatMap(({ path, html }) => {
    const policy = { 'Content-Security-Policy': contentSecurityPolicy(html, origins) };
    return path === '/' ? [block('/', policy)] : [block(path, policy), block(`${path}/`, policy)];
  });
  return [
    block('/*', commonSecurityHeaders),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ...pageBlocks,
  ].join('\n');
}

/** Adds a page's policy as a `<meta>` tag, for pages a static host serves at addresses it can't name (404.html). */
export function withPolicyMeta(html: string, origins: readonly string[] = connectOrigins()): string {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  const policy = contentSecurityPolicy(html, origins, { forMeta: true });
  return html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`);
}

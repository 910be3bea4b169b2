import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { localJwtSecret, localMailApiKey } from '../../supabase/local/config';
import { pages } from '../../site/app/content/pages';
import { siteClientDirectory } from '../playwright.config';

test.describe('security headers', () => {
  test('every page is sent with a strict Content-Security-Policy and the hardening headers', async ({ request }) => {
    for (const page of [pages[0], pages.find((entry) => entry.path === '/contact')]) {
      const response = await request.get(page?.path ?? '/');
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('the not-found page carries its policy too', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('the build writes the same headers to _headers for static hosts', () => {
    const file = readFileSync(join(siteClientDirectory, '_headers'), 'utf8');
    expect(file).toContain('/*\n  Strict-Transport-Security:');
    expect(file).toContain('/about\n  Content-Security-Policy: ');
    expect(file).toContain("frame-ancestors 'none'");
  });
});

/** Every text file of the client build. */
function buildFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return buildFiles(path);
    return /\.(js|html|css|json|webmanifest|txt|xml)$/.test(name) ? [path] : [];
  });
}

test('no secret reaches the client build: no service-role key, no JWT secret, no mail API key', () => {
  const secrets = [localJwtSecret, localMailApiKey, 'service_role', 'MAIL_API_KEY', 'SUPABASE_SERVICE_ROLE_KEY'];
  for (const file of buildFiles(siteClientDirectory)) {
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

test.describe('every page', () => {
  // Every page of the list, and a readable piece.
  for (const entry of [...pages, { path: '/insights/managing-gen-z' }]) {
    test(`${entry.path}: every external link opens safely and nothing logs an error or a warning`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The suite blocks service workers (playwright.config.ts): Playwright says so, and the site
        // logs the registration it could not make. pwa.spec.ts registers the worker for real.
        if (/Service Worker registration blocked by Playwright|^Service worker registration failed/.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let hydration and effects run, then bring the parts whose code waits for a first move to life.
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 100_000);
      await page.waitForLoadState('networkidle');
      const unsafe = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
          .filter((link) => new URL(link.href).origin !== window.location.origin)
          .filter((link) => link.target !== '_blank' || !/\bnoopener\b/.test(link.rel) || !/\bnoreferrer\b/.test(link.rel))
          .map((link) => link.href),
      );
      expect(unsafe, 'external links without target=_blank and rel="noopener noreferrer"').toEqual([]);
      expect(errors, 'console errors and warnings').toEqual([]);
    });
  }
});

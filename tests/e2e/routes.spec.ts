import { expect, test, type APIRequestContext } from '@playwright/test';

import { linkTargets } from '../../site/app/content/linkTargets';
import { anySlugScreens, pages, screenPage } from '../../site/app/content/pages';
import { waitForHydration } from './hydrated';

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';

test.describe('every page, as prerendered HTML (no JavaScript)', () => {
  for (const page of pages) {
    test(`${page.path} carries its own title, description and canonical address`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(page.title);
      expect(descriptionOf(html)).toBe(page.description);
      expect(canonicalOf(html)).toBe(`https://akoma.example${page.path}`);
      if (page.indexed === false) expect(html).toContain('<meta name="robots" content="noindex"/>');
      else expect(html).not.toContain('noindex');
      expect(html).toContain(`<h1`);
    });
  }
});

test.describe('any other address in a section shows the section, kept out of search results', () => {
  for (const screen of anySlugScreens) {
    const section = screenPage(screen);
    test(`${section.path}/<anything>, however deep: HTTP 200, the ${section.name} screen, canonical to ${section.path}, noindex`, async ({
      request,
      page,
    }) => {
      for (const address of [`${section.path}/no-such-thing`, `${section.path}/old/deep/link`]) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        const html = await response.text();
        expect(titleOf(html)).toBe(section.title);
        expect(canonicalOf(html)).toBe(`https://akoma.example${section.path}`);
        expect(html).toContain('<meta name="robots" content="noindex"/>');
      }
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${section.path}/no-such-thing`);
      await waitForHydration(page);
      await expect(page).toHaveURL(`${section.path}/no-such-thing`);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://akoma.example${section.path}`);
      expect(errors).toEqual([]);
    });
  }

  test('the build ships the rewrite rules for static hosts', async ({ request }) => {
    const rules = await (await request.get('/_redirects')).text();
    for (const screen of anySlugScreens) {
      const { path } = screenPage(screen);
      expect(rules).toContain(`${path}/*  ${path}/_unknown/  200`);
    }
  });
});

test('client-side navigation replaces the title, description and canonical with the new page’s', async ({ page }) => {
  const about = pages.find((entry) => entry.path === '/about');
  await page.goto('/');
  await waitForHydration(page);
  // Links taken out of <head> or put in it as the page changes (each makes the browser restyle the whole page).
  await page.evaluate(() => {
    const changed: string[] = [];
    Object.assign(window, { headLinksChanged: changed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node instanceof HTMLLinkElement) changed.push(`${node.rel} ${node.hreflang}`);
    }).observe(document.head, { childList: true });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle(about?.title ?? '');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about?.description ?? '');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://akoma.example/about');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', about?.title ?? '');
  const alternates = page.locator('link[rel="alternate"][hreflang]:not([hreflang="fr-ci"])');
  await expect(alternates).toHaveCount(5);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-ci"]')).toHaveAttribute('href', 'https://akoma.example/fr/about');
  for (const alternate of await alternates.all()) await expect(alternate).toHaveAttribute('href', 'https://akoma.example/about');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"BreadcrumbList"');
  // The same elements, now with the new page's addresses.
  expect(await page.evaluate(() => (window as Window & { headLinksChanged?: string[] }).headLinksChanged)).toEqual([]);
});

/** Every internal link on a page's HTML: paths only, without their fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => (match[1] ?? '/').split('#')[0] || '/');
}

async function crawl(request: APIRequestContext) {
  const seen = new Map<string, number>();
  const queue = ['/'];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    if (seen.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    seen.set(path, response.status());
    const html = await response.text();
    if (response.status() !== 200) problems.push(`${path} answered ${String(response.status())}`);
    else if (/<title>Page not found/.test(html)) problems.push(`${path} is the not-found page`);
    else if (/<title>Redirecting to/.test(html)) problems.push(`${path} is a redirect: link to its destination instead`);
    for (const link of internalLinks(html)) if (!seen.has(link)) queue.push(link);
  }
  return { seen, problems };
}

test('a crawler following every internal link on every page never meets the not-found page', async ({ request }) => {
  const { seen, problems } = await crawl(request);
  expect(problems).toEqual([]);
  // Every page the site lists is reachable by links from the home page, apart from those only a
  // member's menu or an e-mailed link opens (kept out of the sitemap too).
  for (const page of pages.filter((entry) => entry.indexed !== false))
    expect(seen.has(page.path), `${page.path} is linked from somewhere`).toBe(true);
});

test.describe('an address the site does not have', () => {
  test('answers HTTP 404 with the not-found page, and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('comes to life without being rebuilt: its title and heading stay in place', async ({ page }) => {
    // Anything removed from the document while it loads and hydrates, as the browser reports it.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedWhileLoading: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('title, h1') || node.querySelector('title, h1') !== null))
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page not found | Akoma');
    expect(await page.evaluate(() => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading)).toEqual([]);
  });

  test('includes an unknown address under a page without sections', async ({ page }) => {
    const response = await page.goto('/careers/no-such-job');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('carries full metadata, kept out of search results', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text();
    expect(titleOf(html)).toBe('Page not found | Akoma');
    expect(descriptionOf(html)).toMatch(/.{40,}/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta property="og:title" content="Page not found | Akoma"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  test('ships a 404.html for static hosts', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    expect(html).toContain('Oops! Page not found');
  });
});

test.describe('addresses the route table does not map', () => {
  for (const [from, to] of Object.entries(linkTargets)) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    });
  }
});

test('sitemap.xml lists every page but the members’ own, which search engines are asked to skip; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of pages) {
    const entry = `<loc>https://akoma.example${page.path === '/' ? '/' : page.path}</loc>`;
    if (page.indexed === false) expect(sitemap).not.toContain(entry);
    else expect(sitemap).toContain(entry);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://akoma.example/sitemap.xml');
});

test('the icons and social image are served', async ({ request }) => {
  for (const path of ['/favicon.svg', '/favicon.ico', '/icons/apple-touch-icon.png', '/og-image.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

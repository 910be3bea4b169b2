import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import ICAL from 'ical.js';
import { PDFDocument, PDFName } from 'pdf-lib';

import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { pages, pagesIn } from '../../site/app/content/pages';
import { fillTemplate, formatFileSize } from '../../site/app/format';
import { pathIn } from '../../site/app/language';
import { titled } from '../../site/app/content/pages';
import { readCollection } from '../../site/buildtime/pieces/readCollection';
import { translatedPiecePaths } from '../../site/buildtime/piecePaths';
import { waitForHydration } from './hydrated';

/**
 * The French edition (site/app/language.ts): every page again under /fr, in French, with hreflang
 * pairs that tell the truth, a switcher in the header and the footer, and a suggestion (never a
 * redirect) for a visitor whose browser prefers the other language.
 */

const origin = 'https://akoma.example';
const frenchPages = pagesIn(readSingleton(siteFolder, contentModules.pages, 'fr'));
const frenchChoice = readSingleton(siteFolder, contentModules.languageChoice, 'fr');
const englishChoice = readSingleton(siteFolder, contentModules.languageChoice, 'en');
const frenchNavigation = readSingleton(siteFolder, contentModules.navigation, 'fr');
const frenchMetadata = readSingleton(siteFolder, contentModules.pages, 'fr');
const translatedPaths = translatedPiecePaths(siteFolder);
const frenchPieces = readCollection(siteFolder, 'fr').filter((piece) => translatedPaths.includes(piece.path));
const englishPieces = readCollection(siteFolder, 'en');

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
const frenchPath = (path: string) => pathIn('fr', path);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hreflang alternates of a page's HTML, as [hreflang, address] pairs in document order. */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);

/** What every page of the site declares: each English market at the English page, Côte d'Ivoire at the French one. */
const expectedAlternates = (path: string) => {
  const english = `${origin}${path}`;
  return [
    ...['en-us', 'en-ng', 'en-za', 'en-ke', 'x-default'].map((hreflang) => [hreflang, english]),
    ['fr-ci', `${origin}${frenchPath(path)}`],
  ];
};

test.describe('every French page, as prerendered HTML (no JavaScript)', () => {
  for (const page of frenchPages) {
    const address = frenchPath(page.path);
    test(`${address} is in French, with its own title, description, canonical address and true alternates`, async ({ request }) => {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="fr"/);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(page.title);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(page.description);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${origin}${address === '/fr/' ? '/fr/' : address}`);
      expect(alternatesOf(html)).toEqual(expectedAlternates(page.path));
      expect(html).toContain('"inLanguage":"fr"');
      expect(html).toContain('<meta property="og:locale" content="fr_CI"/>');
      // A French page and its English twin are different pages, in different words.
      const english = pages.find((entry) => entry.path === page.path);
      expect(page.title).not.toBe(english?.title);
    });
  }

  test('an English page names its French twin, and so does a translated piece; a piece in English only names none', async ({ request }) => {
    expect(alternatesOf(await (await request.get('/about')).text())).toEqual(expectedAlternates('/about'));
    const piece = alternatesOf(await (await request.get('/insights/managing-gen-z')).text());
    expect(piece.map(([hreflang]) => hreflang)).toEqual(['en-us', 'en-ng', 'en-za', 'en-ke', 'x-default']);
    const translated = '/insights/zestpay-first-time-managers';
    expect(translatedPaths).toContain(translated);
    expect(alternatesOf(await (await request.get(translated)).text())).toEqual(expectedAlternates(translated));
  });

  test('the sitemap pairs each page with its other language, and lists a piece in English alone', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entryOf = (loc: string) => new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1] ?? '';
    for (const loc of [`${origin}/about`, `${origin}/fr/about`]) {
      expect(entryOf(loc)).toContain(`<xhtml:link rel="alternate" hreflang="fr-ci" href="${origin}/fr/about"/>`);
      expect(entryOf(loc)).toContain(`<xhtml:link rel="alternate" hreflang="en-ng" href="${origin}/about"/>`);
    }
    expect(entryOf(`${origin}/insights/managing-gen-z`)).not.toContain('fr-ci');
    expect(sitemap).not.toContain(`<loc>${origin}/fr/insights/managing-gen-z</loc>`);
    for (const path of translatedPaths) {
      expect(entryOf(`${origin}${frenchPath(path)}`)).toContain(`<xhtml:link rel="alternate" hreflang="en-ng" href="${origin}${path}"/>`);
      expect(entryOf(`${origin}${path}`)).toContain(`<xhtml:link rel="alternate" hreflang="fr-ci" href="${origin}${frenchPath(path)}"/>`);
    }
  });

  test('an unknown French address is the French not-found page, with status 404', async ({ request }) => {
    const response = await request.get('/fr/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(decode(html)).toContain(readSingleton(siteFolder, contentModules.errors, 'fr').notFound.message);
  });
});

test.describe('the pieces translated into French, as prerendered HTML (no JavaScript)', () => {
  test('ten pieces are translated: the six the insights page lists and the four the home page leads with', () => {
    const insights = readSingleton(siteFolder, contentModules.insights, 'en');
    const leading = readSingleton(siteFolder, contentModules.homeThoughtLeadership, 'en');
    const featured = [...insights.picks.map((entry) => entry.piece), ...leading.articles.map((entry) => entry.slug)];
    expect(featured).toHaveLength(10);
    expect(frenchPieces.map((piece) => piece.slug).sort()).toEqual(featured.sort());
  });

  for (const piece of frenchPieces) {
    const address = frenchPath(piece.path);
    test(`${address} is the piece in French, with its own metadata and both alternates`, async ({ request }) => {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());
      const english = englishPieces.find((entry) => entry.slug === piece.slug);
      expect(piece.title).not.toBe(english?.title);
      expect(html).toMatch(/<html lang="fr"/);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(titled(piece.title, frenchMetadata));
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(piece.summary);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${origin}${address}`);
      expect(alternatesOf(html)).toEqual(expectedAlternates(piece.path));
      expect(html).toContain('"inLanguage":"fr"');
      // The whole French text: its first takeaway and its last section's heading.
      expect(html).toContain(piece.takeaways[0]);
      expect(html).toContain(`id="${piece.contents.at(-1)?.id ?? ''}"`);
      if (piece.downloadable) expect(html).toContain(`href="${frenchPath(`/downloads/${piece.slug}.pdf`)}"`);
      else expect(html).not.toContain('/downloads/');
    });
  }

  for (const piece of frenchPieces.filter((candidate) => candidate.downloadable)) {
    const address = frenchPath(`/downloads/${piece.slug}.pdf`);
    test(`${address} is the piece's PDF in French`, async ({ request }) => {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.body(), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(piece.title);
      expect(pdf.getSubject()).toBe(piece.summary);
      expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-CI)');
      // The piece's page states the file's size, in French units.
      const words = readSingleton(siteFolder, contentModules.fileSizes, 'fr');
      const label = fillTemplate(words.pdf, { size: formatFileSize((await response.body()).byteLength, words) });
      expect(await (await request.get(frenchPath(piece.path))).text()).toContain(`>${label}<`);
    });
  }
});

test.describe('choosing a language', () => {
  test('the header switcher opens the same page in French, by a bare click, and the choice is remembered', async ({ page }) => {
    await page.goto('/about?source=test#leadership');
    await waitForHydration(page);
    const switcher = page.getByRole('banner').getByRole('link', { name: englishChoice.switcher.name });
    await expect(switcher).toHaveAttribute('hreflang', 'fr');
    // As assistive technology sends it: no pointer move before.
    await switcher.evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL('/fr/about?source=test#leadership');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: frenchPages.find((entry) => entry.path === '/about')?.heading }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('akoma:language'))).toBe('fr');
  });

  test('the footer switcher, by keyboard, goes back to English on the same page', async ({ page }) => {
    await page.goto('/fr/contact');
    await waitForHydration(page);
    const footerSwitcher = page.getByRole('navigation', { name: frenchChoice.switcher.footerLabel }).getByRole('link', { name: 'English' });
    await footerSwitcher.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a browser that prefers French is offered the French page, never sent there; dismissing it is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CI' });
    const page = await context.newPage();
    await page.goto('/careers');
    await expect(page).toHaveURL('/careers');
    const suggestion = page.getByText(englishChoice.suggestion.text);
    await expect(suggestion).toBeVisible();
    await expect(page.getByRole('link', { name: englishChoice.suggestion.link })).toHaveAttribute('href', '/fr/careers');
    await page.getByRole('button', { name: englishChoice.suggestion.dismiss }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(suggestion).toBeHidden();
    await context.close();
  });

  test('a browser that prefers English sees no French suggestion on English pages', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.getByText(englishChoice.suggestion.text)).toBeHidden();
  });
});

test.describe('the French edition in use', () => {
  test('moves between French pages in the app, with French navigation and formats', async ({ page }) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    const main = page.getByRole('navigation', { name: frenchNavigation.menuLabel });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const contact = frenchNavigation.links.find((link) => link.href === '/contact');
    await main.getByRole('link', { name: contact?.label }).click();
    await expect(page).toHaveURL('/fr/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(frenchPages.find((entry) => entry.path === '/contact')?.title ?? '');
  });

  test('a link in a part whose code has not loaded yet (the footer) stays in the French edition', async ({ page }) => {
    await page.goto('/fr/about');
    await waitForHydration(page);
    const footer = readSingleton(siteFolder, contentModules.footer, 'fr');
    const legal = footer.legal.links[0];
    // A bare click, as assistive technology sends it: no pointer move or scroll loads the footer's code first.
    await page
      .getByRole('navigation', { name: footer.legal.label })
      .getByRole('link', { name: legal?.label })
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(`/fr${legal?.href ?? ''}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('links a piece in English only at its English address, saying so, and a translated one in French, with its French PDF', async ({
    page,
    request,
  }) => {
    await page.goto('/fr/');
    await waitForHydration(page);
    const englishLink = page.locator('main a[hreflang="en"]:visible').first();
    await expect(englishLink).toContainText(frenchChoice.englishOnly);
    const englishPath = (await englishLink.getAttribute('href')) ?? '';
    expect(englishPath).toMatch(/^\/insights\/[a-z0-9-]+$/);
    expect(translatedPaths).not.toContain(englishPath);

    await page.goto('/fr/insights');
    await waitForHydration(page);
    // A research report the insights page lists, with its PDF.
    const translated = frenchPieces.find((piece) => piece.slug === 'state-of-workplace-wellbeing-2025');
    if (!translated?.downloadable) throw new Error('the wellbeing report is translated, with its PDF');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: translated.title, exact: true }).first()).toHaveAttribute(
      'href',
      frenchPath(translated.path),
    );
    const pdf = main.locator(`a[href="${frenchPath(`/downloads/${translated.slug}.pdf`)}"]`).first();
    await expect(pdf).toBeVisible();
    // The French piece opens in the app, in French.
    await main.getByRole('link', { name: translated.title, exact: true }).first().click();
    await expect(page).toHaveURL(frenchPath(translated.path));
    await expect(page.getByRole('heading', { level: 1, name: translated.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // An untranslated piece's French address (where the switcher on the English piece leads) shows
    // the French insights page, which lists it, kept out of search results.
    const response = await request.get('/fr/insights/managing-gen-z');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${origin}/fr/insights`);
  });

  test('an event’s calendar file is in French, and leads to the French events section', async ({ request }) => {
    const file = readFileSync(join(siteFolder, 'content', 'events', 'leading-through-uncertainty-2027.yaml'), 'utf8');
    const event = { id: 'leading-through-uncertainty-2027', name: (parseYaml(file) as { fr: { name: string } }).fr.name };
    const response = await request.get(`/fr/events/${event.id}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(event.name);
    expect(vevent?.getFirstProperty('summary')?.getParameter('language')).toBe('fr-CI');
    expect(vevent?.getFirstPropertyValue('url')).toBe(`${origin}/fr/partners#events`);
  });

  test('writes dates in French', async ({ page }) => {
    await page.goto('/fr/insights');
    await waitForHydration(page);
    await expect(
      page
        .getByRole('main')
        .getByText(/\b\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20\d\d\b/)
        .first(),
    ).toBeVisible();
  });
});

test.describe('what a download costs, in French', () => {
  test('the French hub states the size of each report’s PDF, though the English build writes it, as the file it downloads', async ({
    page,
    request,
  }) => {
    const words = readSingleton(siteFolder, contentModules.fileSizes, 'fr');
    const hubWords = readSingleton(siteFolder, contentModules.homeInsightsHub, 'fr');
    await page.goto(frenchPath('/'));
    await waitForHydration(page);
    const hub = page.getByRole('region', { name: hubWords.heading });
    await hub.getByRole('tab', { name: hubWords.tabs.researchReports }).click();
    const downloads = hub.getByRole('tabpanel').locator('a[href$=".pdf"]');
    await expect(downloads).toHaveCount(3);
    const hrefs = await downloads.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The hub's reports are in English only: the PDFs are the English edition's, measured by the French build.
    expect(hrefs.every((href) => href.startsWith('/downloads/'))).toBe(true);
    for (const [index, href] of hrefs.entries()) {
      const bytes = (await (await request.get(href)).body()).byteLength;
      const label = fillTemplate(words.pdf, { size: formatFileSize(bytes, words) });
      // An accessible name reads a no-break space as a space.
      await expect(downloads.nth(index), href).toHaveAccessibleName(new RegExp(`\\(${escapeRegExp(label).replace(/\s/g, '\\s')}\\)$`));
    }
  });
});

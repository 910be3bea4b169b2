import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { fillTemplate, formatFileSize } from '../../site/app/format';
import { piecePdfPath } from '../../site/app/pieces/piece';
import { readSingleton, siteFolder } from '../../site/buildtime/content/readContent';
import { contentModules } from '../../site/buildtime/content/registry';
import { readCollection } from '../../site/buildtime/pieces/readCollection';
import { titled } from '../../site/app/content/pages';
import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';

const pieces = readCollection(fileURLToPath(new URL('../../site/', import.meta.url)));

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/** A share link's name: the service and the piece's title (an outside link adds that it opens in a new tab). */
const named = (service: string, title: string) => new RegExp(`^${service}: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const fileSizeWords = readSingleton(siteFolder, contentModules.fileSizes, 'en');

/** What a link to a PDF of `bytes` says of it: "PDF, 31 KB". */
const pdfLabel = (bytes: number) => fillTemplate(fileSizeWords.pdf, { size: formatFileSize(bytes, fileSizeWords) });

/** The words inside the first link to `href` in the HTML. */
const linkText = (html: string, href: string) =>
  new RegExp(`<a[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</a>`).exec(html)?.[1] ?? '';

type JsonLd = Record<string, unknown> & { '@type'?: string; '@graph'?: JsonLd[] };

/** Every JSON-LD object in the HTML, with the members of any @graph. */
function structuredData(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(decode(match[1] ?? '')) as JsonLd;
    return data['@graph'] ?? [data];
  });
}

test.describe('every piece, as prerendered HTML (no JavaScript)', () => {
  for (const piece of pieces) {
    test(`${piece.path}: its headline, byline and text, its own metadata and valid structured data`, async ({ request }) => {
      const response = await request.get(piece.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(titled(piece.title));
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(piece.summary);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`https://akoma.example${piece.path}`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      // The whole text is in the page, not only its headline: the last section heading is there.
      const lastSection = piece.contents.at(-1);
      expect(decode(html)).toContain(`id="${lastSection?.id ?? ''}"`);
      expect(decode(html)).toContain(piece.takeaways[0]);

      const data = structuredData(html);
      const article = data.find((item) => item['@type'] === 'Article' || item['@type'] === 'Report');
      expect(article).toMatchObject({
        headline: piece.title,
        author: { '@type': 'Person', name: piece.author },
        datePublished: piece.published,
        dateModified: piece.updated ?? piece.published,
        image: `https://akoma.example${piece.hero.src}`,
        wordCount: piece.wordCount,
        publisher: { name: 'Akoma' },
      });
      const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://akoma.example/' },
        { '@type': 'ListItem', position: 2, name: 'Insights', item: 'https://akoma.example/insights' },
        { '@type': 'ListItem', position: 3, name: piece.title, item: `https://akoma.example${piece.path}` },
      ]);
      const faq = data.find((item) => item['@type'] === 'FAQPage');
      if (piece.faq.length > 0) {
        expect(faq?.mainEntity).toEqual(
          piece.faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        );
      } else {
        expect(faq).toBeUndefined();
      }
    });
  }
});

test.describe('every downloadable piece, as its PDF', () => {
  for (const piece of pieces.filter((candidate) => candidate.downloadable)) {
    test(`${piecePdfPath(piece.slug)}: a PDF of "${piece.title}", linked from its page`, async ({ request }) => {
      const html = await (await request.get(piece.path)).text();
      expect(html).toContain(`href="${piecePdfPath(piece.slug)}"`);
      const response = await request.get(piecePdfPath(piece.slug));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.body());
      expect(pdf.getTitle()).toBe(piece.title);
      expect(pdf.getAuthor()).toBe(piece.author);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      // Its page states the file's format and size, measured on the file itself, in the link's name too.
      const label = pdfLabel((await response.body()).byteLength);
      expect(html).toContain(`>${label}<`);
      expect(decode(linkText(html, piecePdfPath(piece.slug)))).toContain(`(${label})`);
    });
  }

  test('a piece without a PDF has no Download, and no file', async ({ request }) => {
    const piece = pieces.find((candidate) => !candidate.downloadable);
    if (!piece) throw new Error('some piece has no PDF');
    expect(await (await request.get(piece.path)).text()).not.toContain('/downloads/');
    expect((await request.get(piecePdfPath(piece.slug))).status()).toBe(404);
  });
});

test('the sitemap lists every piece', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const piece of pieces) expect(sitemap).toContain(`<loc>https://akoma.example${piece.path}</loc>`);
});

// A report with a table, contents and questions; a podcast transcript; a short article.
const samples = [
  pieces.find((piece) => piece.type === 'research-report' && piece.faq.length > 0 && piece.blocks.some((block) => block.kind === 'table')),
  pieces.find((piece) => piece.type === 'podcast'),
  pieces.find((piece) => piece.type === 'article'),
].filter((piece) => piece !== undefined);

test.describe('a piece in the browser', () => {
  test('reads as an article: headline, byline, takeaways, contents that jump to their section, related pieces', async ({ page }) => {
    const piece = samples[0];
    if (!piece) throw new Error('no sample report');
    await page.goto(piece.path);
    await waitForHydration(page);
    const article = page.getByRole('article', { name: piece.title });
    await expect(article.getByRole('heading', { level: 1, name: piece.title })).toBeVisible();
    await expect(article.getByText(piece.author)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'Key takeaways' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'In this piece' });
    const section = piece.contents[1];
    if (!section) throw new Error('no second section');
    await contents.getByRole('link', { name: section.text }).click();
    await expect(page).toHaveURL(`${piece.path}#${section.id}`);
    await expect(page.getByRole('heading', { level: 2, name: section.text })).toBeInViewport();
    await expect(page.getByRole('table', { name: /.+/ }).first()).toBeVisible();
    const related = piece.related[0];
    if (!related) throw new Error('no related piece');
    await page.getByRole('region', { name: 'Read next' }).getByRole('link', { name: related.title }).click();
    await expect(page).toHaveURL(related.path);
    await expect(page.getByRole('heading', { level: 1, name: related.title })).toBeVisible();
    await expect(page).toHaveTitle(titled(related.title));
  });

  test('share links go to each service’s own share address with the piece’s address, and load no third-party script', async ({ page }) => {
    const piece = samples[2];
    if (!piece) throw new Error('no sample article');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
    });
    await page.goto(piece.path);
    await waitForHydration(page);
    const share = page.getByRole('navigation', { name: 'Share this piece' });
    const address = encodeURIComponent(`https://akoma.example${piece.path}`);
    await expect(share.getByRole('link', { name: named('LinkedIn', piece.title) })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=${address}`),
    );
    await expect(share.getByRole('link', { name: named('WhatsApp', piece.title) })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole('link', { name: named('E-mail', piece.title) })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:\\?subject=.*&body=${address}$`),
    );
    expect(new Set(scripts)).toEqual(new Set([new URL(page.url()).origin]));
  });

  for (const width of [320, 768, 1280]) {
    for (const piece of samples) {
      test(`${piece.path} at ${String(width)} px: no axe violations and no sideways scroll`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(piece.path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});

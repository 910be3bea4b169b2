import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

import { akomaTokens } from '@akoma/design-system/css';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { evenGlyphRecords, pdfColours, piecePdf } from './pdf';
import type { Piece } from '../../app/pieces/piece';
import { readCollection } from './readCollection';

const origin = 'https://akoma.africa';
const downloadable = readCollection(fileURLToPath(new URL('../../', import.meta.url))).filter((piece) => piece.downloadable);

const nodeRequire = createRequire(import.meta.url);
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const fontkit = nodeRequire('@pdf-lib/fontkit') as Fontkit;

function streamBytes(stream: PDFRawStream): Uint8Array {
  return stream.dict.get(PDFName.of('Filter')) === undefined ? stream.contents : inflateSync(stream.contents);
}

/** The page's drawing operators, as text: its content streams, inflated where they are compressed. */
function pageOperators(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? Buffer.from(streamBytes(stream)).toString('latin1') : '')).join('\n');
}

/** The addresses the page's links open. */
function linkAddresses(document: PDFDocument, page: PDFPage): string[] {
  const annotations = page.node.Annots();
  if (!annotations) return [];
  return annotations.asArray().flatMap((ref) => {
    const annotation = document.context.lookup(ref);
    const action = annotation instanceof PDFDict ? annotation.lookup(PDFName.of('A')) : undefined;
    const address = action instanceof PDFDict ? action.lookup(PDFName.of('URI')) : undefined;
    return address instanceof PDFString ? [address.decodeText()] : [];
  });
}

/**
 * For each embedded face, how many of its glyphs fail to decode or reach outside the face's own
 * bounds: a broken subset draws such glyphs blank or as scribbles, though its text still extracts.
 */
function brokenGlyphs(document: PDFDocument): Map<string, number> {
  const broken = new Map<string, number>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(streamBytes(file));
    let count = 0;
    for (let id = 0; id < font.numGlyphs; id += 1) {
      try {
        const box = font.getGlyph(id).path.bbox;
        const bounds = font.bbox;
        if (box.minX < bounds.minX - 1 || box.maxX > bounds.maxX + 1 || box.minY < bounds.minY - 1 || box.maxY > bounds.maxY + 1)
          count += 1;
      } catch {
        count += 1;
      }
    }
    broken.set(String(object.get(PDFName.of('FontName'))), count);
  }
  return broken;
}

// Each PDF embeds subsets of the site's fonts: about 2 s a piece on a quiet machine, and several
// times that while other suites run beside it (the full run), over Vitest's 5 s default.
describe('a PDF of each downloadable piece', { timeout: 30_000 }, () => {
  it('has downloadable pieces to make', () => {
    expect(downloadable.length).toBeGreaterThan(0);
  });

  // First in the file, so that the first PDF is the first this process makes.
  it('gives the same bytes for the same piece, the first time in a process as after', async () => {
    const piece = downloadable.at(-1);
    if (!piece) throw new Error('no downloadable piece');
    const first = await piecePdf(piece, { origin });
    expect(await piecePdf(piece, { origin })).toEqual(first);
  });

  it.each(downloadable.map((piece) => [piece.slug, piece] as const))(
    '%s: a readable PDF with its title, author and text',
    async (_slug, piece) => {
      const bytes = await piecePdf(piece, { origin });
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

      const document = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(document.getTitle()).toBe(piece.title);
      expect(document.getAuthor()).toBe(piece.author);
      expect(document.getSubject()).toBe(piece.summary);
      expect(document.getCreationDate()?.toISOString()).toBe(`${piece.published}T00:00:00.000Z`);
      // Every piece runs to a thousand words or so: more than one page of A4.
      expect(document.getPageCount()).toBeGreaterThan(1);

      const first = document.getPage(0);
      expect(pageOperators(document, first)).toMatch(/\bT[jJ]\b/);
      expect(linkAddresses(document, first)).toContain(`${origin}${piece.path}`);
      for (const [face, count] of brokenGlyphs(document)) expect(count, face).toBe(0);
    },
  );
});

describe('the layout of every kind of block', () => {
  const base = downloadable[0];
  if (!base) throw new Error('no downloadable piece to start from');
  const row = (index: number) => [
    [{ kind: 'text' as const, text: `Market ${index}` }],
    [{ kind: 'text' as const, text: `₦${index}.2 billion` }],
  ];
  const piece: Piece = {
    ...base,
    updated: '2025-09-01',
    illustrative: true,
    faq: [],
    blocks: [
      { kind: 'heading', level: 2, id: 'opening', text: 'Opening' },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'Read ' },
          { kind: 'link', href: '/insights/managing-gen-z', children: [{ kind: 'em', children: [{ kind: 'text', text: 'the guide' }] }] },
          { kind: 'text', text: ' on ' },
          { kind: 'code', text: 'OKRs' },
          { kind: 'text', text: ', a fall of −5% at ' },
          { kind: 'strong', children: [{ kind: 'em', children: [{ kind: 'text', text: "Côte d'Ivoire" }] }] },
          { kind: 'text', text: `. ${'A'.repeat(200)}` },
        ],
      },
      { kind: 'quote', content: [{ kind: 'text', text: 'A quote that runs over more than one line of the page. '.repeat(4) }] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'First' }], [{ kind: 'text', text: 'Second' }]] },
      { kind: 'heading', level: 3, id: 'a-long-table', text: 'A long table' },
      {
        kind: 'table',
        caption: 'Opening',
        header: [[{ kind: 'text', text: 'Market' }], [{ kind: 'text', text: 'Cost' }]],
        rows: Array.from({ length: 120 }, (_, index) => row(index)),
      },
    ],
  };

  it('draws links, quotes, lists and a table that runs over several pages', async () => {
    const document = await PDFDocument.load(await piecePdf(piece, { origin }), { updateMetadata: false });
    expect(document.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(document.getModificationDate()?.toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(linkAddresses(document, document.getPage(0))).toContain(`${origin}/insights/managing-gen-z`);
    for (const page of document.getPages()) expect(pageOperators(document, page)).toMatch(/\bT[jJ]\b/);
    for (const [face, count] of brokenGlyphs(document)) expect(count, face).toBe(0);
  });
});

describe('evenGlyphRecords', () => {
  const inter = readFileSync(nodeRequire.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'));
  const jakarta = readFileSync(nodeRequire.resolve('@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf'));

  it('keeps every glyph of a font with odd-length glyph records as it was', () => {
    const original = fontkit.create(inter);
    const mended = fontkit.create(evenGlyphRecords(inter));
    expect(mended.numGlyphs).toBe(original.numGlyphs);
    for (let id = 0; id < original.numGlyphs; id += 97) {
      expect(mended.getGlyph(id).path.toSVG()).toBe(original.getGlyph(id).path.toSVG());
      expect(mended.getGlyph(id).advanceWidth).toBe(original.getGlyph(id).advanceWidth);
    }
  });

  it('returns a font that needs nothing unchanged', () => {
    expect(evenGlyphRecords(jakarta)).toBe(jakarta);
  });
});

describe("the PDF's colours", () => {
  it("are the Akoma theme's", () => {
    const { foreground, border, background } = akomaTokens.color;
    expect(pdfColours).toEqual({
      text: foreground.text,
      textMuted: foreground.textMuted,
      link: foreground.link,
      brandAccent: foreground.brandAccent,
      border: border.standard,
      surfaceMuted: background.surfaceMuted,
    });
  });
});

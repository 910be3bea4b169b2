import { fileURLToPath } from 'node:url';

import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import type { Language } from '../../app/language';
import { translatedPiecePaths } from '../piecePaths';
import { linkedPdfBytes, linkedPdfs, linkedPdfSizes } from './editionPdfs';
import { pdfSizes } from './entries.node';
import { piecePdf } from './pdf';
import { readCollection } from './readCollection';

const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const collections = { en: readCollection(siteDirectory, 'en'), fr: readCollection(siteDirectory, 'fr') };
const collectionIn = (language: Language) => collections[language];
const origin = 'https://akoma.example';
const translated = new Set(translatedPiecePaths(siteDirectory));

describe('linkedPdfs', () => {
  it('links every downloadable piece in the English edition, in English', () => {
    const linked = linkedPdfs(siteDirectory, 'en', collectionIn);
    expect([...linked.keys()].sort()).toEqual(
      collections.en
        .filter((piece) => piece.downloadable)
        .map((piece) => piece.slug)
        .sort(),
    );
    for (const pdf of linked.values()) expect(pdf.language).toBe('en');
  });

  it('links the French PDF of a translated piece, and the English one (of the English piece) of any other', () => {
    const linked = linkedPdfs(siteDirectory, 'fr', collectionIn);
    const untranslated = [...linked.values()].filter((pdf) => !translated.has(pdf.piece.path));
    expect(untranslated.length).toBeGreaterThan(0);
    for (const pdf of untranslated) {
      expect(pdf.language).toBe('en');
      expect(pdf.piece).toBe(collections.en.find((piece) => piece.slug === pdf.piece.slug));
    }
    const french = [...linked.values()].filter((pdf) => translated.has(pdf.piece.path));
    expect(french.length).toBeGreaterThan(0);
    for (const pdf of french) expect(pdf.language).toBe('fr');
  });
});

describe('linkedPdfSizes', () => {
  it('gives each linked PDF’s size, in bytes of the very file the edition writes', async () => {
    const linked = linkedPdfs(siteDirectory, 'en', collectionIn);
    const sizes = await linkedPdfSizes(linked, origin);
    for (const [slug, pdf] of linked) {
      const bytes = await piecePdf(pdf.piece, { origin });
      expect(sizes[slug], slug).toBe(bytes.byteLength);
      // The file written is the one measured, made once.
      expect(await linkedPdfBytes(pdf, origin)).toEqual(bytes);
    }
  });

  it('are what `virtual:pieces` gives outside Vite, as the tests read it', async () => {
    expect({ ...pdfSizes }).toEqual(await linkedPdfSizes(linkedPdfs(siteDirectory, 'en', collectionIn), origin));
  });

  it('makes a French PDF in French whatever the build’s language, as the French build does', async () => {
    const [, pdf] = [...linkedPdfs(siteDirectory, 'fr', collectionIn)].find(([, candidate]) => candidate.language === 'fr') ?? [];
    if (!pdf) throw new Error('some translated piece has a PDF');
    const document = await PDFDocument.load(await linkedPdfBytes(pdf, origin), { updateMetadata: false });
    expect(document.getTitle()).toBe(pdf.piece.title);
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-CI)');
  });
});

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { PageSizes, PDFDocument, PDFString, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

import { brand } from '../../app/content/brand.ts';

import { formatDateIn } from '../../app/format.ts';
import { languageSettings, pathIn, siteLanguage, type Language } from '../../app/language.ts';
import type { Block, Inline } from '../../app/pieces/blocks.ts';
import type { Piece } from '../../app/pieces/piece.ts';
import { readSingleton, siteFolder } from '../content/readContent.ts';
import { contentModules } from '../content/registry.ts';

/**
 * A downloadable piece as an A4 PDF, made at build time: the same title, byline, dates, summary,
 * takeaways, text and questions as its page, in the brand's fonts and colours, with the piece's
 * address and the page number in every footer.
 *
 * It is made in four steps: the text is wrapped into lines (`wrapRuns`); lines, headings and table
 * rows become bands that are never split (`…Bands`); the bands are placed on pages (`paginate`),
 * keeping a heading with what follows it and a table's header with its first row, and repeating a
 * table's header row on each page the table continues on; then the faces the text uses are
 * embedded and everything is drawn.
 */

/**
 * The words of the PDF that are not the piece's own, in a language: the piece's page's
 * (site/content/pages/insights.yaml, `piece`), and its dates as the pages write them. Any language,
 * not only the build's: the French edition links the English PDFs of the pieces it has not
 * translated, and states their sizes, so it makes them as the English build does.
 */
export function pdfCopyIn(language: Language) {
  const words = readSingleton(siteFolder, contentModules.insights, language).piece;
  return {
    wordmark: brand.name,
    by: words.by,
    published: words.published,
    updated: words.updated,
    takeaways: words.takeaways,
    illustrative: words.illustrative,
    faq: words.faq,
    page: (number: number, count: number) => words.pdfPage.replace('{number}', String(number)).replace('{count}', String(count)),
    date: (isoDate: string) => formatDateIn(language, isoDate),
    typeNames: words.typeNames,
    // The file's own metadata, which readers do not see on the page.
    creator: brand.name,
    producer: `${brand.name} site build (pdf-lib)`,
    locale: languageSettings[language].locale,
  };
}
type PdfCopy = ReturnType<typeof pdfCopyIn>;
const copyByLanguage = new Map<Language, PdfCopy>();

export interface PiecePdfOptions {
  /** The site's address without a trailing slash, such as https://akoma.africa: each footer gives it and the piece's path. */
  origin: string;
  /** The edition whose PDF this is: its words, dates and address. @default the build's language */
  language?: Language;
}

// ---------------------------------------------------------------------------------------------
// Colours, faces and sizes

function colourOf(hex: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`piecePdf: expected a colour as #rrggbb, got "${hex}"`);
  const [red = 0, green = 0, blue = 0] = match.slice(1).map((pair) => parseInt(pair, 16) / 255);
  return rgb(red, green, blue);
}

/**
 * The brand's faces as TrueType files: Inter for text, Plus Jakarta Sans for headings. They are
 * embedded, subset to the glyphs used, because the standard PDF fonts have no ₦, − or ô.
 */
const faceFiles = {
  body: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bodyItalic: '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  bodyBold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  bodyBoldItalic: '@expo-google-fonts/inter/700Bold_Italic/Inter_700Bold_Italic.ttf',
  heading: '@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf',
} as const;
type Face = keyof typeof faceFiles;
const faces = Object.keys(faceFiles) as Face[];

const nodeRequire = createRequire(import.meta.url);
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
// Required rather than imported: the package's ES build has only a default export while its types
// declare none, and Node loads its CommonJS build either way.
const fontkit = nodeRequire('@pdf-lib/fontkit') as Fontkit;

// This module runs in the build's config, which Vite bundles but for packages, which Node then
// loads as they are. The tokens' TypeScript entries cannot load there (Node 20 reads no TypeScript,
// and the theme contract throws outside a `.css.ts` build), so the PDF reads the theme from the
// tokens' W3C Design Tokens export, `@akoma/tokens/dtcg/akoma.tokens.json`, which is plain JSON.
const themeTokens: unknown = JSON.parse(readFileSync(nodeRequire.resolve('@akoma/tokens/dtcg/akoma.tokens.json'), 'utf8'));

/** The hex value of a colour token in the theme, by its dotted path ("color.foreground.text"). */
function themeColour(path: string): string {
  let token: unknown = themeTokens;
  for (const key of path.split('.'))
    token = typeof token === 'object' && token !== null ? (token as Record<string, unknown>)[key] : undefined;
  const value = typeof token === 'object' && token !== null ? (token as { $value?: { hex?: unknown } }).$value : undefined;
  if (typeof value?.hex !== 'string') throw new Error(`@akoma/tokens/dtcg/akoma.tokens.json has no colour at ${path}.`);
  return value.hex;
}

/**
 * The Akoma theme's colours the PDF uses, named as in the theme: `foreground.text`, `textMuted`,
 * `link` and `brandAccent`, `border.standard` for rules and `background.surfaceMuted` for panels.
 */
export const pdfColours = {
  text: themeColour('color.foreground.text'),
  textMuted: themeColour('color.foreground.textMuted'),
  link: themeColour('color.foreground.link'),
  brandAccent: themeColour('color.foreground.brandAccent'),
  border: themeColour('color.border.standard'),
  surfaceMuted: themeColour('color.background.surfaceMuted'),
};

const colours = {
  text: colourOf(pdfColours.text),
  muted: colourOf(pdfColours.textMuted),
  link: colourOf(pdfColours.link),
  brand: colourOf(pdfColours.brandAccent),
  rule: colourOf(pdfColours.border),
  panel: colourOf(pdfColours.surfaceMuted),
};

interface FaceData {
  bytes: Uint8Array;
  /** The parsed font, for measuring text before anything is embedded. */
  font: FontkitFont;
}

/**
 * pdf-lib draws each glyph at its advance width and drops the positions that shaping computes, so
 * kerning is switched off rather than worked out for every word and thrown away.
 */
const shaping = { kern: false };

/** The sum of a font table's big-endian 32-bit words, as its directory entry records it. */
function tableChecksum(table: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(table.length / 4) * 4);
  padded.set(table);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

/**
 * A TrueType font whose glyph records all have an even length. @pdf-lib/fontkit writes a subset's
 * `loca` table in the short format, which stores offsets halved, without padding the glyphs, so
 * after one odd-length glyph every later glyph is read from the wrong place and drawn blank or as
 * garbage (Hopding/pdf-lib#1232; fixed upstream in foliojs/fontkit#191, not in the fork pdf-lib
 * uses). Inter's files have hundreds of odd-length glyphs; padding each with a zero byte, which
 * TrueType allows, keeps every offset even. A font that needs nothing comes back as it was.
 */
export function evenGlyphRecords(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = Array.from({ length: view.getUint16(4) }, (_, index) => {
    const record = 12 + 16 * index;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    return { tag, bytes: font.subarray(offset, offset + view.getUint32(record + 12)) };
  });
  const table = (tag: string) => tables.find((candidate) => candidate.tag === tag)?.bytes;
  const [head, maxp, loca, glyf] = [table('head'), table('maxp'), table('loca'), table('glyf')];
  if (!head || !maxp || !loca || !glyf) return font;
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const glyphCount = new DataView(maxp.buffer, maxp.byteOffset, maxp.byteLength).getUint16(4);
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const long = headView.getInt16(50) === 1;
  const offsets = Array.from({ length: glyphCount + 1 }, (_, index) =>
    long ? locaView.getUint32(index * 4) : locaView.getUint16(index * 2) * 2,
  );
  const lengths = offsets.slice(1).map((end, index) => end - (offsets[index] ?? 0));
  if (lengths.every((length) => length % 2 === 0)) return font;

  const newGlyf = new Uint8Array(lengths.reduce((sum, length) => sum + length + (length % 2), 0));
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const newLocaView = new DataView(newLoca.buffer);
  let position = 0;
  lengths.forEach((length, index) => {
    newLocaView.setUint32(index * 4, position);
    const start = offsets[index] ?? 0;
    newGlyf.set(glyf.subarray(start, start + length), position);
    position += length + (length % 2);
  });
  newLocaView.setUint32(glyphCount * 4, position);
  const newHead = head.slice();
  const newHeadView = new DataView(newHead.buffer);
  newHeadView.setInt16(50, 1); // the new loca is in the long format
  newHeadView.setUint32(8, 0); // checkSumAdjustment, worked out below over the whole font

  const replaced = new Map([
    ['head', newHead],
    ['loca', newLoca],
    ['glyf', newGlyf],
  ]);
  const newTables = tables.map(({ tag, bytes }) => ({ tag, bytes: replaced.get(tag) ?? bytes }));
  const directoryEnd = 12 + 16 * newTables.length;
  const size = newTables.reduce((end, { bytes }) => end + Math.ceil(bytes.length / 4) * 4, directoryEnd);
  const output = new Uint8Array(size);
  const outputView = new DataView(output.buffer);
  output.set(font.subarray(0, 12));
  let offset = directoryEnd;
  let headOffset = 0;
  newTables.forEach(({ tag, bytes }, index) => {
    const record = 12 + 16 * index;
    output.set(font.subarray(record, record + 4), record);
    outputView.setUint32(record + 4, tableChecksum(bytes));
    outputView.setUint32(record + 8, offset);
    outputView.setUint32(record + 12, bytes.length);
    output.set(bytes, offset);
    if (tag === 'head') headOffset = offset;
    offset += Math.ceil(bytes.length / 4) * 4;
  });
  outputView.setUint32(headOffset + 8, (0xb1b0afba - tableChecksum(output)) >>> 0);
  return output;
}

let faceData: Promise<Record<Face, FaceData>> | undefined;

/** The faces' files, read, mended (see evenGlyphRecords) and parsed once per process: the build makes several PDFs. */
function loadFaces(): Promise<Record<Face, FaceData>> {
  const readFace = async (face: Face) => {
    const bytes = evenGlyphRecords(await readFile(nodeRequire.resolve(faceFiles[face])));
    return [face, { bytes, font: fontkit.create(bytes) }] as const;
  };
  faceData ??= Promise.all(faces.map(readFace)).then((entries) => Object.fromEntries(entries) as Record<Face, FaceData>);
  return faceData;
}

/**
 * Widths and heights of text, computed as pdf-lib does (the advance widths of the shaped glyphs,
 * without kerning, which pdf-lib does not draw either), remembered per word, and noting each face
 * used so that only those are embedded.
 */
class Typesetter {
  readonly used = new Set<Face>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly fonts: Readonly<Record<Face, FaceData>>) {}

  width(face: Face, text: string, size: number): number {
    this.used.add(face);
    const key = `${face}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      const { font } = this.fonts[face];
      width = font.layout(text, shaping).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;
      this.widths.set(key, width);
    }
    return width * size;
  }

  /** Where a line's baseline sits so that its text is centred in the line's height. */
  baseline(face: Face, top: number, text: TextSize): number {
    const { font } = this.fonts[face];
    const ascent = (font.ascent / font.unitsPerEm) * text.size;
    const descent = (Math.abs(font.descent) / font.unitsPerEm) * text.size;
    return top - (text.lineHeight - ascent - descent) / 2 - ascent;
  }
}

/** A4, in points, with margins wide enough to hold a page in the hand. */
const [pageWidth, pageHeight] = PageSizes.A4;
const margin = { side: 64, top: 56, bottom: 72 };
const contentWidth = pageWidth - 2 * margin.side;
const contentTop = pageHeight - margin.top;
const footerBaseline = 36;

interface TextSize {
  size: number;
  lineHeight: number;
}

const sizes = {
  wordmark: { size: 17, lineHeight: 22 },
  title: { size: 24, lineHeight: 30 },
  summary: { size: 12.5, lineHeight: 18 },
  heading2: { size: 15.5, lineHeight: 20 },
  heading3: { size: 12.5, lineHeight: 17 },
  body: { size: 10.5, lineHeight: 16 },
  quote: { size: 11.5, lineHeight: 17.5 },
  table: { size: 9, lineHeight: 13 },
  small: { size: 9.5, lineHeight: 14 },
  footer: { size: 8.5, lineHeight: 12 },
} satisfies Record<string, TextSize>;

const space = { paragraph: 9, listItem: 4, heading2: 22, heading3: 14, afterHeading: 4, block: 14, panel: 14, caption: 4 };

// ---------------------------------------------------------------------------------------------
// Text: runs of mixed faces wrapped into lines

/** A stretch of text in one face and colour; a link's runs carry its address. */
interface Run {
  text: string;
  face: Face;
  colour: RGB;
  href?: string;
}

interface RunStyle {
  bold: boolean;
  italic: boolean;
  colour: RGB;
  href?: string;
}

const plain: RunStyle = { bold: false, italic: false, colour: colours.text };
const muted: RunStyle = { ...plain, colour: colours.muted };

function faceOf({ bold, italic }: RunStyle): Face {
  if (bold) return italic ? 'bodyBoldItalic' : 'bodyBold';
  return italic ? 'bodyItalic' : 'body';
}

function run(text: string, style: RunStyle): Run {
  return { text, face: faceOf(style), colour: style.colour, ...(style.href === undefined ? {} : { href: style.href }) };
}

function headingRun(text: string): Run {
  return { text, face: 'heading', colour: colours.text };
}

/** Formatted text as runs: bold and italic choose the face, a link takes the link colour, code is set in the text face. */
function runsOf(content: readonly Inline[], style: RunStyle = plain): Run[] {
  return content.flatMap((inline): Run[] => {
    switch (inline.kind) {
      case 'text':
      case 'code':
        return [run(inline.text, style)];
      case 'strong':
        return runsOf(inline.children, { ...style, bold: true });
      case 'em':
        return runsOf(inline.children, { ...style, italic: true });
      case 'link':
        return runsOf(inline.children, { ...style, colour: colours.link, href: inline.href });
    }
  });
}

/** Part of a line: text in one face and colour, with its width at the line's size. */
interface Span extends Run {
  width: number;
}

interface Line {
  spans: Span[];
  width: number;
}

/** What lies between two breakable spaces, perhaps in several faces ("**38%**,"). */
interface Word {
  spans: Span[];
  width: number;
  /** The run the space before it belongs to, whose face sets the space's width; none at the start. */
  spaceBefore?: Run;
}

// Only ordinary white space breaks a line: a no-break space holds its words together.
const breakableSpace = /([ \t\r\n]+)/;

function wordsOf(runs: readonly Run[], size: number, typesetter: Typesetter): Word[] {
  const words: Word[] = [];
  let word: Word | undefined;
  let spaceBefore: Run | undefined;
  for (const part of runs) {
    for (const text of part.text.split(breakableSpace)) {
      if (text === '') continue;
      if (breakableSpace.test(text)) {
        if (word) words.push(word);
        word = undefined;
        if (words.length > 0) spaceBefore = part;
        continue;
      }
      if (!word) {
        word = { spans: [], width: 0, ...(spaceBefore ? { spaceBefore } : {}) };
        spaceBefore = undefined;
      }
      const width = typesetter.width(part.face, text, size);
      word.spans.push({ ...part, text, width });
      word.width += width;
    }
  }
  if (word) words.push(word);
  return words;
}

/** A word wider than a line (a long address) broken between characters into pieces that fit. */
function splitWord(word: Word, maxWidth: number, size: number, typesetter: Typesetter): Word[] {
  const pieces: Word[] = [];
  let piece: Word = { spans: [], width: 0, ...(word.spaceBefore ? { spaceBefore: word.spaceBefore } : {}) };
  for (const span of word.spans) {
    for (const character of Array.from(span.text)) {
      const width = typesetter.width(span.face, character, size);
      if (piece.width + width > maxWidth && piece.spans.length > 0) {
        pieces.push(piece);
        piece = { spans: [], width: 0 };
      }
      piece.spans.push({ ...span, text: character, width });
      piece.width += width;
    }
  }
  pieces.push(piece);
  return pieces;
}

/** Neighbouring spans of one style drawn as one: fewer text operations for the same text. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && last.face === span.face && last.colour === span.colour && last.href === span.href) {
      merged[merged.length - 1] = { ...last, text: last.text + span.text, width: last.width + span.width };
    } else {
      merged.push(span);
    }
  }
  return merged;
}

/** Runs wrapped into lines no wider than `maxWidth`, breaking at spaces, and within a word only when it is wider than a line. */
function wrapRuns(runs: readonly Run[], size: number, maxWidth: number, typesetter: Typesetter): Line[] {
  const words = wordsOf(runs, size, typesetter).flatMap((word) =>
    word.width > maxWidth ? splitWord(word, maxWidth, size, typesetter) : [word],
  );
  const lines: Line[] = [];
  let spans: Span[] = [];
  let width = 0;
  for (const word of words) {
    const spaceRun = spans.length > 0 ? word.spaceBefore : undefined;
    const spaceWidth = spaceRun ? typesetter.width(spaceRun.face, ' ', size) : 0;
    if (spans.length > 0 && width + spaceWidth + word.width > maxWidth) {
      lines.push({ spans: mergeSpans(spans), width });
      spans = [];
      width = 0;
    } else if (spaceRun) {
      spans.push({ ...spaceRun, text: ' ', width: spaceWidth });
      width += spaceWidth;
    }
    spans.push(...word.spans);
    width += word.width;
  }
  if (spans.length > 0) lines.push({ spans: mergeSpans(spans), width });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** What a band draws on: its page, the embedded faces and the piece's address (which links are read against). */
interface Canvas {
  page: PDFPage;
  font: (face: Face) => PDFFont;
  typesetter: Typesetter;
  address: string;
}

function addLinkAnnotation(page: PDFPage, href: string, box: { x: number; y: number; width: number; height: number }): void {
  const context = page.doc.context;
  const annotation = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(href) },
    }),
  );
  page.node.addAnnot(annotation);
}

function drawText(canvas: Canvas, text: string, face: Face, x: number, top: number, size: TextSize, colour: RGB): void {
  const y = canvas.typesetter.baseline(face, top, size);
  canvas.page.drawText(text, { x, y, size: size.size, font: canvas.font(face), color: colour });
}

function drawLine(canvas: Canvas, line: Line, x: number, top: number, size: TextSize): void {
  const face = line.spans[0]?.face ?? 'body';
  const y = canvas.typesetter.baseline(face, top, size);
  let left = x;
  for (const span of line.spans) {
    canvas.page.drawText(span.text, { x: left, y, size: size.size, font: canvas.font(span.face), color: span.colour });
    if (span.href !== undefined) {
      const href = new URL(span.href, canvas.address).href;
      addLinkAnnotation(canvas.page, href, { x: left, y: top - size.lineHeight, width: span.width, height: size.lineHeight });
    }
    left += span.width;
  }
}

function drawRule(canvas: Canvas, y: number, thickness: number, colour: RGB): void {
  canvas.page.drawLine({ start: { x: margin.side, y }, end: { x: margin.side + contentWidth, y }, thickness, color: colour });
}

// ---------------------------------------------------------------------------------------------
// Bands: what is never split across pages

/** A strip of the page that is never split: a line, a heading, a table row. */
interface Band {
  height: number;
  /** Space above it, left out at the top of a page. */
  gapBefore: number;
  /** Set on the same page as the band after it (a heading, a paragraph's first line). */
  keepWithNext: boolean;
  /** Drawn first when this band starts a page: a table's header row above a continuing row. */
  repeat?: Band;
  draw: (canvas: Canvas, top: number) => void;
}

/** Where text is set: its left edge and width, and how it is measured. */
interface Frame {
  left: number;
  width: number;
  typesetter: Typesetter;
}

function inset(frame: Frame, left: number, right = 0): Frame {
  return { ...frame, left: frame.left + left, width: frame.width - left - right };
}

interface LineBandOptions {
  size: TextSize;
  gapBefore: number;
  /** Drawn with the first line, in the space to its left (a list's bullet or number). */
  marker?: (canvas: Canvas, top: number) => void;
  /** Drawn with every line, behind it (a quote's rule). */
  decoration?: (canvas: Canvas, top: number, height: number) => void;
}

/**
 * Lines as bands, one each. The first line keeps with the second and the last but one with the
 * last, so no page starts or ends with a lone line of a paragraph.
 */
function lineBands(lines: readonly Line[], options: LineBandOptions, frame: Frame): Band[] {
  const { size, gapBefore, marker, decoration } = options;
  return lines.map((line, index): Band => ({
    height: size.lineHeight,
    gapBefore: index === 0 ? gapBefore : 0,
    keepWithNext: lines.length > 1 && (index === 0 || index === lines.length - 2),
    draw: (canvas, top) => {
      decoration?.(canvas, top, size.lineHeight);
      if (index === 0) marker?.(canvas, top);
      drawLine(canvas, line, frame.left, top, size);
    },
  }));
}

function textBands(runs: readonly Run[], options: LineBandOptions, frame: Frame): Band[] {
  return lineBands(wrapRuns(runs, options.size.size, frame.width, frame.typesetter), options, frame);
}

/** A heading's lines, kept together and with what follows them. */
function headingBands(text: string, size: TextSize, gapBefore: number, frame: Frame): Band[] {
  const bands = textBands([headingRun(text)], { size, gapBefore }, frame).map((band) => ({ ...band, keepWithNext: true }));
  const last = bands.at(-1);
  if (last) bands[bands.length - 1] = { ...last, height: last.height + space.afterHeading };
  return bands;
}

/** A list's items: a bullet or number to the left, the text indented after it. */
function listBands(items: readonly (readonly Run[])[], ordered: boolean, gapBefore: number, frame: Frame): Band[] {
  const indent = 16;
  return items.flatMap((runs, index) => {
    const label = ordered ? `${index + 1}.` : '•';
    const face: Face = ordered ? 'body' : 'bodyBold';
    const labelWidth = frame.typesetter.width(face, label, sizes.body.size);
    // Numbers end at the same place, so that 9. and 10. line up.
    const x = ordered ? frame.left + indent - 5 - labelWidth : frame.left + 3;
    const marker = (canvas: Canvas, top: number) =>
      drawText(canvas, label, face, x, top, sizes.body, ordered ? colours.muted : colours.brand);
    return textBands(runs, { size: sizes.body, gapBefore: index === 0 ? gapBefore : space.listItem, marker }, inset(frame, indent));
  });
}

/** A quote: indented, in a larger size, with the brand's rule to its left. */
function quoteBands(content: readonly Inline[], gapBefore: number, frame: Frame): Band[] {
  const decoration = (canvas: Canvas, top: number, height: number) => {
    canvas.page.drawRectangle({ x: frame.left + 2, y: top - height, width: 2.5, height, color: colours.brand });
  };
  return textBands(runsOf(content), { size: sizes.quote, gapBefore, decoration }, inset(frame, 18));
}

/**
 * A table's column widths: each column gets at least its longest word, and the rest of the width
 * is shared by how much more each column needs to set its text on one line.
 */
function columnWidths(table: readonly (readonly (readonly Run[])[])[], padding: number, frame: Frame): number[] {
  const columns = Math.max(...table.map((row) => row.length));
  const bounds = Array.from({ length: columns }, (_, column) => {
    const cells = table.map((row) => row[column] ?? []);
    const longestWords = cells.flatMap((cell) => wordsOf(cell, sizes.table.size, frame.typesetter).map((word) => word.width));
    const oneLine = cells.map((cell) => wrapRuns(cell, sizes.table.size, Number.POSITIVE_INFINITY, frame.typesetter)[0]?.width ?? 0);
    return { least: Math.max(0, ...longestWords) + 2 * padding, most: Math.max(0, ...oneLine) + 2 * padding };
  });
  const least = bounds.reduce((sum, column) => sum + column.least, 0);
  const most = bounds.reduce((sum, column) => sum + column.most, 0);
  if (least >= frame.width) return bounds.map((column) => (column.least / least) * frame.width);
  if (most <= frame.width) return bounds.map((column) => (column.most / most) * frame.width);
  return bounds.map((column) => column.least + ((column.most - column.least) / (most - least)) * (frame.width - least));
}

/** A table: its caption above, a tinted header row in bold, each row a band, the header repeated on each new page. */
function tableBands(block: Extract<Block, { kind: 'table' }>, gapBefore: number, frame: Frame): Band[] {
  const padding = { x: 6, y: 5 };
  const header = block.header.map((cell) => runsOf(cell, { ...plain, bold: true }));
  const rows = block.rows.map((row) => row.map((cell) => runsOf(cell)));
  const widths = columnWidths([header, ...rows], padding.x, frame);

  const rowBand = (cells: readonly (readonly Run[])[], isHeader: boolean): Band => {
    const lines = widths.map((width, column) => wrapRuns(cells[column] ?? [], sizes.table.size, width - 2 * padding.x, frame.typesetter));
    const height = Math.max(1, ...lines.map((cellLines) => cellLines.length)) * sizes.table.lineHeight + 2 * padding.y;
    return {
      height,
      gapBefore: 0,
      keepWithNext: isHeader,
      draw: (canvas, top) => {
        if (isHeader) canvas.page.drawRectangle({ x: frame.left, y: top - height, width: frame.width, height, color: colours.panel });
        let left = frame.left;
        lines.forEach((cellLines, column) => {
          cellLines.forEach((line, index) => {
            drawLine(canvas, line, left + padding.x, top - padding.y - index * sizes.table.lineHeight, sizes.table);
          });
          left += widths[column] ?? 0;
        });
        drawRule(canvas, top - height, isHeader ? 1 : 0.5, isHeader ? colours.muted : colours.rule);
      },
    };
  };

  const caption = textBands([run(block.caption, { ...muted, bold: true })], { size: sizes.small, gapBefore }, frame).map((band) => ({
    ...band,
    keepWithNext: true,
  }));
  const lastCaption = caption.at(-1);
  if (lastCaption) caption[caption.length - 1] = { ...lastCaption, height: lastCaption.height + space.caption };
  const headerBand = rowBand(header, true);
  return [...caption, headerBand, ...rows.map((row) => ({ ...rowBand(row, false), repeat: headerBand }))];
}

function blockBands(block: Block, frame: Frame): Band[] {
  switch (block.kind) {
    case 'heading':
      return block.level === 2
        ? headingBands(block.text, sizes.heading2, space.heading2, frame)
        : headingBands(block.text, sizes.heading3, space.heading3, frame);
    case 'paragraph':
      return textBands(runsOf(block.content), { size: sizes.body, gapBefore: space.paragraph }, frame);
    case 'list':
      return listBands(
        block.items.map((item) => runsOf(item)),
        block.ordered,
        space.paragraph,
        frame,
      );
    case 'table':
      return tableBands(block, space.block, frame);
    case 'quote':
      return quoteBands(block.content, space.block, frame);
  }
}

/** Bands on a tinted panel: the space between them becomes part of each, so the tint has no gaps. */
function panelBands(bands: readonly Band[], gapBefore: number, frame: Frame): Band[] {
  return bands.map((band, index): Band => {
    const above = index === 0 ? space.panel : band.gapBefore;
    const below = index === bands.length - 1 ? space.panel : 0;
    const height = above + band.height + below;
    return {
      ...band,
      height,
      gapBefore: index === 0 ? gapBefore : 0,
      draw: (canvas, top) => {
        canvas.page.drawRectangle({ x: frame.left, y: top - height, width: frame.width, height, color: colours.panel });
        band.draw(canvas, top - above);
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The piece: its opening, takeaways, text and questions

/** The wordmark and the kind of piece, above a rule. */
function mastheadBand(piece: Piece, frame: Frame, pdfCopy: PdfCopy): Band {
  const height = 34;
  const typeName = pdfCopy.typeNames[piece.type];
  const typeWidth = frame.typesetter.width('bodyBold', typeName, sizes.small.size);
  frame.typesetter.width('heading', pdfCopy.wordmark, sizes.wordmark.size); // measured, so that its face is embedded
  return {
    height,
    gapBefore: 0,
    keepWithNext: true,
    draw: (canvas, top) => {
      drawText(canvas, pdfCopy.wordmark, 'heading', frame.left, top, sizes.wordmark, colours.brand);
      // On the wordmark's baseline, at the right margin.
      const y = canvas.typesetter.baseline('heading', top, sizes.wordmark);
      canvas.page.drawText(typeName, {
        x: frame.left + frame.width - typeWidth,
        y,
        size: sizes.small.size,
        font: canvas.font('bodyBold'),
        color: colours.muted,
      });
      drawRule(canvas, top - height + 4, 0.75, colours.rule);
    },
  };
}

function openingBands(piece: Piece, frame: Frame, pdfCopy: PdfCopy): Band[] {
  const dates = [`${pdfCopy.published} ${pdfCopy.date(piece.published)}`];
  if (piece.updated !== undefined) dates.push(`${pdfCopy.updated} ${pdfCopy.date(piece.updated)}`);
  const byline = [run(`${pdfCopy.by} `, plain), run(piece.author, { ...plain, bold: true }), run(`, ${piece.authorRole}`, plain)];
  return [
    mastheadBand(piece, frame, pdfCopy),
    ...textBands([headingRun(piece.title)], { size: sizes.title, gapBefore: 18 }, frame).map((band) => ({ ...band, keepWithNext: true })),
    ...textBands(byline, { size: sizes.body, gapBefore: 12 }, frame),
    ...textBands([run(dates.join(' · '), muted)], { size: sizes.small, gapBefore: 2 }, frame),
    ...textBands([run(piece.summary, muted)], { size: sizes.summary, gapBefore: 14 }, frame),
  ];
}

function takeawayBands(piece: Piece, frame: Frame, pdfCopy: PdfCopy): Band[] {
  const inner = inset(frame, space.panel, space.panel);
  const items = piece.takeaways.map((takeaway) => [run(takeaway, plain)]);
  return panelBands(
    [...headingBands(pdfCopy.takeaways, sizes.heading3, 0, inner), ...listBands(items, false, space.afterHeading, inner)],
    20,
    frame,
  );
}

function faqBands(piece: Piece, frame: Frame, pdfCopy: PdfCopy): Band[] {
  if (piece.faq.length === 0) return [];
  return [
    ...headingBands(pdfCopy.faq, sizes.heading2, space.heading2 + 6, frame),
    ...piece.faq.flatMap((item, index) => [
      ...headingBands(item.question, sizes.heading3, index === 0 ? space.afterHeading : space.heading3, frame),
      ...textBands([run(item.answer, plain)], { size: sizes.body, gapBefore: 0 }, frame),
    ]),
  ];
}

function pieceBands(piece: Piece, frame: Frame, pdfCopy: PdfCopy): Band[] {
  const illustrative = piece.illustrative
    ? textBands([run(pdfCopy.illustrative, { ...muted, italic: true })], { size: sizes.small, gapBefore: 16 }, frame)
    : [];
  return [
    ...openingBands(piece, frame, pdfCopy),
    ...takeawayBands(piece, frame, pdfCopy),
    ...illustrative,
    ...piece.blocks.flatMap((block) => blockBands(block, frame)),
    ...faqBands(piece, frame, pdfCopy),
  ];
}

// ---------------------------------------------------------------------------------------------
// Pages

interface Placement {
  band: Band;
  top: number;
}

/** The height of a band with those it keeps with, down to the first that may end a page. */
function keptHeight(bands: readonly Band[], start: number): number {
  let height = bands[start]?.height ?? 0;
  for (let index = start; bands[index]?.keepWithNext && index + 1 < bands.length; index += 1) {
    const next = bands[index + 1];
    if (next) height += next.gapBefore + next.height;
  }
  return height;
}

/** The bands placed top to bottom, starting a page when a band and what it keeps with would not fit. */
function paginate(bands: readonly Band[]): Placement[][] {
  const pages: Placement[][] = [[]];
  let y = contentTop;
  bands.forEach((band, index) => {
    const fresh = y === contentTop;
    const gap = fresh ? 0 : band.gapBefore;
    // A run of kept bands longer than a page cannot be kept: it starts a page and runs on from there.
    const needed = Math.min(gap + keptHeight(bands, index), contentTop - margin.bottom);
    if (!fresh && y - needed < margin.bottom) {
      pages.push([]);
      y = contentTop;
      if (band.repeat) {
        pages.at(-1)?.push({ band: band.repeat, top: y });
        y -= band.repeat.height;
      }
    } else {
      y -= gap;
    }
    pages.at(-1)?.push({ band, top: y });
    y -= band.height;
  });
  return pages;
}

/** The piece's address on the left, "Page N of M" on the right. */
function drawFooter(canvas: Canvas, number: string, numberWidth: number, addressWidth: number): void {
  const { page, address } = canvas;
  const font = canvas.font('body');
  const { size } = sizes.footer;
  drawRule(canvas, footerBaseline + 14, 0.5, colours.rule);
  page.drawText(address, { x: margin.side, y: footerBaseline, size, font, color: colours.muted });
  addLinkAnnotation(page, address, { x: margin.side, y: footerBaseline - 3, width: addressWidth, height: size + 4 });
  page.drawText(number, { x: margin.side + contentWidth - numberWidth, y: footerBaseline, size, font, color: colours.muted });
}

/** A calendar day as the instant it starts in UTC, so that the PDF's dates do not depend on where it is made. */
function dayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * A downloadable piece as an A4 PDF: the bytes of /downloads/<slug>.pdf. The same piece gives the
 * same bytes: the document's dates are the piece's, and nothing in it depends on the clock or on
 * the order in which files happen to load.
 */
export async function piecePdf(piece: Piece, options: PiecePdfOptions): Promise<Uint8Array> {
  const language = options.language ?? siteLanguage;
  let pdfCopy = copyByLanguage.get(language);
  if (!pdfCopy) {
    pdfCopy = pdfCopyIn(language);
    copyByLanguage.set(language, pdfCopy);
  }
  const faceData = await loadFaces();
  const typesetter = new Typesetter(faceData);
  const address = `${options.origin}${pathIn(language, piece.path)}`;

  const pages = paginate(pieceBands(piece, { left: margin.side, width: contentWidth, typesetter }, pdfCopy));
  const footers = pages.map((_, index) => {
    const number = pdfCopy.page(index + 1, pages.length);
    return { number, width: typesetter.width('body', number, sizes.footer.size) };
  });
  const addressWidth = typesetter.width('body', address, sizes.footer.size);

  // Without `updateMetadata: false`, pdf-lib stamps the time of the build as the creation date.
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  // One face at a time, in a fixed order: the faces' objects are numbered as they are embedded.
  const embedded = new Map<Face, PDFFont>();
  for (const face of faces.filter((candidate) => typesetter.used.has(candidate))) {
    embedded.set(face, await document.embedFont(faceData[face].bytes, { subset: true, features: shaping }));
  }
  const font = (face: Face): PDFFont => {
    const found = embedded.get(face);
    if (!found) throw new Error(`piecePdf: the ${face} face is drawn but was never measured, so it was not embedded`);
    return found;
  };

  pages.forEach((placements, index) => {
    const canvas: Canvas = { page: document.addPage([pageWidth, pageHeight]), font, typesetter, address };
    for (const { band, top } of placements) band.draw(canvas, top);
    const footer = footers[index];
    if (footer) drawFooter(canvas, footer.number, footer.width, addressWidth);
  });

  document.setTitle(piece.title, { showInWindowTitleBar: true });
  document.setAuthor(piece.author);
  document.setSubject(piece.summary);
  // pdf-lib joins keywords with spaces, which would run tags of several words together.
  document.setKeywords([piece.tags.join(', ')]);
  document.setCreator(pdfCopy.creator);
  document.setProducer(pdfCopy.producer);
  document.setLanguage(pdfCopy.locale);
  document.setCreationDate(dayStart(piece.published));
  document.setModificationDate(dayStart(piece.updated ?? piece.published));
  return document.save();
}

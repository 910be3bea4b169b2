import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

import type { Language } from '../language.ts';
import type { Block, Inline } from './blocks.ts';
import { markdownBlocks, wordCount } from './markdown.ts';
import { tagTopicKey } from './tagTopicKey.ts';
import {
  insightTopics,
  piecePath,
  pieceTypes,
  readMinutes,
  type Piece,
  type PieceArtwork,
  type PieceBody,
  type PieceEntry,
  type PieceSummary,
} from './piece.ts';

/**
 * The readable pieces: one Markdown file each in site/content/pieces/<slug>.md, a YAML
 * front-matter block then the body. The build reads and checks them (site/buildtime/piecesPlugin.ts): a
 * missing or wrong field, an unknown related slug or a body the page cannot show throws an error
 * that names the file, so the build fails instead of publishing a broken page. Nothing here
 * reaches the browser: pages receive the checked pieces as data (`virtual:pieces`).
 */

/** The width and height of an image under site/public, or undefined when there is no such file. */
export type ArtworkSize = (src: string) => { width: number; height: number } | undefined;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const sentence = z.string().trim().min(1);

const frontMatterSchema = z
  .object({
    title: sentence.max(120),
    summary: sentence.max(220),
    author: sentence,
    authorRole: sentence,
    published: isoDate,
    updated: isoDate.optional(),
    category: z.enum(insightTopics),
    type: z.enum(pieceTypes),
    tags: z.array(sentence).min(1).max(6),
    hero: z.string().regex(/^\/images\/[\w/-]+\.svg$/, 'expected an SVG under /images/'),
    related: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(4),
    downloadable: z.boolean(),
    illustrative: z.boolean(),
    takeaways: z.array(sentence).min(3).max(5),
    faq: z.array(z.object({ question: sentence, answer: sentence }).strict()).optional(),
    /** A video's or podcast's running time in minutes; its page carries the edited transcript. */
    runningMinutes: z.number().int().min(1).max(240).optional(),
    /**
     * A piece not translated in full (content/pieces/fr/<slug>.md) has its summary in French here:
     * the French pages list it with this summary, marked as English, linking to the English piece.
     */
    // The content editor writes an empty or no summary for a piece without one: none.
    fr: z
      .object({ summary: z.string().trim().max(220).optional() })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((data, context) => {
    const recorded = data.type === 'video' || data.type === 'podcast';
    if (recorded && data.runningMinutes === undefined) {
      context.addIssue({ code: 'custom', path: ['runningMinutes'], message: `a ${data.type} needs its running time in minutes` });
    }
    if (!recorded && data.runningMinutes !== undefined) {
      context.addIssue({ code: 'custom', path: ['runningMinutes'], message: 'only a video or a podcast has a running time' });
    }
  });

export type PieceFrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * A piece's French translation, content/pieces/fr/<slug>.md: the words only. Its date, type,
 * topic, artwork, related pieces and whether it has a PDF are the English file's.
 */
const translationSchema = z
  .object({
    title: sentence.max(120),
    summary: sentence.max(220),
    authorRole: sentence,
    tags: z.array(sentence).min(1).max(6),
    takeaways: z.array(sentence).min(3).max(5),
    faq: z.array(z.object({ question: sentence, answer: sentence }).strict()).optional(),
  })
  .strict();

export class PieceError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'PieceError';
  }
}

/** The file's front-matter and body; a file without the opening and closing `---` lines is refused. */
export function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new PieceError(file, 'expected YAML front-matter between two --- lines at the top');
  try {
    return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    throw new PieceError(file, `the front-matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The width and height an SVG declares (its width and height attributes, or else its viewBox). */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  if (!viewBox) return undefined;
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

function artwork(file: string, src: string, artworkSize: ArtworkSize): PieceArtwork {
  const size = artworkSize(src);
  if (!size) throw new PieceError(file, `hero: ${src} is not an SVG in site/public with a width and height or a viewBox`);
  return { src, ...size };
}

/** One piece from its file name and text, without its related pieces (they need the whole collection). */
export function parsePiece(
  file: string,
  source: string,
  artworkSize: ArtworkSize,
): Omit<Piece, 'related'> & { relatedSlugs: readonly string[]; frenchSummary?: string } {
  const slug = /([a-z0-9-]+)\.md$/.exec(file)?.[1];
  if (!slug) throw new PieceError(file, 'the file name must be the slug: lower-case letters, digits and hyphens, then .md');
  const { data, body } = splitFrontMatter(file, source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front-matter'}: ${issue.message}`);
    throw new PieceError(file, problems.join('; '));
  }
  const frontMatter = parsed.data;
  const blocks = bodyBlocks(file, body);
  const words = wordCount(blocks);
  return {
    slug,
    path: piecePath(slug),
    title: frontMatter.title,
    summary: frontMatter.summary,
    type: frontMatter.type,
    category: frontMatter.category,
    published: frontMatter.published,
    updated: frontMatter.updated,
    readMinutes: readMinutes(words),
    ...(frontMatter.runningMinutes === undefined ? {} : { runningMinutes: frontMatter.runningMinutes }),
    author: frontMatter.author,
    authorRole: frontMatter.authorRole,
    tags: frontMatter.tags,
    tagTopics: frontMatter.tags.map(tagTopicKey),
    hero: artwork(file, frontMatter.hero, artworkSize),
    downloadable: frontMatter.downloadable,
    illustrative: frontMatter.illustrative,
    takeaways: frontMatter.takeaways,
    faq: frontMatter.faq ?? [],
    blocks,
    wordCount: words,
    contents: blocks.flatMap((block) => (block.kind === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [])),
    relatedSlugs: frontMatter.related,
    ...(frontMatter.fr?.summary ? { frenchSummary: frontMatter.fr.summary } : {}),
  };
}

function bodyBlocks(file: string, body: string): Block[] {
  try {
    return markdownBlocks(body);
  } catch (error) {
    throw new PieceError(file, error instanceof Error ? error.message : String(error));
  }
}

function parseFrontMatter<T>(file: string, data: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new PieceError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front-matter'}: ${issue.message}`).join('; '));
}

/** Every link a body makes, in order. */
function linkTargets(blocks: readonly Block[]): string[] {
  const fromInlines = (inlines: readonly Inline[]): string[] =>
    inlines.flatMap((inline) =>
      inline.kind === 'link' ? [inline.href, ...fromInlines(inline.children)] : 'children' in inline ? fromInlines(inline.children) : [],
    );
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
      case 'quote':
        return fromInlines(block.content);
      case 'list':
        return block.items.flatMap(fromInlines);
      case 'table':
        return [...block.header, ...block.rows.flat()].flatMap(fromInlines);
      default:
        return [];
    }
  });
}

/**
 * A piece in French from its English piece and its translation's file: the translation's words,
 * the English piece's facts. The translation must be the same piece: as many takeaways, questions
 * and sections, and the same links, so a reader of either edition finds the same things.
 */
export function parseTranslation(file: string, source: string, english: Omit<Piece, 'related'>): Omit<Piece, 'related'> {
  const { data, body } = splitFrontMatter(file, source);
  const words = parseFrontMatter(file, data, translationSchema);
  const blocks = bodyBlocks(file, body);
  const faq = words.faq ?? [];
  const sections = (list: readonly Block[]) => list.filter((block) => block.kind === 'heading' && block.level === 2).length;
  const problems = [
    words.takeaways.length !== english.takeaways.length &&
      `takeaways: ${String(words.takeaways.length)}, where the English has ${String(english.takeaways.length)}`,
    faq.length !== english.faq.length && `faq: ${String(faq.length)} questions, where the English has ${String(english.faq.length)}`,
    sections(blocks) !== sections(english.blocks) &&
      `${String(sections(blocks))} sections (## headings), where the English has ${String(sections(english.blocks))}`,
    linkTargets(blocks).join(' ') !== linkTargets(english.blocks).join(' ') &&
      `links to ${linkTargets(blocks).join(', ') || 'nothing'}, where the English links to ${linkTargets(english.blocks).join(', ') || 'nothing'}`,
  ].filter((problem) => typeof problem === 'string');
  if (problems.length > 0) throw new PieceError(file, `not the same piece as the English: ${problems.join('; ')}`);
  const count = wordCount(blocks);
  return {
    ...english,
    title: words.title,
    summary: words.summary,
    authorRole: words.authorRole,
    tags: words.tags,
    takeaways: words.takeaways,
    faq,
    blocks,
    wordCount: count,
    readMinutes: readMinutes(count),
    contents: blocks.flatMap((block) => (block.kind === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [])),
  };
}

/** What a card shows of a piece. */
export function summaryOf(piece: PieceSummary): PieceSummary {
  const { slug, path, title, summary, type, category, published, readMinutes: minutes, hero } = piece;
  return { slug, path, title, summary, type, category, published, readMinutes: minutes, hero };
}

/** What every page knows of a piece: all but its text. */
export function entryOf(piece: Piece): PieceEntry {
  return {
    ...summaryOf(piece),
    author: piece.author,
    authorRole: piece.authorRole,
    ...(piece.updated === undefined ? {} : { updated: piece.updated }),
    ...(piece.runningMinutes === undefined ? {} : { runningMinutes: piece.runningMinutes }),
    tags: piece.tags,
    tagTopics: piece.tagTopics,
    downloadable: piece.downloadable,
    illustrative: piece.illustrative,
    wordCount: piece.wordCount,
  };
}

/** A piece's text and what goes with it. */
export function bodyOf(piece: Piece): PieceBody {
  return { takeaways: piece.takeaways, faq: piece.faq, blocks: piece.blocks, contents: piece.contents, related: piece.related };
}

/**
 * The collection in a language from its files (file name -> text): every piece checked, with its
 * related pieces, newest first. `translations` are the French files (content/pieces/fr/<slug>.md).
 * Every piece has French words, checked in both languages' builds: its full translation, or else
 * its French summary (`fr.summary`), never both. In French, a translated piece is its translation;
 * any other is the English piece with its French summary, which the French pages mark as English.
 */
export function buildCollection(
  files: Readonly<Record<string, string>>,
  artworkSize: ArtworkSize,
  translations: Readonly<Record<string, string>> = {},
  language: Language = 'en',
  /** Where a piece's French that is missing or not yet tidy is reported instead of failing (the development server, so a piece can be previewed as it is written). */
  warn?: (problem: string) => void,
): readonly Piece[] {
  const parsed = Object.entries(files).map(([file, source]) => {
    const { relatedSlugs, frenchSummary, ...piece } = parsePiece(file, source, artworkSize);
    return { file, relatedSlugs, frenchSummary, piece };
  });
  const englishBySlug = new Map(parsed.map((entry) => [entry.piece.slug, entry]));
  // The development server reports a problem and goes on, so a piece being translated in the content
  // editor can be previewed at every step; a build fails on it.
  const report = (problem: PieceError) => {
    if (!warn) throw problem;
    warn(problem.message);
  };
  const translated = new Map<string, ReturnType<typeof parseTranslation>>();
  for (const [file, source] of Object.entries(translations)) {
    const slug = /([a-z0-9-]+)\.md$/.exec(file)?.[1] ?? '';
    const english = englishBySlug.get(slug);
    if (!english) {
      report(new PieceError(file, `there is no English piece called "${slug}" (content/pieces/${slug}.md) for it to translate`));
      continue;
    }
    if (english.frenchSummary !== undefined)
      report(
        new PieceError(
          file,
          `content/pieces/${slug}.md also has a French summary (fr.summary): a translated piece's summary is its translation's, so remove it there`,
        ),
      );
    translated.set(slug, parseTranslation(file, source, english.piece));
  }
  for (const { file, piece, frenchSummary } of parsed) {
    if (frenchSummary === undefined && !translated.has(piece.slug)) {
      report(
        new PieceError(file, `no French: give it a French summary (fr.summary) or a translation in content/pieces/fr/${piece.slug}.md`),
      );
    }
  }
  const inLanguage = parsed.map(({ file, relatedSlugs, frenchSummary, piece: english }) => {
    const translation = translated.get(english.slug);
    const piece = language === 'en' ? english : (translation ?? { ...english, summary: frenchSummary ?? english.summary });
    return { file, relatedSlugs, piece };
  });
  const bySlug = new Map(inLanguage.map(({ piece }) => [piece.slug, piece]));
  return inLanguage
    .map(({ file, relatedSlugs, piece }) => {
      const related = relatedSlugs.map((slug) => {
        const target = bySlug.get(slug);
        if (!target) throw new PieceError(file, `related: no piece is called "${slug}"`);
        if (target.slug === piece.slug) throw new PieceError(file, 'related: a piece cannot list itself');
        return summaryOf(target);
      });
      return { ...piece, related };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

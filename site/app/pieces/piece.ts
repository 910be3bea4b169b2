import { pathIn, siteLanguage } from '../language.ts';
import type { Block } from './blocks';

/**
 * What a readable piece is (an insight, an article, a research report, a podcast or video
 * transcript), as the page receives it: types and words only, so the browser's bundle never
 * carries the collection or its parser (collection.server.ts builds it at build time).
 */

/** The categories every piece belongs to one of (the insights screen adds "all" as a filter). */
export const insightTopics = ['capability', 'wellbeing', 'performance', 'african-business'] as const;
export type InsightTopic = (typeof insightTopics)[number];

export const pieceTypes = ['research-report', 'thought-leadership', 'case-study', 'article', 'podcast', 'video'] as const;
export type PieceType = (typeof pieceTypes)[number];

export interface PieceArtwork {
  src: string;
  width: number;
  height: number;
}

export interface PieceFaq {
  question: string;
  answer: string;
}

/** What a card or a "related" link shows of a piece. */
export interface PieceSummary {
  slug: string;
  /** /insights/<slug> */
  path: string;
  title: string;
  summary: string;
  type: PieceType;
  category: InsightTopic;
  /** ISO 8601 date, YYYY-MM-DD. */
  published: string;
  readMinutes: number;
  hero: PieceArtwork;
}

/** What every page knows of every piece (its card, its title and metadata), from `virtual:pieces`. */
export interface PieceEntry extends PieceSummary {
  author: string;
  authorRole: string;
  /** ISO 8601 date, YYYY-MM-DD, when the piece changed after it was published. */
  updated?: string;
  /** A video's or podcast's running time, in minutes. */
  runningMinutes?: number;
  tags: readonly string[];
  /**
   * Each tag's topic key, from the English tag in both editions (members follow topics by key, so a
   * tag followed in one edition is followed in the other): `tags[i]` is the name of `tagTopics[i]`.
   */
  tagTopics: readonly string[];
  downloadable: boolean;
  /** Whether some figures are illustrative rather than measured; the page says so. */
  illustrative: boolean;
  wordCount: number;
}

/** A piece's text and what goes with it, loaded only on its own page. */
export interface PieceBody {
  takeaways: readonly string[];
  faq: readonly PieceFaq[];
  blocks: readonly Block[];
  /** The ## headings, for the table of contents of a long piece. */
  contents: readonly { id: string; text: string }[];
  related: readonly PieceSummary[];
}

export type Piece = PieceEntry & PieceBody;

/** A piece's address: /insights/<slug>. */
export function piecePath(slug: string): string {
  return `/insights/${slug}`;
}

/**
 * A downloadable piece's PDF, which the build makes from its text: /downloads/<slug>.pdf, and in
 * the French edition /fr/downloads/<slug>.pdf for a piece translated into French.
 */
export function piecePdfPath(slug: string): string {
  return inPieceEdition(slug, `/downloads/${slug}.pdf`);
}

/** A piece's page in this edition: /fr/insights/<slug> in the French one, unless the piece is in English only. */
export function pieceEditionPath(slug: string): string {
  return inPieceEdition(slug, piecePath(slug));
}

/** `path` (of the piece `slug`) in the edition that has the piece: this one, or the English one for a piece not translated. */
function inPieceEdition(slug: string, path: string): string {
  // The English edition's bundles reduce this to `path` (app/language.ts).
  if (siteLanguage !== 'fr') return path;
  // The list is the French bundles' (site/vite.config.ts). The build's own code, where it is
  // undefined, asks only for the translated pieces' PDFs (buildtime/piecesPlugin.ts): under /fr.
  return typeof __ENGLISH_ONLY_PATHS__ === 'object' && __ENGLISH_ONLY_PATHS__.includes(piecePath(slug)) ? path : pathIn('fr', path);
}

/** Reading speed for the "N min read" figure: 230 words a minute, rounded up. */
export const wordsPerMinute = 230;

export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/**
 * How long a piece takes, in the content's words: its reading time ("8 min read"), or a recording's
 * running time ("24 min watch", "36 min listen").
 */
export function durationLabel(
  piece: Pick<PieceEntry, 'type' | 'readMinutes' | 'runningMinutes'>,
  words: { read: string; watch: string; listen: string },
): string {
  if (piece.runningMinutes === undefined) return words.read.replace('{minutes}', String(piece.readMinutes));
  return (piece.type === 'podcast' ? words.listen : words.watch).replace('{minutes}', String(piece.runningMinutes));
}

/** Pieces with at least this many sections get a table of contents. */
export const contentsFromSections = 4;

import MiniSearch, { type Options } from 'minisearch';

import { blockTexts } from './blocks.ts';
import type { Piece } from './piece';

/**
 * Full-text search over the readable pieces, with no server: the build turns the collection into a
 * MiniSearch index (buildSearchIndex, serialised as JSON) that ships as a chunk of its own, and the
 * /insights page loads it (loadSearchIndex) on the reader's first keystroke. The build and the
 * browser share this file's options, which MiniSearch.loadJSON needs to be the ones the index was
 * built with. Browser-safe: it imports only minisearch and types, so the page's bundle never
 * carries the collection's parser.
 */

/** The text of a piece that search looks through, one string per field. */
export interface SearchDocument {
  /** The piece's slug. */
  id: string;
  title: string;
  summary: string;
  tags: string;
  takeaways: string;
  author: string;
  /** The FAQ's questions and answers. */
  faq: string;
  /** Headings, paragraphs, list items, table captions and cells, and quotes. */
  body: string;
}

type SearchField = Exclude<keyof SearchDocument, 'id'>;

/** How much a match in each field counts: the title most, then what describes the piece, then its text. */
const boost: Record<SearchField, number> = {
  title: 6,
  tags: 3,
  summary: 2.5,
  takeaways: 1.5,
  author: 1.5,
  faq: 1.2,
  body: 1,
};

const fields = Object.keys(boost) as SearchField[];

/**
 * Words too common to tell one piece from another, in English and French (folded, without
 * accents): not indexed (the index is smaller for it) and left out of a query, so "the future of
 * work" looks for "future" and "work", and "l'avenir du travail" for "avenir" and "travail".
 */
const stopWords = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i
  if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves
  au aux avec ce ces cet cette dans de des du elle elles en est et etait eux il ils la le les leur leurs lui mais meme mes moi
  nous ou par pas pour qu que qui sa sans se ses si son sont sur ta te tes toi ton tu un une vos votre vous`.split(/\s+/),
);

/** Lower case without accents, so "Côte" and "cote" are the same word. */
export function foldTerm(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words and numbers, split at spaces and punctuation (so "Côte d'Ivoire" is "Côte", "d" and "Ivoire"). */
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
}

/** A word as the index keeps it: folded, or nothing for a stop word or a single letter or digit. */
function indexTerm(term: string): string | null {
  const folded = foldTerm(term);
  return folded.length < 2 || stopWords.has(folded) ? null : folded;
}

/**
 * A word of 5 letters or more that is in no piece also finds near spellings: one letter off, two
 * from 7 letters (swapped letters, the commonest typo, are two: "brunout" finds "burnout").
 */
const fuzzyFrom = 5;
const twoTyposFrom = 7;

function typosForgiven(term: string): number | false {
  if (term.length >= twoTyposFrom) return 2;
  return term.length >= fuzzyFrom ? 1 : false;
}

/**
 * The options the index is built and loaded with (MiniSearch.loadJSON needs the ones it was built
 * with), shared by the build and the page. Only the slug is kept, as each result's id.
 *
 * How a query is matched: every word must be found (AND); each word also finds the words it begins
 * (so "wellb" finds "wellbeing" as the reader types, and "manager" finds "managers"); exact matches
 * outrank the words they begin. Near spellings are added per query (see loadSearchIndex).
 */
export const searchIndexOptions = {
  idField: 'id',
  fields,
  storeFields: [],
  tokenize,
  processTerm: indexTerm,
  searchOptions: {
    combineWith: 'AND',
    boost,
    prefix: true,
    fuzzy: false,
    weights: { prefix: 0.4, fuzzy: 0.3 },
    // A query's terms are already split and folded (queryTerms): MiniSearch takes them as they are.
    tokenize: (text: string) => text.split(' '),
    processTerm: (term: string) => term,
  },
} satisfies Options<SearchDocument>;

/** The query's words, folded; stop words and single characters are left out unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query).map(foldTerm);
  const meaningful = terms.filter((term) => indexTerm(term) !== null);
  if (meaningful.length > 0) return meaningful;
  // Only stop words or single letters so far ("the", "b"): the last may be the start of a longer word.
  const last = terms.at(-1);
  return last === undefined ? [] : [last];
}

/** What search looks through in a piece. */
export function searchDocument(piece: Piece): SearchDocument {
  return {
    id: piece.slug,
    title: piece.title,
    summary: piece.summary,
    tags: piece.tags.join('\n'),
    takeaways: piece.takeaways.join('\n'),
    author: piece.author,
    faq: piece.faq.flatMap(({ question, answer }) => [question, answer]).join('\n'),
    // Table captions too: a reader may search for what a table is about.
    body: piece.blocks.flatMap((block) => (block.kind === 'table' ? [block.caption, ...blockTexts(block)] : blockTexts(block))).join('\n'),
  };
}

/** The search index of the pieces, as JSON for loadSearchIndex; the build ships it as a chunk of its own. */
export function buildSearchIndex(pieces: readonly Piece[]): string {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(pieces.map(searchDocument));
  return JSON.stringify(index);
}

export interface PieceSearch {
  /** The slugs of the pieces that have every word of the query, best first; [] for a blank query. */
  search(query: string): string[];
}

/** Search built from buildSearchIndex's JSON. */
export function loadSearchIndex(json: string): PieceSearch {
  const index = MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions);
  const inSomePiece = (term: string) => index.search(term).length > 0;
  return {
    search(query) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      // A word of 5 letters or more found in no piece, not even as the start of a word, is taken for
      // a typo and also finds the words a letter or two off; a word that is there is not blurred
      // into others ("wellb" finds "wellbeing", not every "well").
      const typos = terms.map((term) => term.length >= fuzzyFrom && !inSomePiece(term));
      const results = index.search(terms.join(' '), {
        fuzzy: (term, position) => (typos[position] ? typosForgiven(term) : false),
      });
      return results.map((result) => String(result.id));
    },
  };
}

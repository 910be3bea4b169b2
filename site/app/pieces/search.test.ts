import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { readCollection } from '../../buildtime/pieces/readCollection';
import { buildSearchIndex, foldTerm, loadSearchIndex, searchDocument, type SearchDocument } from './search';

// The /insights search box finds words inside the pieces through an index built at build time.
// These tests build it from the real collection, serialise it, load it as the page does and search.

const pieces = readCollection(fileURLToPath(new URL('../../', import.meta.url)));
const json = buildSearchIndex(pieces);
const index = loadSearchIndex(json);
const search = (query: string) => index.search(query);

const documents = pieces.map(searchDocument);

/** A text's words, folded as the index folds them. */
function words(text: string): Set<string> {
  return new Set(
    text
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .map(foldTerm)
      .filter(Boolean),
  );
}

const fieldsOtherThanBody = (document: SearchDocument) =>
  [document.title, document.summary, document.tags, document.takeaways, document.author, document.faq].join(' ');

/** Each piece's words, from every field, and all the words of the collection. */
const allWords = documents.map((document) => words(Object.values(document).join(' ')));
const everyWord = new Set(allWords.flatMap((set) => [...set]));

/** A long word that appears only in this piece's body (in no other field, in no other piece) and begins no other word. */
function bodyOnlyWord(document: SearchDocument, position: number): string | undefined {
  const elsewhere = words(fieldsOtherThanBody(document));
  return [...words(document.body)].find(
    (word) =>
      word.length >= 8 &&
      /^\p{L}+$/u.test(word) &&
      !elsewhere.has(word) &&
      allWords.every((set, other) => other === position || !set.has(word)) &&
      [...everyWord].every((other) => other === word || !other.startsWith(word)),
  );
}

function pieceWith(predicate: (document: SearchDocument) => boolean): SearchDocument {
  const document = documents.find(predicate);
  if (!document) throw new Error('no piece fits');
  return document;
}

describe('the search index of the pieces', () => {
  it('round trip: the index is JSON of every piece that the page loads and searches', () => {
    expect(() => JSON.parse(json) as unknown).not.toThrow();
    const again = loadSearchIndex(buildSearchIndex(pieces));
    expect(again.search('burnout')).toEqual(search('burnout'));
    expect(search('burnout').length).toBeGreaterThan(0);
  });

  it('stores nothing but the slugs, and stays small', () => {
    // The index holds terms and counts, not the text: no sentence of a piece is in it.
    const sentence = documents[0]?.body.split('\n').find((line) => line.length > 60);
    expect(sentence).toBeDefined();
    expect(json).not.toContain(sentence);
    for (const { id } of documents) expect(json).toContain(`"${id}"`);
    expect(gzipSync(json).length).toBeLessThan(64 * 1024);
  });

  it('finds a piece by a word that is only in its body', () => {
    const found = documents.flatMap((document, position) => {
      const word = bodyOnlyWord(document, position);
      return word ? [[document.id, word] as const] : [];
    });
    // Most pieces have such a word; each finds its piece, and only it.
    expect(found.length).toBeGreaterThan(pieces.length / 2);
    for (const [slug, word] of found) {
      const piece = pieces.find((candidate) => candidate.slug === slug);
      expect(foldTerm(`${piece?.title ?? ''} ${piece?.summary ?? ''}`)).not.toContain(word);
      expect(search(word), word).toEqual([slug]);
    }
  });

  it.each(pieces.map((piece) => [piece.slug, piece.title] as const))('the title of %s finds it first', (slug, title) => {
    expect(search(title)[0]).toBe(slug);
  });

  it('needs every word of the query (AND)', () => {
    const withBodyWords = documents.flatMap((document, position) => {
      const word = bodyOnlyWord(document, position);
      return word ? [{ document, word }] : [];
    });
    const [a, b] = withBodyWords;
    if (!a || !b) throw new Error('two pieces with a word of their own are needed');
    // A word of A's and a word of B's: no piece has both.
    expect(search(`${a.word} ${b.word}`)).toEqual([]);
    // A word many pieces share, with a word only A has: only A.
    const shared = 'work';
    expect(search(shared).length).toBeGreaterThan(2);
    expect(search(`${shared} ${a.word}`)).toEqual([a.document.id]);
    expect(search(`${a.word} ${shared}`)).toEqual([a.document.id]);
  });

  it('finds words from their first letters, as the reader types', () => {
    const wellbeing = documents.filter((document) => /wellbeing/i.test(document.title)).map((document) => document.id);
    expect(wellbeing.length).toBeGreaterThan(0);
    const results = search('wellb');
    expect(results).toEqual(expect.arrayContaining(wellbeing));
    expect(results.slice(0, wellbeing.length).sort()).toEqual([...wellbeing].sort());
    // Every result really has a word that begins so.
    for (const slug of results)
      expect([...(allWords[documents.findIndex((d) => d.id === slug)] ?? [])].some((w) => w.startsWith('wellb'))).toBe(true);
  });

  it('forgives a typo in a long word, not in a short one', () => {
    const burnout = search('burnout');
    expect(burnout.length).toBeGreaterThan(0);
    expect(search('burnot')).toEqual(expect.arrayContaining(burnout));
    expect(search('brunout')).toEqual(expect.arrayContaining(burnout));
    const disengagement = search('disengagement');
    expect(disengagement.length).toBeGreaterThan(0);
    expect(search('disengagment')).toEqual(expect.arrayContaining(disengagement));
    // Four letters are too few to guess from.
    expect(search('lagoz')).not.toEqual([]);
    expect(search('lagx')).toEqual([]);
  });

  it('ignores case and accents', () => {
    const cote = pieceWith((document) => document.body.includes('Côte')).id;
    expect(search('cote')).toContain(cote);
    expect(search('Côte')).toEqual(search('cote'));
    expect(search('CÔTE')).toEqual(search('cote'));
    expect(search("cote d'ivoire")).toEqual(search("Côte d'Ivoire"));
    expect(search('BURNOUT')).toEqual(search('burnout'));
  });

  it('leaves out common words, unless they are all the reader has typed so far', () => {
    expect(search('the burnout')).toEqual(search('burnout'));
    expect(search('burnout of the')).toEqual(search('burnout'));
    // "the" alone may be the start of "theme": it is searched as the start of a word.
    expect(() => search('the')).not.toThrow();
  });

  it('finds nothing for a blank query or nonsense', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('?!-')).toEqual([]);
    expect(search('xqzvwk')).toEqual([]);
    expect(search('burnout xqzvwk')).toEqual([]);
  });
});

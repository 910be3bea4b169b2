import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { insightCategoryIds } from '../content/insights';
import { buildCollection, parsePiece, PieceError, svgSize } from './collection';
import { readCollection } from '../../buildtime/pieces/readCollection';
import { pieceTypes, readMinutes } from './piece';

const collection = readCollection(fileURLToPath(new URL('../../', import.meta.url)));

const valid = `---
title: 'A title'
summary: 'A summary.'
author: 'Tendai Moyo'
authorRole: 'Head of Research'
published: 2025-04-15
category: wellbeing
type: article
tags: [Wellbeing]
hero: /images/home/article-wellbeing.svg
related: []
downloadable: false
illustrative: false
takeaways:
  - 'One.'
  - 'Two.'
  - 'Three.'
fr:
  summary: 'Un résumé.'
---

An opening paragraph.

## A section

Words, and [a link](/contact).
`;

const size = () => ({ width: 640, height: 400 });

describe('the pieces collection', () => {
  it('holds at least twelve pieces covering every category and every type', () => {
    expect(collection.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(collection.map((piece) => piece.category));
    for (const category of insightCategoryIds.filter((id) => id !== 'all')) expect(categories).toContain(category);
    const types = new Set(collection.map((piece) => piece.type));
    for (const type of pieceTypes) expect(types).toContain(type);
  });

  it.each(collection.map((piece) => [piece.slug, piece] as const))(
    '%s: 700 to 1,200 words, with sections, takeaways and related pieces',
    (_slug, piece) => {
      expect(piece.wordCount).toBeGreaterThanOrEqual(700);
      expect(piece.wordCount).toBeLessThanOrEqual(1200);
      expect(piece.readMinutes).toBe(readMinutes(piece.wordCount));
      expect(piece.contents.length).toBeGreaterThanOrEqual(3);
      expect(piece.takeaways.length).toBeGreaterThanOrEqual(3);
      expect(piece.related.length).toBeGreaterThanOrEqual(1);
      expect(piece.related.map((related) => related.slug)).not.toContain(piece.slug);
    },
  );

  it('lists the newest piece first', () => {
    const dates = collection.map((piece) => piece.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every research report a method section and a PDF', () => {
    for (const piece of collection.filter((candidate) => candidate.type === 'research-report')) {
      expect(piece.downloadable, piece.slug).toBe(true);
      expect(
        piece.contents.map((section) => section.text),
        piece.slug,
      ).toContain('How we did the research');
    }
  });

  it('reads the size of every hero from its SVG', () => {
    for (const piece of collection) {
      expect(piece.hero.width, piece.slug).toBeGreaterThan(0);
      expect(piece.hero.height, piece.slug).toBeGreaterThan(0);
    }
  });
});

describe('a piece that cannot be published fails the build, naming its file', () => {
  it('reads a valid piece', () => {
    const piece = parsePiece('site/content/pieces/a-title.md', valid, size);
    expect(piece).toMatchObject({ slug: 'a-title', path: '/insights/a-title', title: 'A title', hero: { width: 640, height: 400 } });
    expect(piece.contents).toEqual([{ id: 'a-section', text: 'A section' }]);
  });

  it('reads a recording with its running time', () => {
    const source = valid.replace('type: article', 'type: video').replace('illustrative: false', 'illustrative: false\nrunningMinutes: 12');
    expect(parsePiece('site/content/pieces/a-title.md', source, size)).toMatchObject({ type: 'video', runningMinutes: 12 });
  });

  it.each([
    ['a missing field', valid.replace("author: 'Tendai Moyo'\n", ''), /a-title\.md: author: /],
    [
      'a date that is not YYYY-MM-DD',
      valid.replace('published: 2025-04-15', 'published: 15 April 2025'),
      /a-title\.md: published: expected a date as YYYY-MM-DD/,
    ],
    ['an unknown category', valid.replace('category: wellbeing', 'category: gossip'), /a-title\.md: category: /],
    ['an unknown field', valid.replace('downloadable: false', 'downloadable: false\nsubtitle: x'), /a-title\.md: .*subtitle/],
    ['no front-matter', 'Just text.', /a-title\.md: expected YAML front-matter/],
    ['a level-1 heading in the body', `${valid}\n# Another title\n`, /a-title\.md: only ## and ### headings/],
    ['raw HTML in the body', `${valid}\n<div>Hi</div>\n`, /a-title\.md: html is not allowed/],
    [
      'a podcast without its running time',
      valid.replace('type: article', 'type: podcast'),
      /a-title\.md: runningMinutes: a podcast needs its running time/,
    ],
    [
      'a running time on an article',
      valid.replace('illustrative: false', 'illustrative: false\nrunningMinutes: 12'),
      /a-title\.md: runningMinutes: only a video or a podcast has a running time/,
    ],
  ])('%s', (_case, source, message) => {
    expect(() => parsePiece('site/content/pieces/a-title.md', source, size)).toThrow(PieceError);
    expect(() => parsePiece('site/content/pieces/a-title.md', source, size)).toThrow(message);
  });

  it('a hero that is not in site/public', () => {
    expect(() => parsePiece('site/content/pieces/a-title.md', valid, () => undefined)).toThrow(
      /a-title\.md: hero: \/images\/home\/article-wellbeing\.svg is not an SVG in site\/public/,
    );
  });

  it('a related slug that no piece has', () => {
    const source = valid.replace('related: []', 'related: [no-such-piece]');
    expect(() => buildCollection({ 'site/content/pieces/a-title.md': source }, size)).toThrow(
      /a-title\.md: related: no piece is called "no-such-piece"/,
    );
  });
});

describe('a piece in French', () => {
  const english = valid.replace("fr:\n  summary: 'Un résumé.'\n", '');
  const translation = `---
title: 'Un titre'
summary: 'Un résumé complet.'
authorRole: 'Responsable de la recherche'
tags: [Bien-être]
takeaways:
  - 'Un.'
  - 'Deux.'
  - 'Trois.'
---

Un premier paragraphe.

## Une section

Des mots, et [un lien](/contact).
`;
  const file = 'site/content/pieces/fr/a-title.md';
  const build = (translated: string, englishSource = english, language: 'en' | 'fr' = 'fr') =>
    buildCollection({ 'site/content/pieces/a-title.md': englishSource }, size, { [file]: translated }, language);

  it('is the translation’s words with the English piece’s facts', () => {
    const [piece] = build(translation);
    expect(piece).toMatchObject({
      slug: 'a-title',
      path: '/insights/a-title',
      title: 'Un titre',
      summary: 'Un résumé complet.',
      author: 'Tendai Moyo',
      authorRole: 'Responsable de la recherche',
      published: '2025-04-15',
      category: 'wellbeing',
      tags: ['Bien-être'],
      takeaways: ['Un.', 'Deux.', 'Trois.'],
      contents: [{ id: 'une-section', text: 'Une section' }],
    });
    // The English edition reads the English words.
    expect(build(translation, english, 'en')[0]?.title).toBe('A title');
  });

  it('an untranslated piece is the English piece with its French summary', () => {
    const [piece] = buildCollection({ 'site/content/pieces/a-title.md': valid }, size, {}, 'fr');
    expect(piece).toMatchObject({ title: 'A title', summary: 'Un résumé.', contents: [{ text: 'A section' }] });
  });

  it.each([
    ['a takeaway more', translation.replace("  - 'Trois.'\n", "  - 'Trois.'\n  - 'Quatre.'\n"), /takeaways: 4, where the English has 3/],
    ['a section fewer', translation.replace('## Une section\n', ''), /0 sections \(## headings\), where the English has 1/],
    ['another link', translation.replace('(/contact)', '(/about)'), /links to \/about, where the English links to \/contact/],
    [
      'a field it may not set',
      translation.replace("title: 'Un titre'", "title: 'Un titre'\npublished: 2026-01-01"),
      /Unrecognized key.*published/,
    ],
  ])('is refused with %s, naming the file', (_case, source, message) => {
    expect(() => build(source)).toThrow(PieceError);
    expect(() => build(source)).toThrow(new RegExp(`fr/a-title\\.md: .*${message.source}`));
  });

  it('every piece has French words: a translation or a summary, not both, and no translation without its piece', () => {
    expect(() => buildCollection({ 'site/content/pieces/a-title.md': english }, size)).toThrow(
      /a-title\.md: no French: give it a French summary \(fr\.summary\) or a translation in content\/pieces\/fr\/a-title\.md/,
    );
    // The development server only warns, so a new piece can be previewed before its French.
    const warnings: string[] = [];
    expect(
      buildCollection({ 'site/content/pieces/a-title.md': english }, size, {}, 'fr', (problem) => warnings.push(problem))[0]?.summary,
    ).toBe('A summary.');
    expect(warnings).toEqual([expect.stringMatching(/a-title\.md: no French/)]);
    expect(() => build(translation, valid)).toThrow(/also has a French summary/);
    // The content editor saves a translated piece with an empty French summary: that is none.
    expect(build(translation, english.replace('---\n\nAn opening', "fr:\n  summary: ''\n---\n\nAn opening"))[0]?.title).toBe('Un titre');
    expect(() => buildCollection({}, size, { [file]: translation })).toThrow(/there is no English piece called "a-title"/);
    // On the development server, a translation added before its piece's French summary is removed
    // shows, and one whose piece is gone is left out; each is reported.
    const reported: string[] = [];
    const [both] = buildCollection({ 'site/content/pieces/a-title.md': valid }, size, { [file]: translation }, 'fr', (problem) =>
      reported.push(problem),
    );
    expect(both?.title).toBe('Un titre');
    expect(buildCollection({}, size, { [file]: translation }, 'fr', (problem) => reported.push(problem))).toEqual([]);
    expect(reported).toEqual([
      expect.stringMatching(/fr\/a-title\.md: .*also has a French summary \(fr\.summary\).*so remove it there/),
      expect.stringMatching(/fr\/a-title\.md: there is no English piece called "a-title"/),
    ]);
  });

  it('the site’s translations are its ten featured pieces, each in French', () => {
    const french = readCollection(fileURLToPath(new URL('../../', import.meta.url)), 'fr');
    const translated = french.filter((piece) => collection.find((english) => english.slug === piece.slug)?.title !== piece.title);
    expect(translated).toHaveLength(10);
    for (const piece of french)
      expect(piece.summary, piece.slug).not.toBe(collection.find((english) => english.slug === piece.slug)?.summary);
  });
});

describe('svgSize', () => {
  it('reads the width and height attributes, or else the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 1 1">')).toEqual({
      width: 640,
      height: 400,
    });
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900">')).toEqual({ width: 1200, height: 900 });
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg">')).toBeUndefined();
  });
});

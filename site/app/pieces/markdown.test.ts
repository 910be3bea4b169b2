import { describe, expect, it } from 'vitest';

import { plainText } from './blocks';
import { headingId, markdownBlocks, wordCount } from './markdown';

describe('markdownBlocks', () => {
  it('turns headings, paragraphs, lists and formatting into blocks the page renders', () => {
    const blocks = markdownBlocks(
      [
        'Opening with **bold**, *italic*, a [link](/contact) and `code` & more.',
        '',
        '## How we did the research',
        '',
        '- First',
        '- Second',
        '',
        '### A detail',
        '',
        '1. One',
        '2. Two',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'Opening with ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
          { kind: 'text', text: ', ' },
          { kind: 'em', children: [{ kind: 'text', text: 'italic' }] },
          { kind: 'text', text: ', a ' },
          { kind: 'link', href: '/contact', children: [{ kind: 'text', text: 'link' }] },
          { kind: 'text', text: ' and ' },
          { kind: 'code', text: 'code' },
          { kind: 'text', text: ' & more.' },
        ],
      },
      { kind: 'heading', level: 2, id: 'how-we-did-the-research', text: 'How we did the research' },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'First' }], [{ kind: 'text', text: 'Second' }]] },
      { kind: 'heading', level: 3, id: 'a-detail', text: 'A detail' },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'Two' }]] },
    ]);
  });

  it('captions a table with the section it sits in', () => {
    const [, table] = markdownBlocks(['## Findings by market', '', '| Market | Share |', '| --- | --- |', '| Lagos | 41% |'].join('\n'));
    expect(table).toEqual({
      kind: 'table',
      caption: 'Findings by market',
      header: [[{ kind: 'text', text: 'Market' }], [{ kind: 'text', text: 'Share' }]],
      rows: [[[{ kind: 'text', text: 'Lagos' }], [{ kind: 'text', text: '41%' }]]],
    });
  });

  it.each([
    ['a level-1 heading', '# Title', /only ## and ### headings/],
    ['raw HTML', '<script>alert(1)</script>', /html is not allowed/],
    ['an image', '![A chart](/chart.png)', /image is not allowed/],
    ['a code block', '```\ncode\n```', /code is not allowed/],
    ['a table outside a section', '| A |\n| --- |\n| 1 |', /a table must sit under a ## heading/],
  ])('refuses %s, saying why', (_case, markdown, message) => {
    expect(() => markdownBlocks(markdown)).toThrow(message);
  });
});

describe('wordCount, plainText and headingId', () => {
  it('counts the words a reader reads, not punctuation', () => {
    expect(wordCount(markdownBlocks('## Two words\n\nThree more words — and **two** more.\n\n- one'))).toBe(9);
    expect(
      plainText([
        { kind: 'strong', children: [{ kind: 'text', text: 'Bold' }] },
        { kind: 'text', text: ' text' },
      ]),
    ).toBe('Bold text');
    expect(headingId('Côte d’Ivoire: what’s next?')).toBe('cote-d-ivoire-what-s-next');
  });
});

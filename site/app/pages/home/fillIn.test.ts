import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { fillIn } from './fillIn';

describe('fillIn', () => {
  it('fills each placeholder, wherever it is', () => {
    expect(renderToStaticMarkup(createElement('p', null, fillIn('{n} of {total} done', { n: 3, total: 'ten' })))).toBe(
      '<p>3 of ten done</p>',
    );
  });

  it('prints the same HTML as the words written in JSX', () => {
    const market = 'Kenya';
    expect(renderToString(createElement('h3', null, fillIn('Workplace trends in {market}', { market })))).toBe(
      renderToString(createElement('h3', null, 'Workplace trends in ', market)),
    );
    const date = createElement('time', { dateTime: '2025-01-02' }, '2 January 2025');
    expect(renderToString(createElement('li', null, fillIn('Published {date}', { date })))).toBe(
      renderToString(createElement('li', null, 'Published ', date)),
    );
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(renderToStaticMarkup(createElement('p', null, fillIn('{a} and {b}', { a: 'A' })))).toBe('<p>A and {b}</p>');
  });
});

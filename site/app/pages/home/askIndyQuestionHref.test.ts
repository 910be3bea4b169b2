import { describe, expect, it } from 'vitest';

import { askIndyQuestionHref } from './askIndyQuestionHref';

describe('askIndyQuestionHref', () => {
  it('links to the Ask Indy page with the question in the query string', () => {
    expect(askIndyQuestionHref('How do we keep our best people?')).toBe('/ask-indy?question=How%20do%20we%20keep%20our%20best%20people%3F');
  });

  it('gives back the exact question when the page reads it', () => {
    const question = "What's a fair wellbeing budget for 200 staff & 3 sites?";
    const url = new URL(askIndyQuestionHref(question), 'https://akoma.example');
    expect(url.pathname).toBe('/ask-indy');
    expect(url.searchParams.get('question')).toBe(question);
  });
});

import { describe, expect, it } from 'vitest';

import { readContactHandOff } from '../contact/contactHandOff';
import { askIndyContactHref, askIndyMessage, readAskIndyQuestion } from './askIndyHandOff';

const handedOver = (href: string) => readContactHandOff(new URL(href, 'https://akoma.example').searchParams);

describe('askIndyMessage', () => {
  it('is the situation followed by the company size in words', () => {
    expect(askIndyMessage({ situation: ' Managers struggle to lead. ', companySize: 'growth' })).toBe(
      'Managers struggle to lead.\n\nCompany size: Growth Org',
    );
    expect(askIndyMessage({ situation: 'x', companySize: 'msme' })).toBe('x\n\nCompany size: MSME');
    expect(askIndyMessage({ situation: 'x', companySize: 'enterprise' })).toBe('x\n\nCompany size: Large Enterprise');
  });

  it('leaves out what was not given', () => {
    expect(askIndyMessage({ situation: 'Only this', companySize: '' })).toBe('Only this');
    expect(askIndyMessage({ situation: '  ', companySize: 'msme' })).toBe('Company size: MSME');
    expect(askIndyMessage({ situation: '', companySize: '' })).toBe('');
  });
});

describe('askIndyContactHref', () => {
  it('hands the pillar over as the interest and the context as the message', () => {
    const href = askIndyContactHref({ pillar: 'wellbeing', situation: 'Burnout is rising.', companySize: 'enterprise' });
    expect(href.startsWith('/contact?')).toBe(true);
    expect(handedOver(href)).toEqual({ interest: 'wellbeing', message: 'Burnout is rising.\n\nCompany size: Large Enterprise' });
  });

  it('leads to the plain contact page when nothing was chosen or typed', () => {
    expect(askIndyContactHref({ pillar: '', situation: '', companySize: '' })).toBe('/contact');
  });

  it('hands over a pillar alone', () => {
    expect(handedOver(askIndyContactHref({ pillar: 'capability', situation: ' ', companySize: '' }))).toEqual({ interest: 'capability' });
  });
});

describe('readAskIndyQuestion', () => {
  it('reads a question with punctuation, however its spaces were encoded', () => {
    const question = 'How do we keep our best talent & cut turnover by 20%?';
    expect(readAskIndyQuestion(new URLSearchParams(`question=${encodeURIComponent(question)}`))).toBe(question);
    expect(readAskIndyQuestion(new URLSearchParams({ question }))).toBe(question);
  });

  it('ignores a blank or missing question', () => {
    expect(readAskIndyQuestion(new URLSearchParams('question=%20'))).toBeUndefined();
    expect(readAskIndyQuestion(new URLSearchParams(''))).toBeUndefined();
  });
});

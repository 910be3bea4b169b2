import { describe, expect, it } from 'vitest';

import { pillarIds } from '../content/pillars';
import { insightTopics } from '../pieces/piece';
import { isPillarTopic, isTopicKey, pieceTopics, tagTopicNames, topicKey, topicKeyPattern } from './topics';

describe('a topic key', () => {
  it.each([
    ['Future of Work', 'future-of-work'],
    ['AI', 'ai'],
    ['Pan-African Teams', 'pan-african-teams'],
    ['  Change -- Management!  ', 'change-management'],
    ['Gen Z & Millennials', 'gen-z-millennials'],
    ['2025 Outlook', '2025-outlook'],
    ['Bien-être', 'bien-tre'],
  ])('is "%s" lower-cased, every run of other characters one hyphen, trimmed: %s', (text, key) => {
    expect(topicKey(text)).toBe(key);
  });

  it("is a pillar's own id, and a piece category's", () => {
    for (const id of [...pillarIds, ...insightTopics]) expect(topicKey(id)).toBe(id);
  });

  it('is what the database accepts: a letter or digit first, then letters, digits and hyphens, at most 60', () => {
    expect(topicKeyPattern.source).toBe('^[a-z0-9][a-z0-9-]{0,59}$');
    expect(isTopicKey('future-of-work')).toBe(true);
    expect(isTopicKey('x'.repeat(60))).toBe(true);
    expect(isTopicKey('x'.repeat(61))).toBe(false);
    expect(isTopicKey(topicKey('!!!'))).toBe(false);
    expect(isTopicKey('Future of Work')).toBe(false);
    expect(isTopicKey('-work')).toBe(false);
  });

  it('tells the three pillars from the other topics', () => {
    expect(pillarIds.filter(isPillarTopic)).toEqual(['capability', 'wellbeing', 'performance']);
    expect(isPillarTopic('african-business')).toBe(false);
    expect(isPillarTopic('leadership')).toBe(false);
  });
});

describe("a piece's topics", () => {
  it('are its category, then its tags’ keys, each once', () => {
    expect(pieceTopics('wellbeing', ['Wellbeing', 'Future of Work', 'Hybrid Work', 'future of work'])).toEqual([
      'wellbeing',
      'future-of-work',
      'hybrid-work',
    ]);
    expect(pieceTopics('african-business', ['Research'])).toEqual(['african-business', 'research']);
  });
});

describe("the tags' names", () => {
  it("are the English tag's text, and in French the translation's tag at the same position", () => {
    const names = tagTopicNames([
      { tags: ['Leadership', 'Future of Work'] },
      { tags: ['Wellbeing', 'Future of Work', 'Hybrid Work'], frenchTags: ['Bien-être', 'Avenir du travail'] },
      { tags: ['Future of work'], frenchTags: ['Le futur du travail'] },
    ]);
    expect(Object.fromEntries(names)).toEqual({
      leadership: { en: 'Leadership', fr: 'Leadership' },
      // The first piece names it in English; the first translation in French.
      'future-of-work': { en: 'Future of Work', fr: 'Avenir du travail' },
      wellbeing: { en: 'Wellbeing', fr: 'Bien-être' },
      // The translation has fewer tags: the English text stands.
      'hybrid-work': { en: 'Hybrid Work', fr: 'Hybrid Work' },
    });
  });
});

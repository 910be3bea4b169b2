import { describe, expect, it } from 'vitest';

import { pieceTopics, pillarTopics, tagTopics } from './topicNames';
import { tagTopicKey } from '../pieces/tagTopicKey';

const piece = (category: 'capability' | 'wellbeing' | 'performance' | 'african-business', tags: string[], names = tags) => ({
  category,
  tags: names,
  tagTopics: tags.map(tagTopicKey),
});

describe('topics', () => {
  it('gives a piece its category, then its tags, each once', () => {
    expect(pieceTopics(piece('capability', ['Future of Work', 'Capability', 'AI'])).map((topic) => topic.key)).toEqual([
      'capability',
      'future-of-work',
      'ai',
    ]);
  });

  it('names a tag by the edition’s tag at the same position', () => {
    const french = piece('wellbeing', ['Wellbeing', 'Burnout'], ['Bien-être', 'Épuisement professionnel']);
    expect(pieceTopics(french).find((topic) => topic.key === 'burnout')?.name).toBe('Épuisement professionnel');
  });

  it('lists the three pillars, then every other topic once, by name', () => {
    expect(pillarTopics.map((topic) => topic.key)).toEqual(['capability', 'wellbeing', 'performance']);
    const others = tagTopics([piece('performance', ['Leadership', 'AI']), piece('african-business', ['AI', 'Performance'])], 'en-GB');
    expect(others.map((topic) => topic.key)).toEqual(['african-business', 'ai', 'leadership']);
    // A translated piece names a tag, whichever comes first.
    const untranslated = piece('performance', ['Burnout']);
    const french = piece('wellbeing', ['Burnout'], ['Épuisement professionnel']);
    expect(tagTopics([untranslated, french], 'fr-CI').find((topic) => topic.key === 'burnout')?.name).toBe('Épuisement professionnel');
  });
});

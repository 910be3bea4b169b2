import { describe, expect, it } from 'vitest';

import { recommend, type RecommendablePiece } from './recommend';

/** A small, fixed collection: two pieces per topic, and a third on capability. */
const piece = (
  slug: string,
  category: RecommendablePiece['category'],
  tags: string[],
  published: string,
  title = slug,
): RecommendablePiece => ({
  slug,
  title,
  type: 'article',
  category,
  tags,
  path: `/insights/${slug}`,
  published,
});

const pieces: readonly RecommendablePiece[] = [
  piece('future-of-work', 'african-business', ['Future of Work', 'Talent'], '2025-07-25'),
  piece('leadership-bench', 'capability', ['Leadership', 'Talent'], '2025-07-20'),
  piece('gen-z', 'capability', ['Talent', 'Culture'], '2025-07-10'),
  piece('okrs', 'performance', ['Performance', 'Execution'], '2025-07-01'),
  piece('wellbeing-report', 'wellbeing', ['Wellbeing', 'Culture'], '2025-06-01'),
  piece('leadership-pipeline', 'capability', ['Leadership', 'Succession'], '2025-05-20'),
  piece('burnout', 'wellbeing', ['Wellbeing', 'Performance'], '2025-05-01'),
  piece('disengagement', 'performance', ['Engagement', 'Research'], '2025-03-01'),
  piece('across-markets', 'african-business', ['Leadership', 'Culture'], '2025-01-30'),
];

const slugs = (result: ReturnType<typeof recommend>) => result.pieces.map((recommendation) => recommendation.piece.slug);
const newest = 'One of the newest in our library';

describe('recommend', () => {
  it('offers the newest pieces, saying so, to a member with no assessment and no saves', () => {
    const result = recommend({ latest: undefined, savedSlugs: [], pieces });
    expect(slugs(result)).toEqual(['future-of-work', 'leadership-bench', 'gen-z', 'okrs']);
    expect(result.pieces.map((recommendation) => recommendation.reasons)).toEqual([[newest], [newest], [newest], [newest]]);
    expect(result.solution).toBeUndefined();
  });

  it('follows the weakest area of the latest assessment: its topic first, then its tags', () => {
    const result = recommend({
      latest: { tier: 'Growth Accelerator', areaScores: { 'People focus': 40, 'Case for change': 60, Scale: 60 } },
      savedSlugs: [],
      pieces,
    });
    // Wellbeing topic with a wellbeing tag (5 points), newest first; then Culture tags elsewhere (2 points).
    expect(slugs(result)).toEqual(['wellbeing-report', 'burnout', 'gen-z', 'across-markets']);
    for (const recommendation of result.pieces) expect(recommendation.reasons).toEqual(['Your weakest area is People focus (40/100)']);
    expect(result.solution).toEqual({
      name: 'Fuel Wellbeing',
      path: '/solutions/wellbeing',
      reasons: ['Your weakest area is People focus (40/100)', 'Fuel Wellbeing works on People focus'],
    });
  });

  it('follows the topics of the saved pieces, then fills up with the newest', () => {
    const result = recommend({ latest: undefined, savedSlugs: ['leadership-bench', 'gen-z', 'okrs'], pieces });
    expect(result.pieces).toEqual([
      { piece: pieces[5], reasons: ['You saved 2 pieces on Capability'] },
      { piece: pieces[7], reasons: ['You saved 1 piece on Performance'] },
      { piece: pieces[0], reasons: [newest] },
      { piece: pieces[4], reasons: [newest] },
    ]);
    expect(result.solution).toBeUndefined();
  });

  it('adds up the weakest area and the saved topics, with both reasons, and never lists a saved piece', () => {
    const result = recommend({
      latest: { tier: 'Growth Accelerator', areaScores: { 'People focus': 80, 'Case for change': 60, Scale: 40 } },
      savedSlugs: ['leadership-bench', 'wellbeing-report'],
      pieces,
    });
    expect(result.pieces).toEqual([
      { piece: pieces[2], reasons: ['Your weakest area is Scale (40/100)', 'You saved 1 piece on Capability'] },
      { piece: pieces[5], reasons: ['Your weakest area is Scale (40/100)', 'You saved 1 piece on Capability'] },
      { piece: pieces[0], reasons: ['Your weakest area is Scale (40/100)'] },
      { piece: pieces[8], reasons: ['Your weakest area is Scale (40/100)'] },
    ]);
    expect(result.solution?.path).toBe('/solutions/capability');
  });

  it('suggests the organisation-wide programme to the top tier', () => {
    const result = recommend({
      latest: { tier: 'Transformation Champion', areaScores: { 'People focus': 80, 'Case for change': 60, Scale: 100 } },
      savedSlugs: [],
      pieces,
    });
    expect(result.solution).toEqual({
      name: 'Akoma360',
      path: '/solutions/akoma360',
      reasons: [
        'Your latest result is Transformation Champion: change across the whole organisation pays most',
        'Your weakest area is Case for change (60/100)',
      ],
    });
    // Two pieces speak to Case for change; the newest fill the other places.
    expect(result.pieces.map(({ piece: { slug }, reasons }) => [slug, reasons[0]])).toEqual([
      ['okrs', 'Your weakest area is Case for change (60/100)'],
      ['disengagement', 'Your weakest area is Case for change (60/100)'],
      ['future-of-work', newest],
      ['leadership-bench', newest],
    ]);
  });

  it('has no pieces when every candidate is saved, and keeps the solution', () => {
    const result = recommend({
      latest: { tier: 'Foundation Builder', areaScores: { 'People focus': 40, 'Case for change': 20, Scale: 40 } },
      savedSlugs: pieces.map((candidate) => candidate.slug),
      pieces,
    });
    expect(result.pieces).toEqual([]);
    expect(result.solution?.name).toBe('Drive Performance');
  });

  it('breaks ties by date, then by title whatever its case, then by slug', () => {
    const tied = [
      piece('b-slug', 'wellbeing', [], '2025-08-01', 'Same title'),
      piece('beta', 'wellbeing', [], '2025-08-01', 'Beta'),
      piece('a-slug', 'wellbeing', [], '2025-08-01', 'Same title'),
      piece('alpha', 'wellbeing', [], '2025-08-01', 'alpha'),
      piece('older', 'wellbeing', [], '2025-07-31', 'Aardvark'),
    ];
    expect(slugs(recommend({ latest: undefined, savedSlugs: [], pieces: tied, limit: 5 }))).toEqual([
      'alpha',
      'beta',
      'a-slug',
      'b-slug',
      'older',
    ]);
    // The same input in another order gives the same list.
    expect(slugs(recommend({ latest: undefined, savedSlugs: [], pieces: [...tied].reverse(), limit: 5 }))).toEqual([
      'alpha',
      'beta',
      'a-slug',
      'b-slug',
      'older',
    ]);
  });

  it('ignores an area this version no longer asks about, and saved slugs no longer published', () => {
    const result = recommend({
      latest: { tier: 'Growth Accelerator', areaScores: { Zeal: 10 } },
      savedSlugs: ['retired-piece'],
      pieces,
      limit: 2,
    });
    expect(result.pieces).toEqual([
      { piece: pieces[0], reasons: [newest] },
      { piece: pieces[1], reasons: [newest] },
    ]);
    expect(result.solution).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { assessmentQuestions } from '../content/assessment';
import { scoreAssessment, tierFor } from './scoreAssessment';

/** The weights of the answers with these values, one per question in order. */
const weightsOf = (...values: string[]) =>
  values.map((value, index) => {
    const option = assessmentQuestions[index]?.options.find((candidate) => candidate.value === value);
    if (!option) throw new Error(`No answer "${value}" to question ${String(index + 1)}`);
    return option.weight;
  });

describe('the assessment questions', () => {
  it('carry the fixed weights of the scoring model', () => {
    const weights = assessmentQuestions.map((question) =>
      Object.fromEntries(question.options.map((option) => [option.value, option.weight])),
    );
    expect(weights).toEqual([
      { talent: 3, performance: 2, culture: 4, leadership: 3 },
      { excellent: 1, good: 2, average: 3, poor: 4 },
      { startup: 2, growth: 3, established: 4, enterprise: 5 },
    ]);
  });
});

describe('scoreAssessment', () => {
  it('is the sum of the weights over questions x 5, as a whole percent', () => {
    // 4 + 3 + 4 = 11 of 15
    expect(scoreAssessment(weightsOf('culture', 'average', 'established'))).toBe(73);
    // 3 + 2 + 5 = 10 of 15 = 66.67
    expect(scoreAssessment(weightsOf('talent', 'good', 'enterprise'))).toBe(67);
  });

  it('spans 33 to 87 over the lowest and highest answers', () => {
    expect(scoreAssessment(weightsOf('performance', 'excellent', 'startup'))).toBe(33);
    expect(scoreAssessment(weightsOf('culture', 'poor', 'enterprise'))).toBe(87);
  });

  it('divides by the number of questions given, not the answers so far', () => {
    expect(scoreAssessment([5], 3)).toBe(33);
    expect(scoreAssessment([], 0)).toBe(0);
  });
});

describe('tierFor', () => {
  it('puts scores up to and including 40 in Foundation Builder', () => {
    expect(tierFor(0).title).toBe('Foundation Builder');
    expect(tierFor(40)).toMatchObject({ level: 'low', title: 'Foundation Builder' });
  });

  it('puts scores above 40 and up to and including 70 in Growth Accelerator', () => {
    expect(tierFor(41).title).toBe('Growth Accelerator');
    expect(tierFor(70)).toMatchObject({ level: 'medium', title: 'Growth Accelerator' });
  });

  it('puts scores above 70 in Transformation Champion', () => {
    expect(tierFor(71)).toMatchObject({ level: 'high', title: 'Transformation Champion' });
    expect(tierFor(100).title).toBe('Transformation Champion');
  });

  it('reaches the 40 boundary from real answers: 2 + 1 + 3 = 6 of 15', () => {
    const score = scoreAssessment(weightsOf('performance', 'excellent', 'growth'));
    expect(score).toBe(40);
    expect(tierFor(score).title).toBe('Foundation Builder');
  });

  it('gives every tier a description and three recommendations', () => {
    for (const score of [20, 60, 80]) {
      const tier = tierFor(score);
      expect(tier.description.length).toBeGreaterThan(0);
      expect(tier.recommendations).toHaveLength(3);
    }
  });
});

import { describe, expect, it } from 'vitest';

import words from '#content/assessment';

import { assessmentQuestions, assessmentQuiz, type AssessmentAnswers } from '../content/assessment';
import { assessAnswers, parseAnswers, scoreAreas, scoreAssessment, tierFor, weakestArea } from './scoreAssessment';

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

describe('the assessment quiz', () => {
  it('words every question and answer of the model, in its order', () => {
    const quiz = assessmentQuiz(words.questions);
    expect(quiz.map(({ id, options }) => [id, options.map(({ value }) => value)])).toEqual(
      assessmentQuestions.map(({ id, options }) => [id, options.map(({ value }) => value)]),
    );
    expect(quiz[0]).toEqual({
      id: 'priority',
      question: "What is your organisation's most pressing people priority right now?",
      options: [
        { value: 'talent', label: 'Attracting and keeping the right talent' },
        { value: 'performance', label: 'Improving performance and delivery' },
        { value: 'culture', label: 'Building a healthy, engaged culture' },
        { value: 'leadership', label: 'Developing leaders at every level' },
      ],
    });
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

  it('gives every tier a description and three recommendations in the content file', () => {
    for (const score of [20, 60, 80]) {
      const tier = words.tiers[tierFor(score).level];
      expect(tier.description.length).toBeGreaterThan(0);
      expect(tier.recommendations).toHaveLength(3);
    }
  });
});

describe('scoreAreas', () => {
  it('scores each area as its answer weight out of 5, in the readiness score direction', () => {
    expect(scoreAreas({ priority: 'culture', engagement: 'excellent', stage: 'growth' })).toEqual({
      'People focus': 80,
      'Case for change': 20,
      Scale: 60,
    });
  });

  it('averages to the readiness score', () => {
    const answers: AssessmentAnswers = { priority: 'talent', engagement: 'good', stage: 'enterprise' };
    const areas = Object.values(scoreAreas(answers));
    expect(Math.round(areas.reduce((sum, score) => sum + score, 0) / areas.length)).toBe(assessAnswers(answers).score);
  });
});

describe('assessAnswers', () => {
  it('gives the score, the tier and the area scores of a finished assessment', () => {
    const outcome = assessAnswers({ priority: 'culture', engagement: 'average', stage: 'established' });
    expect(outcome.score).toBe(73);
    expect(outcome.tier.title).toBe('Transformation Champion');
    expect(outcome.areaScores).toEqual({ 'People focus': 80, 'Case for change': 60, Scale: 80 });
  });
});

describe('weakestArea', () => {
  it('is the area with the lowest score', () => {
    expect(weakestArea({ 'People focus': 80, 'Case for change': 20, Scale: 60 })).toEqual({ area: 'Case for change', score: 20 });
  });

  it('breaks a tie by the order of the questions', () => {
    expect(weakestArea({ Scale: 40, 'People focus': 40, 'Case for change': 60 })).toEqual({ area: 'People focus', score: 40 });
  });

  it('puts areas no longer asked about after the current ones in a tie, then by name', () => {
    expect(weakestArea({ Zeal: 40, Scale: 40 })).toEqual({ area: 'Scale', score: 40 });
    expect(weakestArea({ Zeal: 40, Ambition: 40 })).toEqual({ area: 'Ambition', score: 40 });
  });

  it('skips what is not a score from 0 to 100, and has none for an empty record', () => {
    expect(weakestArea({ Scale: '10', 'People focus': -5, Wrong: 140, 'Case for change': 60 })).toEqual({
      area: 'Case for change',
      score: 60,
    });
    expect(weakestArea({})).toBeUndefined();
  });
});

describe('parseAnswers', () => {
  it('accepts every question answered with one of its options', () => {
    expect(parseAnswers({ stage: 'startup', priority: 'talent', engagement: 'poor' })).toEqual({
      priority: 'talent',
      engagement: 'poor',
      stage: 'startup',
    });
  });

  it('refuses a missing, unknown or extra answer, and anything that is not a record', () => {
    expect(parseAnswers({ priority: 'talent', engagement: 'poor' })).toBeUndefined();
    expect(parseAnswers({ priority: 'talent', engagement: 'poor', stage: 'huge' })).toBeUndefined();
    expect(parseAnswers({ priority: 'talent', engagement: 'poor', stage: 'startup', extra: 'x' })).toBeUndefined();
    expect(parseAnswers({ priority: 'talent', engagement: 'excellent', stage: 5 })).toBeUndefined();
    expect(parseAnswers(null)).toBeUndefined();
    expect(parseAnswers(['talent', 'poor', 'startup'])).toBeUndefined();
    expect(parseAnswers('priority=talent')).toBeUndefined();
  });
});

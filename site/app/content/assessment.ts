import names from '#content/assessmentNames';

import type { AssessmentContent } from './schema/assessment';

/**
 * The home page's readiness assessment as the scoring model: its questions' and answers' ids, the
 * answers' weights and the result tiers' thresholds. The scoring rules, with a worked table, are in
 * docs/product-rules.md, "Readiness assessment".
 *
 * The words are content: site/content/pages/home-assessment.yaml (`#content/assessment`: the
 * questions, answers, tiers and the section's words, read by the home page alone) and, of it, the
 * area and tier names the scoring stores and IndyCircle shows (`#content/assessmentNames`, read
 * here). IndyCircle's history has its own file (`#content/assessmentHistory`).
 */

export interface AssessmentOption {
  value: string;
  /** Points toward the score, from 1 to 5 (the highest weight any answer carries). */
  weight: number;
}

export interface AssessmentQuestion {
  id: string;
  options: readonly AssessmentOption[];
}

/** The weights are fixed by the scoring model; the words of the questions and answers are content. */
export const assessmentQuestions = [
  {
    id: 'priority',
    options: [
      { value: 'talent', weight: 3 },
      { value: 'performance', weight: 2 },
      { value: 'culture', weight: 4 },
      { value: 'leadership', weight: 3 },
    ],
  },
  {
    id: 'engagement',
    options: [
      { value: 'excellent', weight: 1 },
      { value: 'good', weight: 2 },
      { value: 'average', weight: 3 },
      { value: 'poor', weight: 4 },
    ],
  },
  {
    id: 'stage',
    options: [
      { value: 'startup', weight: 2 },
      { value: 'growth', weight: 3 },
      { value: 'established', weight: 4 },
      { value: 'enterprise', weight: 5 },
    ],
  },
] as const satisfies readonly AssessmentQuestion[];

export type AssessmentQuestionId = (typeof assessmentQuestions)[number]['id'];

/** A finished assessment's answers: each question's id and the value of the option chosen. */
export type AssessmentAnswers = {
  [Question in (typeof assessmentQuestions)[number] as Question['id']]: Question['options'][number]['value'];
};

type QuestionWords = AssessmentContent['questions'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<Condition extends true> = Condition;
/**
 * The content file words exactly the model's questions and answers, by id (its schema lists
 * them): a question or answer in one and not the other fails the type check here.
 */
export type AssessmentWordsMatchModel = Expect<
  Same<AssessmentAnswers, { [Id in keyof QuestionWords]: keyof QuestionWords[Id]['options'] }>
>;

/**
 * The area each question measures, by question id; the names are content. An area's score is its
 * answer's weight out of 5, as a whole percent: the same direction as the readiness score (higher
 * means readier for transformation), and the readiness score is the areas' average. The weakest
 * area is the one with the lowest score: the one that adds least to readiness. The names say what
 * a high weight means in the scoring model, so the weakest area reads true: excellent engagement
 * weighs least, since it leaves the least case for change, and a startup weighs less than an
 * enterprise. Results are saved with the area names of their day.
 */
export const assessmentAreas: Readonly<Record<AssessmentQuestionId, string>> = names.areas;

/** An area's name ("Scale"). */
export type AssessmentArea = string;

/** The highest weight any answer carries: score = sum of weights / (questions x this) x 100. */
export const maximumAnswerWeight = 5;

export const assessmentTierLevels = ['low', 'medium', 'high'] as const;
export type AssessmentTierLevel = (typeof assessmentTierLevels)[number];

export interface AssessmentTier {
  level: AssessmentTierLevel;
  /** The highest score (percent) in this tier; the top tier has none. */
  upTo: number | null;
  /** The tier's name ("Growth Accelerator"), fixed by the specification; content, like its other words. */
  title: string;
}

/** The highest score in each tier: scores up to 40 are low, up to 70 medium, above 70 high. */
const tierThresholds = { low: 40, medium: 70, high: null } as const satisfies Record<AssessmentTierLevel, number | null>;

/** The tiers from low to high; their descriptions and recommendations are the home page's words (`#content/assessment`). */
export const assessmentTiers: readonly AssessmentTier[] = assessmentTierLevels.map((level) => ({
  level,
  upTo: tierThresholds[level],
  title: names.tiers[level],
}));

/** A question as the quiz shows it: its words and each answer's, in the model's order. */
export interface AssessmentQuizQuestion {
  id: AssessmentQuestionId;
  question: string;
  options: readonly { value: string; label: string }[];
}

/** The questions in the model's order with their words from the content file (`#content/assessment`'s `questions`). */
export function assessmentQuiz(words: QuestionWords): readonly AssessmentQuizQuestion[] {
  return assessmentQuestions.map(({ id, options }) => {
    // The type check above makes every answer's id a key of its question's words.
    const labels: Readonly<Record<string, string>> = words[id].options;
    return { id, question: words[id].question, options: options.map(({ value }) => ({ value, label: labels[value] ?? value })) };
  });
}

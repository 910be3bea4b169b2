import {
  assessmentAreas,
  assessmentQuestions,
  assessmentTiers,
  maximumAnswerWeight,
  type AssessmentAnswers,
  type AssessmentArea,
  type AssessmentTier,
} from '../content/assessment';
import { weakestArea as weakestAreaIn, type WeakestArea } from '../../../supabase/functions/_shared/recommend.ts';

/**
 * The readiness score as a whole percent: the sum of the chosen answers' weights over questions x
 * 5, times 100. The tier is read from this same whole number, so the score shown and the tier never
 * disagree (and no floating-point remainder can push 40 or 70 into the next tier).
 */
export function scoreAssessment(weights: readonly number[], questionCount: number = weights.length): number {
  if (questionCount <= 0) return 0;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Math.round((total * 100) / (questionCount * maximumAnswerWeight));
}

/** The tier a score falls in: up to 40 low, up to 70 medium, above 70 high. */
export function tierFor(score: number): AssessmentTier {
  // Tiers run from low to high; the top one has no upper bound and takes every score left.
  for (const tier of assessmentTiers) {
    if (tier.upTo === null || score <= tier.upTo) return tier;
  }
  throw new Error('tierFor: the last tier in content/assessment.ts must have upTo: null, so every score has a tier.');
}

/** The weight of the option chosen for each question, in the questions' order. */
export function answerWeights(answers: AssessmentAnswers): number[] {
  return assessmentQuestions.map((question) => {
    const chosen: string = answers[question.id];
    const option = question.options.find(({ value }) => value === chosen);
    if (!option)
      throw new Error(`answerWeights: "${chosen}" is not an answer to "${question.id}"; check the answers with parseAnswers first.`);
    return option.weight;
  });
}

/** Each area's score out of 100, as a record from area name to score (what assessment_results.area_scores holds). */
export type AreaScores = Record<AssessmentArea, number>;

/**
 * Each area's score: the weight of the answer behind it out of 5, as a whole percent. It runs in
 * the readiness score's direction, and the readiness score is the areas' unrounded average, so a
 * low area is one that holds the score down.
 */
export function scoreAreas(answers: AssessmentAnswers): AreaScores {
  const weights = answerWeights(answers);
  const scores = {} as AreaScores;
  assessmentQuestions.forEach((question, index) => {
    scores[assessmentAreas[question.id]] = Math.round(((weights[index] ?? 0) * 100) / maximumAnswerWeight);
  });
  return scores;
}

/** The areas in the order of the questions that measure them: the order ties are broken in. */
const areaOrder: readonly string[] = assessmentQuestions.map((question) => assessmentAreas[question.id]);

export type { WeakestArea };

/**
 * The area with the lowest score (the one that adds least to readiness), or undefined when there
 * is none. It reads stored results too, so it takes any record: entries that are not numbers from
 * 0 to 100 are skipped. Ties go to the area whose question comes first, then to areas this
 * version no longer asks about, by name. The rule is the digest e-mail's own
 * (supabase/functions/_shared/recommend.ts), given this version's questions' order.
 */
export function weakestArea(areaScores: Readonly<Record<string, unknown>>): WeakestArea | undefined {
  return weakestAreaIn(areaScores, areaOrder);
}

/** What a finished assessment comes to: the readiness score, its tier and each area's score. */
export interface AssessmentOutcome {
  score: number;
  tier: AssessmentTier;
  areaScores: AreaScores;
}

export function assessAnswers(answers: AssessmentAnswers): AssessmentOutcome {
  const score = scoreAssessment(answerWeights(answers), assessmentQuestions.length);
  return { score, tier: tierFor(score), areaScores: scoreAreas(answers) };
}

/**
 * Answers read from outside the page (a stored result, an address): every question answered with
 * one of its options and nothing else, or undefined.
 */
export function parseAnswers(value: unknown): AssessmentAnswers | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== assessmentQuestions.length) return undefined;
  const answers: Record<string, string> = {};
  for (const question of assessmentQuestions) {
    const chosen = record[question.id];
    const option = question.options.find(({ value: candidate }) => candidate === chosen);
    if (!option) return undefined;
    answers[question.id] = option.value;
  }
  // Every question holds one of its own options, checked above: the record is the answers' type.
  return answers as AssessmentAnswers;
}

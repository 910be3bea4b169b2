import { assessmentTiers, maximumAnswerWeight, type AssessmentTier } from '../content/assessment';

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

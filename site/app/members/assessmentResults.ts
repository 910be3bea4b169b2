import { assessmentQuestions, type AssessmentAnswers } from '../content/assessment';
import { assessAnswers, parseAnswers } from '../tools/scoreAssessment';
import type { Tables } from '@akoma/supabase/database';

import { createMemberRows, type MemberRowsView } from './memberRows';

/**
 * The readiness assessments a signed-in member saved (table assessment_results: their own rows
 * only), newest first. A saved result is a record of what was answered then: it is never changed,
 * only deleted, and it keeps the score and tier it had even if the scoring changes later.
 */

export interface AssessmentResult {
  id: string;
  score: number;
  /** The tier's name when it was saved ("Growth Accelerator"). */
  tier: string;
  /** The answers, or undefined when they no longer match this version's questions. */
  answers: AssessmentAnswers | undefined;
  /** Area name to score, 0 to 100 (see content/assessment.ts, assessmentAreas). */
  areaScores: Readonly<Record<string, number>>;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

type AssessmentResultRow = Pick<Tables<'assessment_results'>, 'id' | 'score' | 'tier' | 'answers' | 'area_scores' | 'created_at'>;

const columns = 'id, score, tier, answers, area_scores, created_at';

/** A stored row as the page uses it; area scores that are not numbers from 0 to 100 are left out. */
function resultOf(row: AssessmentResultRow): AssessmentResult {
  const areaScores: Record<string, number> = {};
  if (typeof row.area_scores === 'object' && !Array.isArray(row.area_scores)) {
    for (const [area, score] of Object.entries(row.area_scores)) {
      if (typeof score === 'number' && score >= 0 && score <= 100) areaScores[area] = score;
    }
  }
  return { id: row.id, score: row.score, tier: row.tier, answers: parseAnswers(row.answers), areaScores, createdAt: row.created_at };
}

const newestFirst = (a: AssessmentResult, b: AssessmentResult) => b.createdAt.localeCompare(a.createdAt);

const assessmentResults = createMemberRows<AssessmentResult>({
  async select(supabase) {
    const { data } = await supabase.from('assessment_results').select(columns).order('created_at', { ascending: false }).throwOnError();
    return data.map(resultOf);
  },
});

/** The signed-in member's saved results, newest first, loaded on first use; for a visitor, none (status 'idle'). */
export function useAssessmentResults(): MemberRowsView<AssessmentResult> {
  return assessmentResults.useRows();
}

/** Loads the results again, after an error. */
export const reloadAssessmentResults = assessmentResults.reload;

/**
 * Saves a finished assessment for the signed-in member: the score, the tier's name, the answers
 * and each area's score, worked out here from the answers. Resolves with the stored result, listed
 * at once; throws when it fails, and then nothing changes on screen. Needs `useAssessmentResults`
 * mounted for a signed-in member (it knows who they are).
 */
export function saveAssessmentResult(answers: AssessmentAnswers): Promise<AssessmentResult> {
  const { score, tier, areaScores } = assessAnswers(answers);
  return assessmentResults.add(
    async (supabase) => {
      const { data } = await supabase
        .from('assessment_results')
        .insert({ score, tier: tier.title, answers, area_scores: areaScores })
        .select(columns)
        .single()
        .throwOnError();
      return resultOf(data);
    },
    (items, result) => [result, ...items.filter((item) => item.id !== result.id)].sort(newestFirst),
  );
}

/**
 * Deletes a saved result at once on screen, then in the database; if that fails the result comes
 * back in its place and the error is thrown for the caller to show.
 */
export async function deleteAssessmentResult(id: string): Promise<void> {
  await assessmentResults.change({
    apply: (items) => items.filter((item) => item.id !== id),
    async request(supabase) {
      await supabase.from('assessment_results').delete().eq('id', id).throwOnError();
    },
    undo(items, before) {
      const restored = before.find((item) => item.id === id);
      return restored ? [restored, ...items.filter((item) => item.id !== id)].sort(newestFirst) : items;
    },
  });
}

/**
 * The query parameter that carries a visitor's finished assessment through signing in or joining:
 * /?assessment=priority:culture,engagement:poor,stage:enterprise. The address, rather than the
 * tab's storage, because the confirmation e-mail of a new account opens in a new tab (sessionStorage
 * is per tab) or even on another device, and the address is the one thing every way back (signing
 * in, the e-mail's link, LinkedIn) keeps. The answers are three option values, nothing personal,
 * and are checked against the questions on return, so an edited address saves nothing odd.
 */
export const assessmentParameter = 'assessment';

/** The answers written for the address: `question:option` pairs in the questions' order, comma-separated. */
export function answersToParameter(answers: AssessmentAnswers): string {
  return assessmentQuestions.map((question) => `${question.id}:${answers[question.id]}`).join(',');
}

/** The answers read back from the address, or undefined when they are not a full, valid set. */
export function answersFromParameter(value: string | null): AssessmentAnswers | undefined {
  if (!value || value.length > 200) return undefined;
  const pairs = new Map<string, string>();
  for (const pair of value.split(',')) {
    const [question, option, ...rest] = pair.split(':');
    if (!question || option === undefined || rest.length > 0 || pairs.has(question)) return undefined;
    pairs.set(question, option);
  }
  return parseAnswers(Object.fromEntries(pairs));
}

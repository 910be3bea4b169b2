import { currentLanguage } from '../language';
import { assessmentAreas, assessmentQuestions, assessmentTiers } from '../content/assessment';
import type { PieceEntry } from '../pieces/piece';
import { areaFocus, flagshipSolution, recommendationReasons, topicNames, type AreaFocus } from '../content/recommendations';
import { rankPieces, topicKey, weakestArea, type RecommendationReason } from '@akoma/supabase/recommend';

/**
 * IndyCircle's recommendations, worked out from the member's latest assessment and the pieces
 * they saved, each with the reasons it was chosen, in words the page shows.
 *
 * The pieces are ranked by @akoma/supabase/recommend (rankPieces), which the digest e-mail uses
 * too: 3 points for the weakest area's topic and 2 for a tag that speaks to it (areaFocus in
 * content/recommendations.ts): "Your weakest area is Scale (40/100)"; 1 per piece saved on its
 * topic, at most 3: "You saved 3 pieces on Wellbeing"; most points first, then the newest, then by
 * title and slug; a piece with no points is "One of the newest in our library". This file puts
 * the reasons into the page's words.
 *
 * The solution is the pillar page that works on the weakest area, or for the top tier the
 * organisation-wide programme; none without an assessment.
 */

/** What recommend() reads of a piece. */
export type RecommendablePiece = Pick<PieceEntry, 'slug' | 'title' | 'type' | 'category' | 'tags' | 'path' | 'published'>;

export interface LatestAssessment {
  /** The tier's name ("Growth Accelerator"). */
  tier: string;
  /** Area name to score, 0 to 100. */
  areaScores: Readonly<Record<string, unknown>>;
}

export interface RecommendInput<Piece extends RecommendablePiece> {
  /** The member's latest saved assessment, if any. */
  latest: LatestAssessment | undefined;
  /** The slugs of the pieces the member saved. */
  savedSlugs: readonly string[];
  /** Every published piece. */
  pieces: readonly Piece[];
  /** @default 4 */
  limit?: number;
}

export interface PieceRecommendation<Piece extends RecommendablePiece> {
  piece: Piece;
  /** Why it was chosen, one sentence each, strongest first. */
  reasons: readonly string[];
}

export interface SolutionRecommendation {
  name: string;
  path: string;
  reasons: readonly string[];
}

export interface Recommendations<Piece extends RecommendablePiece> {
  pieces: readonly PieceRecommendation<Piece>[];
  solution: SolutionRecommendation | undefined;
}

export const defaultRecommendationCount = 4;

const topTier = assessmentTiers[assessmentTiers.length - 1]?.title;

/** The areas in the order of the questions that measure them: the order ties are broken in. */
const areaOrder: readonly string[] = assessmentQuestions.map((question) => assessmentAreas[question.id]);

/** What the site offers on an area, by its name; none for an area this version no longer asks about. */
function focusOf(area: string): AreaFocus | undefined {
  const question = assessmentQuestions.find(({ id }) => assessmentAreas[id] === area);
  return question ? areaFocus[question.id] : undefined;
}

/** A reason a piece was chosen, in the page's words. */
function reasonWords(reason: RecommendationReason, piece: RecommendablePiece): string {
  switch (reason.kind) {
    case 'weakestArea':
      return recommendationReasons.weakestArea(reason.area, reason.score);
    case 'savedTopic':
      return recommendationReasons.savedTopic(reason.count, topicNames[piece.category]);
    default:
      return recommendationReasons.newest;
  }
}

export function recommend<Piece extends RecommendablePiece>({
  latest,
  savedSlugs,
  pieces,
  limit = defaultRecommendationCount,
}: RecommendInput<Piece>): Recommendations<Piece> {
  const weakest = latest ? weakestArea(latest.areaScores, areaOrder) : undefined;
  const focus = weakest ? focusOf(weakest.area) : undefined;

  // The ranking itself is shared with the digest e-mail (@akoma/supabase/recommend), which reads
  // the same catalogue from the database: tags are compared by their topic keys.
  const ranked = rankPieces({
    weakest,
    focus: weakest && focus ? { area: weakest.area, topic: focus.topic, tags: focus.tags.map(topicKey) } : undefined,
    savedSlugs,
    pieces: pieces.map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      category: entry.category,
      tagKeys: entry.tags.map(topicKey),
      published: entry.published,
      entry,
    })),
    limit,
    locale: currentLanguage.locale,
  });
  const chosen = ranked.map(({ piece, reasons }) => ({
    piece: piece.entry,
    reasons: reasons.map((reason) => reasonWords(reason, piece.entry)),
  }));

  let solution: SolutionRecommendation | undefined;
  if (latest && weakest) {
    const weakestReason = recommendationReasons.weakestArea(weakest.area, weakest.score);
    if (latest.tier === topTier) {
      solution = { ...flagshipSolution, reasons: [recommendationReasons.topTier(latest.tier), weakestReason] };
    } else if (focus) {
      solution = {
        ...focus.solution,
        reasons: [weakestReason, recommendationReasons.areaSolution(focus.solution.name, weakest.area)],
      };
    }
  }

  return { pieces: chosen, solution };
}

import { currentLanguage } from '../language';
import { assessmentAreas, assessmentQuestions, assessmentTiers } from '../content/assessment';
import type { PieceEntry } from '../pieces/piece';
import { areaFocus, flagshipSolution, recommendationReasons, topicNames, type AreaFocus } from '../content/recommendations';
import { weakestArea, type WeakestArea } from '../tools/scoreAssessment';

/**
 * IndyCircle's recommendations, worked out from the member's latest assessment and the pieces
 * they saved, each with the reasons it was chosen, in words the page shows.
 *
 * A piece not yet saved earns points:
 * - 3 if its topic is the weakest area's topic, and 2 more if one of its tags speaks to that area
 *   (content/recommendations.ts, areaFocus): "Your weakest area is Scale (40/100)";
 * - 1 for each piece the member saved on its topic, at most 3, so saves alone never outweigh the
 *   weakest area: "You saved 3 pieces on Wellbeing".
 * The most points come first, then the newest, then by title (then slug), so the same data always
 * gives the same list. Places left over go to the newest pieces ("One of the newest in our
 * library"), which is also the whole list for a member with no assessment and no saves.
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

const topicPoints = 3;
const tagPoints = 2;
const maximumSavedPoints = 3;

interface Candidate<Piece extends RecommendablePiece> extends PieceRecommendation<Piece> {
  points: number;
}

const titleOrder = new Intl.Collator(currentLanguage.locale, { sensitivity: 'base' });

function byPointsThenNewest<Piece extends RecommendablePiece>(a: Candidate<Piece>, b: Candidate<Piece>): number {
  return (
    b.points - a.points ||
    b.piece.published.localeCompare(a.piece.published) ||
    titleOrder.compare(a.piece.title, b.piece.title) ||
    a.piece.slug.localeCompare(b.piece.slug)
  );
}

/** The points and reason a piece earns from the weakest area, if it speaks to it. */
function areaMatch(piece: RecommendablePiece, weakest: WeakestArea, focus: AreaFocus): { points: number; reason: string } | undefined {
  const tags = new Set(focus.tags.map((tag) => tag.toLowerCase()));
  const points =
    (piece.category === focus.topic ? topicPoints : 0) + (piece.tags.some((tag) => tags.has(tag.toLowerCase())) ? tagPoints : 0);
  return points > 0 ? { points, reason: recommendationReasons.weakestArea(weakest.area, weakest.score) } : undefined;
}

const topTier = assessmentTiers[assessmentTiers.length - 1]?.title;

/** What the site offers on an area, by its name; none for an area this version no longer asks about. */
function focusOf(area: string): AreaFocus | undefined {
  const question = assessmentQuestions.find(({ id }) => assessmentAreas[id] === area);
  return question ? areaFocus[question.id] : undefined;
}

export function recommend<Piece extends RecommendablePiece>({
  latest,
  savedSlugs,
  pieces,
  limit = defaultRecommendationCount,
}: RecommendInput<Piece>): Recommendations<Piece> {
  const saved = new Set(savedSlugs);
  const weakest = latest ? weakestArea(latest.areaScores) : undefined;
  const focus = weakest ? focusOf(weakest.area) : undefined;

  const savedByTopic = new Map<string, number>();
  for (const piece of pieces) {
    if (saved.has(piece.slug)) savedByTopic.set(piece.category, (savedByTopic.get(piece.category) ?? 0) + 1);
  }

  const candidates: Candidate<Piece>[] = pieces
    .filter((piece) => !saved.has(piece.slug))
    .map((piece) => {
      let points = 0;
      const reasons: string[] = [];
      const match = weakest && focus ? areaMatch(piece, weakest, focus) : undefined;
      if (match) {
        points += match.points;
        reasons.push(match.reason);
      }
      const savedOnTopic = savedByTopic.get(piece.category) ?? 0;
      if (savedOnTopic > 0) {
        points += Math.min(savedOnTopic, maximumSavedPoints);
        reasons.push(recommendationReasons.savedTopic(savedOnTopic, topicNames[piece.category]));
      }
      if (points === 0) reasons.push(recommendationReasons.newest);
      return { piece, reasons, points };
    });

  const chosen = candidates
    .sort(byPointsThenNewest)
    .slice(0, Math.max(0, limit))
    .map(({ piece, reasons }) => ({ piece, reasons }));

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

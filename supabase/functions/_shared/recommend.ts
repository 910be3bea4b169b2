/**
 * IndyCircle's recommendation of pieces, with no words of its own: the site's member area
 * (site/app/members/recommend.ts, which puts the reasons into words) and the digest e-mail (which
 * recommends one piece) rank the same way.
 *
 * A piece not yet saved earns points:
 * - 3 if its category is the weakest area's topic, and 2 more if one of its topics (tag keys)
 *   speaks to that area (the area's focus);
 * - 1 for each piece the member saved in its category, at most 3, so saves alone never outweigh
 *   the weakest area.
 * The most points come first, then the newest, then by title (then slug), so the same data always
 * gives the same list. A piece with no points is "one of the newest", which is also the whole list
 * for a member with no assessment and no saves.
 */

/** What the site offers on one area of the assessment: the topic (a pillar) and the topic keys that speak to it. */
export interface AreaFocusEntry {
  /** The area's name, as assessment_results.area_scores stores it. */
  area: string;
  /** The pillar that works on the area ("wellbeing"). */
  topic: string;
  /** Topic keys of tags that also speak to it ("culture"). */
  tags: readonly string[];
}

/** What the ranking reads of a piece. */
export interface RankablePiece {
  slug: string;
  title: string;
  /** Its category: a pillar, or "african-business". */
  category: string;
  /** The topic keys of its tags (compared with an area's `tags`). */
  tagKeys: readonly string[];
  /** When it was published, as an ISO date: newer first. */
  published: string;
}

/** Why a piece was chosen, as data: the caller puts it into words. */
export type RecommendationReason =
  { kind: 'weakestArea'; area: string; score: number } | { kind: 'savedTopic'; topic: string; count: number } | { kind: 'newest' };

export interface RankedPiece<Piece extends RankablePiece> {
  piece: Piece;
  /** Strongest first. */
  reasons: readonly RecommendationReason[];
}

export interface WeakestArea {
  area: string;
  score: number;
}

/**
 * The area with the lowest score (the one that adds least to readiness), or undefined when there
 * is none. It reads stored results, so it takes any record: entries that are not numbers from 0
 * to 100 are skipped. Ties go to the area that comes first in `areaOrder` (the questions' order),
 * then to the others by name.
 */
export function weakestArea(areaScores: Readonly<Record<string, unknown>>, areaOrder: readonly string[]): WeakestArea | undefined {
  const rank = (area: string) => {
    const index = areaOrder.indexOf(area);
    return index === -1 ? areaOrder.length : index;
  };
  let weakest: WeakestArea | undefined;
  for (const [area, score] of Object.entries(areaScores)) {
    if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100) continue;
    const better =
      !weakest ||
      score < weakest.score ||
      (score === weakest.score && (rank(area) < rank(weakest.area) || (rank(area) === rank(weakest.area) && area < weakest.area)));
    if (better) weakest = { area, score };
  }
  return weakest;
}

// A tag's topic key, in a module of its own: the site's Follow and Save, which every piece's page
// starts with, need it and none of the ranking.
export { topicKey } from './topicKey.ts';

export interface RankInput<Piece extends RankablePiece> {
  /** The member's weakest area (`weakestArea`), if they have an assessment. */
  weakest: WeakestArea | undefined;
  /** What the site offers on that area; undefined for an area this version no longer asks about. */
  focus: AreaFocusEntry | undefined;
  /** The slugs of the pieces the member saved. */
  savedSlugs: readonly string[];
  /** Every candidate piece. */
  pieces: readonly Piece[];
  /** How many to return. */
  limit: number;
  /** The locale titles are compared in ("en-GB"). */
  locale: string;
}

const topicPoints = 3;
const tagPoints = 2;
const maximumSavedPoints = 3;

/** The pieces to recommend, best first, each with its reasons. */
export function rankPieces<Piece extends RankablePiece>({
  weakest,
  focus,
  savedSlugs,
  pieces,
  limit,
  locale,
}: RankInput<Piece>): RankedPiece<Piece>[] {
  const saved = new Set(savedSlugs);
  const focusTags = new Set(focus?.tags ?? []);
  const titleOrder = new Intl.Collator(locale, { sensitivity: 'base' });

  const savedByCategory = new Map<string, number>();
  for (const piece of pieces) {
    if (saved.has(piece.slug)) savedByCategory.set(piece.category, (savedByCategory.get(piece.category) ?? 0) + 1);
  }

  const candidates = pieces
    .filter((piece) => !saved.has(piece.slug))
    .map((piece) => {
      let points = 0;
      const reasons: RecommendationReason[] = [];
      if (weakest && focus) {
        const areaPoints =
          (piece.category === focus.topic ? topicPoints : 0) + (piece.tagKeys.some((tag) => focusTags.has(tag)) ? tagPoints : 0);
        if (areaPoints > 0) {
          points += areaPoints;
          reasons.push({ kind: 'weakestArea', area: weakest.area, score: weakest.score });
        }
      }
      const savedInCategory = savedByCategory.get(piece.category) ?? 0;
      if (savedInCategory > 0) {
        points += Math.min(savedInCategory, maximumSavedPoints);
        reasons.push({ kind: 'savedTopic', topic: piece.category, count: savedInCategory });
      }
      if (points === 0) reasons.push({ kind: 'newest' });
      return { piece, reasons, points };
    });

  return candidates
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.piece.published.localeCompare(a.piece.published) ||
        titleOrder.compare(a.piece.title, b.piece.title) ||
        a.piece.slug.localeCompare(b.piece.slug),
    )
    .slice(0, Math.max(0, limit))
    .map(({ piece, reasons }) => ({ piece, reasons }));
}

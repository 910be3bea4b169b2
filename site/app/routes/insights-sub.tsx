import { pieceEntries } from 'virtual:pieces';

import type { AnalyticsHandle } from '../analytics/pageTemplate';
import { insightsFocus } from '../content/insights';
import { isPieceInEdition } from '../pieces/editions';
import type { PieceEntry } from '../pieces/piece';
import { InsightsPage } from '../pages/insights/InsightsPage';
import { PiecePage } from '../pages/insights/PiecePage';
import { metaForPath } from '../seo/meta';
import { pieceMeta } from '../seo/pieceMeta';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { useSectionPage } from '../pages/shared/screen';
import type { Route } from './+types/insights-sub';

const piecesBySlug = new Map(pieceEntries.map((piece) => [piece.slug, piece]));

/**
 * The piece whose slug is the address's part after /insights/ (React Router's splat), if there is
 * one in this edition's language. In the French edition, an untranslated piece's address under /fr
 * shows the French insights page, which lists it (as the host serves it).
 */
function pieceAt(splat: string | undefined): PieceEntry | undefined {
  const piece = splat === undefined ? undefined : piecesBySlug.get(splat.replace(/\/+$/, ''));
  return piece && isPieceInEdition(piece.path) ? piece : undefined;
}

/** To the measurement, a piece's page is a "piece" with its category; anything else the insights section. */
export const handle: AnalyticsHandle = {
  analytics: (params) => {
    const piece = pieceAt(params['*']);
    return piece ? { template: 'piece', category: piece.category } : { template: 'insights' };
  },
};

export const meta: Route.MetaFunction = ({ location, params }) => {
  const piece = pieceAt(params['*']);
  return piece ? pieceMeta(piece) : metaForPath(location.pathname);
};

/**
 * Any address below /insights: a readable piece at /insights/<slug> when the slug is a piece's,
 * the insights screen focused on a known section (/insights/reports...), and the insights screen
 * itself for any other address. A route module of its own, apart from /insights: the screen's
 * visitors never download a piece's code, while a piece's page has it from the start, so React
 * takes the prerendered piece over whole at once (a part still waiting for its code would hold
 * back every navigation away from the page, and leave its links to the browser).
 */
export default function InsightsSub({ params }: Route.ComponentProps) {
  const current = useSectionPage();
  const piece = pieceAt(params['*']);
  if (piece) return <PiecePage key={piece.slug} piece={piece} />;
  if (!current) return <NotFoundContent />;
  const { page, slug } = current;
  // Keyed by path: moving between sub-routes starts again from that sub-route's own filters.
  return <InsightsPage key={page.path} page={page} focus={slug ? insightsFocus[slug] : undefined} />;
}

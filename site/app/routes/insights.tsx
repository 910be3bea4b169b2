import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pieceEntries } from 'virtual:pieces';

import { insightsFocus } from '../content/insights';
import type { PieceEntry } from '../content/pieces/piece';
import { InsightsPage } from '../pages/insights/InsightsPage';
import { metaForPath } from '../seo/meta';
import { pieceMeta } from '../seo/pieceMeta';
import { NotFoundContent } from './not-found';
import { useSectionPage } from './screen';

/**
 * A piece's page loads its own code: the insights screen's visitors never download it, and a
 * piece's prerendered HTML is on screen before it arrives.
 */
const PiecePage = lazy(() => import('../pages/insights/PiecePage').then((module) => ({ default: module.PiecePage })));

const piecesByPath = new Map(pieceEntries.map((piece) => [piece.path, piece]));

/** The piece at an address, /insights/<slug>, if there is one. */
function pieceAt(pathname: string): PieceEntry | undefined {
  return piecesByPath.get(pathname.replace(/\/+$/, ''));
}

export function meta({ location }: { location: { pathname: string } }) {
  const piece = pieceAt(location.pathname);
  return piece ? pieceMeta(piece) : metaForPath(location.pathname);
}

/**
 * /insights and any address below it: a readable piece at /insights/<slug> when the slug is a
 * piece's, the insights screen focused on a known section (/insights/reports...), and the insights
 * screen itself for any other address.
 */
export default function Insights() {
  const { pathname } = useLocation();
  const current = useSectionPage();
  const piece = pieceAt(pathname);
  if (piece) {
    return (
      <Suspense fallback={null}>
        <PiecePage key={piece.slug} piece={piece} />
      </Suspense>
    );
  }
  if (!current) return <NotFoundContent />;
  const { page, slug } = current;
  // Keyed by path: moving between sub-routes starts again from that sub-route's own filters.
  return <InsightsPage key={page.path} page={page} focus={slug ? insightsFocus[slug] : undefined} />;
}

import { insightsFocus } from '../content/insights';
import { InsightsPage } from '../pages/insights/InsightsPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

/** /insights and its sub-routes (/insights/reports...), each focused on its kind of content. */
export default function Insights() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  const slug = page.path.split('/')[2];
  // Keyed by path: moving between sub-routes starts again from that sub-route's own filters.
  return <InsightsPage key={page.path} page={page} focus={slug ? insightsFocus[slug] : undefined} />;
}

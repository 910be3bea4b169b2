import { InsightsPage } from '../pages/insights/InsightsPage';
import { screenPage } from '../content/pages';
import { screenMeta } from './screen';
import type { Route } from './+types/insights';

export const meta: Route.MetaFunction = screenMeta;

/** /insights: the insights screen, with the whole library. Its sections and the pieces are routes/insights-sub.tsx. */
export default function Insights() {
  return <InsightsPage page={screenPage('insights')} />;
}

import { impactFocus } from '../content/impact';
import { ImpactPage } from '../pages/impact/ImpactPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useSectionPage } from '../pages/shared/screen';
import type { Route } from './+types/impact';

export const meta: Route.MetaFunction = screenMeta;

/** /impact and any address below it: a known sub-route (/impact/metrics...) brings the visitor to its part of the page. */
export default function Impact() {
  const current = useSectionPage();
  if (!current) return <NotFoundContent />;
  return <ImpactPage page={current.page} focus={current.slug ? impactFocus[current.slug] : undefined} />;
}

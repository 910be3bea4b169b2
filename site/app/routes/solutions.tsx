import { SolutionsPage } from '../pages/solutions/SolutionsPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useSectionPage } from '../pages/shared/screen';
import type { Route } from './+types/solutions';

export const meta: Route.MetaFunction = screenMeta;

/** /solutions and any address below it: a known sub-route brings its solution forward. */
export default function Solutions() {
  const current = useSectionPage();
  if (!current) return <NotFoundContent />;
  return <SolutionsPage page={current.page} slug={current.slug} />;
}

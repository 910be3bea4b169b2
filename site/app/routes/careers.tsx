import { CareersPage } from '../pages/careers/CareersPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useCurrentPage } from '../pages/shared/screen';
import type { Route } from './+types/careers';

export const meta: Route.MetaFunction = screenMeta;

/** /careers. */
export default function Careers() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <CareersPage page={page} />;
}

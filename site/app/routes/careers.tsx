import { CareersPage } from '../pages/careers/CareersPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useCurrentPage } from '../pages/shared/screen';

export const meta = screenMeta;

/** /careers. */
export default function Careers() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <CareersPage page={page} />;
}

import { CareersPage } from '../pages/careers/CareersPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

/** /careers. */
export default function Careers() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <CareersPage page={page} />;
}

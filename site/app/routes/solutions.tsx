import { useParams } from 'react-router';

import { SolutionsPage } from '../pages/solutions/SolutionsPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

export default function Solutions() {
  const page = useCurrentPage();
  const { slug } = useParams();
  if (!page) return <NotFoundContent />;
  return <SolutionsPage page={page} slug={slug} />;
}

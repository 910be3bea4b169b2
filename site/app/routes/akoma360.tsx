import { Akoma360Page } from '../pages/akoma360/Akoma360Page';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useCurrentPage } from '../pages/shared/screen';
import type { Route } from './+types/akoma360';

export const meta: Route.MetaFunction = screenMeta;

export default function Akoma360() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <Akoma360Page page={page} />;
}

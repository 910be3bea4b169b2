import { AboutPage } from '../pages/about/AboutPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useCurrentPage } from '../pages/shared/screen';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = screenMeta;

export default function About() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <AboutPage page={page} />;
}

import { AboutPage } from '../pages/about/AboutPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

export default function About() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <AboutPage page={page} />;
}

import { impactFocus } from '../content/impact';
import { ImpactPage } from '../pages/impact/ImpactPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

/** /impact and its sub-routes (/impact/metrics...), each bringing the visitor to its part of the page. */
export default function Impact() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  const slug = page.path.split('/')[2];
  return <ImpactPage page={page} focus={slug ? impactFocus[slug] : undefined} />;
}

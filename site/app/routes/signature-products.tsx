import { SignatureProductsPage } from '../pages/signature-products/SignatureProductsPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useSectionPage } from '../pages/shared/screen';
import type { Route } from './+types/signature-products';

export const meta: Route.MetaFunction = screenMeta;

/** /signature-products and any address below it: a known sub-route brings its product forward. */
export default function SignatureProducts() {
  const current = useSectionPage();
  if (!current) return <NotFoundContent />;
  return <SignatureProductsPage page={current.page} slug={current.slug} />;
}

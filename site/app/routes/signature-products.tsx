import { useParams } from 'react-router';

import { SignatureProductsPage } from '../pages/signature-products/SignatureProductsPage';
import { NotFoundContent } from './not-found';
import { screenMeta, useCurrentPage } from './screen';

export const meta = screenMeta;

export default function SignatureProducts() {
  const page = useCurrentPage();
  const { slug } = useParams();
  if (!page) return <NotFoundContent />;
  return <SignatureProductsPage page={page} slug={slug} />;
}

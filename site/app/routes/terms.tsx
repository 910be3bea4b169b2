import terms from '#content/terms';

import { legalDocument } from '../content/legal/legalDocument';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = screenMeta;

const termsOfService = legalDocument(terms);

export default function Terms() {
  return <LegalDocumentPage screen="terms" document={termsOfService} />;
}

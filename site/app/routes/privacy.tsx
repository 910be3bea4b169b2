import privacy from '#content/privacy';

import { legalDocument } from '../content/legal/legalDocument';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = screenMeta;

const privacyPolicy = legalDocument(privacy);

export default function Privacy() {
  return <LegalDocumentPage screen="privacy" document={privacyPolicy} />;
}

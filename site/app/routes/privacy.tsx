import { privacyPolicy } from '../content/legal/privacy';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = screenMeta;

export default function Privacy() {
  return <LegalDocumentPage screen="privacy" document={privacyPolicy} />;
}

import { termsOfService } from '../content/legal/terms';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = screenMeta;

export default function Terms() {
  return <LegalDocumentPage screen="terms" document={termsOfService} />;
}

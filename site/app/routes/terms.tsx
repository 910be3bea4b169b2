import { termsOfService } from '../content/legal/terms';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';

export const meta = screenMeta;

export default function Terms() {
  return <LegalDocumentPage screen="terms" document={termsOfService} />;
}

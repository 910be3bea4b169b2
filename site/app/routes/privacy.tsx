import { privacyPolicy } from '../content/legal/privacy';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';

export const meta = screenMeta;

export default function Privacy() {
  return <LegalDocumentPage screen="privacy" document={privacyPolicy} />;
}

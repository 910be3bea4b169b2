import { cookiePolicy } from '../content/legal/cookies';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';

export const meta = screenMeta;

export default function Cookies() {
  return <LegalDocumentPage screen="cookies" document={cookiePolicy} />;
}

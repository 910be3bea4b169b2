import { cookiePolicy } from '../content/legal/cookies';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/cookies';

export const meta: Route.MetaFunction = screenMeta;

export default function Cookies() {
  return <LegalDocumentPage screen="cookies" document={cookiePolicy} />;
}

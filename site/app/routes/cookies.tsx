import cookies from '#content/cookies';

import { legalDocument } from '../content/legal/legalDocument';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/cookies';

export const meta: Route.MetaFunction = screenMeta;

const cookiePolicy = legalDocument(cookies);

export default function Cookies() {
  return <LegalDocumentPage screen="cookies" document={cookiePolicy} />;
}

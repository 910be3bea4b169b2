import esgInclusion from '#content/esgInclusion';

import { legalDocument } from '../content/legal/legalDocument';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/esg-inclusion';

export const meta: Route.MetaFunction = screenMeta;

const ethicsAndInclusionPolicy = legalDocument(esgInclusion);

export default function EsgInclusion() {
  return <LegalDocumentPage screen="esgInclusion" document={ethicsAndInclusionPolicy} />;
}

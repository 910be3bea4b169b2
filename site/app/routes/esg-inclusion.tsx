import { ethicsAndInclusionPolicy } from '../content/legal/esgInclusion';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';
import type { Route } from './+types/esg-inclusion';

export const meta: Route.MetaFunction = screenMeta;

export default function EsgInclusion() {
  return <LegalDocumentPage screen="esgInclusion" document={ethicsAndInclusionPolicy} />;
}

import { ethicsAndInclusionPolicy } from '../content/legal/esgInclusion';
import { LegalDocumentPage } from '../pages/legal/LegalDocumentPage';
import { screenMeta } from './screen';

export const meta = screenMeta;

export default function EsgInclusion() {
  return <LegalDocumentPage screen="esgInclusion" document={ethicsAndInclusionPolicy} />;
}

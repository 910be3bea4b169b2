import askIndy from '#content/askIndy';

import type { PillarId } from './pillars';

/**
 * The Ask Indy form's choices: the values the form uses (code) with the words a person reads
 * (site/content/pages/ask-indy.yaml). The page is anonymous: it stores nothing and sends nothing;
 * submitting carries the context to the contact form. The page's other words are `#content/askIndy`.
 */

/** The three pillars; their ids are also contact-form interest ids, so a choice carries straight over. */
// Read from the content's keys, in the order of site/app/content/pillars.ts: the page then shares no
// module with the solutions pages for three ids (one script file less at start-up).
export const askIndyPillars: readonly { value: PillarId; label: string }[] = (Object.keys(askIndy.form.pillars) as PillarId[]).map(
  (value) => ({ value, label: askIndy.form.pillars[value] }),
);
export type AskIndyPillar = PillarId;

/** Company sizes, an optional choice: the values the form uses and the words a person reads. */
export const companySizes = ['msme', 'growth', 'enterprise'] as const;
export type CompanySize = (typeof companySizes)[number];

export const askIndyCompanySizes: readonly { value: CompanySize; label: string }[] = companySizes.map((value) => ({
  value,
  label: askIndy.form.companySizes[value],
}));

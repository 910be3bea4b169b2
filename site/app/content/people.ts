import type { ContentPicture } from './pictures';

/**
 * A person the site names, as the pages receive them (`#content/people`, built from
 * site/content/people): the leadership team on /about, in order. Name, photograph and LinkedIn
 * profile are there only for a person who consented to publish them; the build leaves them out
 * otherwise, so they never reach a visitor's browser.
 */
export interface Person {
  id: string;
  role: string;
  /** What they are accountable for, in a sentence: "Leads strategy, client partnerships...". */
  leads: string;
  name?: string;
  linkedin?: string;
  photo?: ContentPicture;
}

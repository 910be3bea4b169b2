import type { ContentPicture } from './pictures';

/**
 * A client or partner the site shows by its logo (`#content/organisations`, built from
 * site/content/organisations): only those that agreed to be listed, in order. The build leaves the
 * others out, so they never reach a visitor's browser.
 */
export interface Organisation {
  id: string;
  name: string;
  relationship: 'client' | 'partner';
  website?: string;
  /** Its logo; the alt text is the organisation's name. */
  logo: ContentPicture;
}

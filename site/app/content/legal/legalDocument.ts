/**
 * The shape of a policy page's text, and the constants every policy shares (ages, liability cap,
 * cookie lifetimes, the date). Policies are data, so their wording is reviewed in one place and
 * rendered the same way.
 */

/** Running text: plain words, or a link (a page of the site, or a mailto: address). */
export type LegalInline = string | { readonly text: string; readonly href: string };

/** A paragraph or list item: a string, or words and links in order. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  { readonly paragraph: LegalText } | { readonly list: readonly LegalText[]; readonly ordered?: boolean } | { readonly subheading: string };

export interface LegalSection {
  /** The anchor for the contents list, such as `your-rights`. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The opening paragraphs, before the first section. */
  readonly summary: readonly LegalText[];
  /** Numbers the section headings ("1. Non-Discrimination"), as the ethics policy does. @default false */
  readonly numbered?: boolean;
  readonly sections: readonly LegalSection[];
}

/** Every policy's "last updated" date: all four policies were last revised together. */
export const legalLastUpdated = { isoDate: '2025-08-02', label: '2 August 2025' } as const;

/** The business constants the policies state; each policy reads them from here, so they never disagree. */
export const legalConstants = {
  /** Minimum age for using the services (terms). */
  minimumAge: 18,
  /** The services are not for children under this age (privacy). */
  childrenUnder: 16,
  /** Liability is capped at the amounts paid in this many months before a claim (terms). */
  liabilityCapMonths: 12,
  /** How long cookies typically last (cookies). */
  cookieLifetime: { shortestMonths: 1, longestMonths: 12 },
} as const;

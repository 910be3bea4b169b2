import { contactDetails, mailtoLink } from '../contactDetails';
import type { InventoryId, LegalFile, LegalParagraphFile } from '../schema/legal';
import { formatDate } from '../../format';

/**
 * The shape of a policy page's text, made from its content file (site/content/pages/privacy.yaml,
 * terms.yaml, cookies.yaml, esg-inclusion.yaml; the schema is app/content/schema/legal.ts): the
 * company's contact details put in for {email}, {phone} and {officeAddress}, each link's words
 * cut out of its paragraph, and the date written out. Every policy is rendered the same way
 * (pages/legal/LegalDocumentPage.tsx).
 */

/** Running text: plain words, or a link (a page of the site, or a mailto: address). */
export type LegalInline = string | { readonly text: string; readonly href: string };

/** A paragraph or list item: a string, or words and links in order. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  | { readonly paragraph: LegalText }
  | { readonly list: readonly LegalText[]; readonly ordered?: boolean }
  /** A subheading; `id`, the data inventory's entry it describes, is its anchor (/cookies#audience-measurement). */
  | { readonly subheading: string; readonly id?: InventoryId };

export interface LegalSection {
  /** The anchor for the contents list, such as `your-rights`. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The date of this version: as YYYY-MM-DD, and written out ("2 August 2025"). */
  readonly lastUpdated: { readonly isoDate: string; readonly label: string };
  /** The page's own words: before the date, over the contents and over the other policies. */
  readonly labels: { readonly lastUpdated: string; readonly contents: string; readonly related: string };
  /** The opening paragraphs, before the first section. */
  readonly summary: readonly LegalText[];
  /** Numbers the section headings ("1. Non-Discrimination"), as the ethics policy does. @default false */
  readonly numbered?: boolean;
  readonly sections: readonly LegalSection[];
}

/** What each placeholder a policy may write stands for. */
const placeholders: Readonly<Record<string, string>> = {
  '{email}': contactDetails.email,
  '{phone}': contactDetails.phone.display,
  '{officeAddress}': contactDetails.office.address,
};

const filled = (words: string) =>
  words.replace(/\{(?:email|phone|officeAddress)\}/g, (placeholder) => placeholders[placeholder] ?? placeholder);

/** A paragraph's words, with its links cut out of them in order (the schema checks each is there). */
function legalText({ text, links }: LegalParagraphFile): LegalText {
  if (links.length === 0) return filled(text);
  const parts: LegalInline[] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link.words);
    if (at < 0) throw new Error(`legalText: “${link.words}” is not in “${text}”`);
    if (at > 0) parts.push(filled(rest.slice(0, at)));
    parts.push({ text: filled(link.words), href: link.page ?? mailtoLink(link.emailSubject) });
    rest = rest.slice(at + link.words.length);
  }
  if (rest) parts.push(filled(rest));
  return parts;
}

/** A policy's content file as the page's text. */
export function legalDocument(file: LegalFile): LegalDocument {
  return {
    lastUpdated: { isoDate: file.lastUpdated, label: formatDate(file.lastUpdated) },
    labels: file.labels,
    summary: file.summary.map(legalText),
    ...(file.numberedSections ? { numbered: true } : {}),
    sections: file.sections.map(({ id, heading, blocks }) => ({
      id,
      heading,
      blocks: blocks.flatMap((block): LegalBlock[] => [
        ...(block.subheading === undefined
          ? []
          : [{ subheading: block.subheading, ...(block.item === undefined ? {} : { id: block.item }) }]),
        ...(block.text === undefined ? [] : [{ paragraph: legalText({ text: block.text, links: block.links }) }]),
        ...(block.list.length === 0 ? [] : [{ list: block.list.map(legalText) }]),
      ]),
    })),
  };
}

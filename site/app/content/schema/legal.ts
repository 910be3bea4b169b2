import { z } from 'zod';

import { inventoryIds, type InventoryId } from '../../privacy/dataInventory.ts';
import { href, line } from './fields.ts';

/**
 * A policy page's text (site/content/pages/privacy.yaml, terms.yaml, cookies.yaml and
 * esg-inclusion.yaml): the date of its version, its opening paragraphs and its sections, each a
 * heading and blocks of a subheading, a paragraph and a list. The company's contact details are
 * written as {email}, {phone} and {officeAddress}: the site puts in the ones in
 * site/app/content/contactDetails.ts, so the policies never disagree with the rest of the site.
 * A link is words of its paragraph with the page they go to, or the subject of an e-mail to the
 * company's address. site/app/content/legal/legalDocument.ts turns a file into the page's text.
 */

/** The contact details a policy's text may name, each written as `{name}`. */
export const legalPlaceholders = ['email', 'phone', 'officeAddress'] as const;

const knownPlaceholdersOnly = new RegExp(`^(?:[^{}]|\\{(?:${legalPlaceholders.join('|')})\\})*$`);
const placeholderHelp = 'Write the company’s contact details as {email}, {phone} and {officeAddress}: the site puts them in.';

const legalWords = (max: number) =>
  line(max).regex(knownPlaceholdersOnly, 'only {email}, {phone} and {officeAddress} may be written in braces');

const legalLink = z
  .object({
    words: line(80).meta({
      title: 'Linked words',
      description: 'Exactly as the text has them (“Cookie Policy”, or {email} for the company’s address).',
    }),
    page: href.optional().meta({ title: 'Page', description: 'A page on the site (/cookies). Leave empty for an e-mail.' }),
    emailSubject: line(100)
      .optional()
      .meta({ title: 'Or: e-mail subject', description: 'For a link that writes to the company’s address: the e-mail’s subject.' }),
  })
  .strict()
  .superRefine((link, context) => {
    if ((link.page === undefined) === (link.emailSubject === undefined))
      context.addIssue({
        code: 'custom',
        path: ['page'],
        message: 'a link goes to a page or is an e-mail with its subject: give one of the two',
      });
  });

const links = z.array(legalLink).max(6, 'at most 6 links').default([]);

/** Whether each link's words are in `text`, in the links' order: the issue for the first that is not. */
function checkLinks(text: string | undefined, linked: readonly { words: string }[], context: z.RefinementCtx, linksKey: string) {
  let from = 0;
  for (const [index, link] of linked.entries()) {
    const at = text === undefined ? -1 : text.indexOf(link.words, from);
    if (at < 0) {
      context.addIssue({
        code: 'custom',
        path: [linksKey, index, 'words'],
        message: 'the linked words must be in the text, after the previous link’s',
      });
      return;
    }
    from = at + link.words.length;
  }
}

/** A paragraph or a list item: its words, and the links among them. */
const legalParagraph = z
  .object({
    text: legalWords(700).meta({ description: placeholderHelp }),
    links: links.meta({ title: 'Links in the text' }),
  })
  .strict()
  .superRefine((paragraph, context) => {
    checkLinks(paragraph.text, paragraph.links, context, 'links');
  });

/** An entry of the site's data inventory: something it keeps in the browser or sends to a service. */
export type { InventoryId };

const inventoryItem = z.enum(inventoryIds);

/**
 * Part of a section: a subheading, a paragraph and a list, each if present, in that order. A block
 * that describes an entry of the data inventory names it, and its subheading is that entry's
 * anchor on the page (/cookies#audience-measurement).
 */
const legalBlock = z
  .object({
    subheading: line(80).optional(),
    item: inventoryItem.optional().meta({
      title: 'Inventory entry',
      description:
        'What the code stores in the browser or sends, that this block describes (site/app/privacy/dataInventory.ts). Give it a subheading: it becomes the block’s anchor (/cookies#audience-measurement).',
    }),
    text: legalWords(700).optional().meta({ title: 'Paragraph', description: placeholderHelp }),
    links: links.meta({ title: 'Links in the paragraph' }),
    list: z.array(legalParagraph).max(12, 'at most 12 items').default([]).meta({ title: 'List', description: 'After the paragraph.' }),
  })
  .strict()
  .superRefine((block, context) => {
    if (block.subheading === undefined && block.text === undefined && block.list.length === 0)
      context.addIssue({ code: 'custom', path: ['text'], message: 'a block needs a subheading, a paragraph or a list' });
    if (block.item !== undefined && block.subheading === undefined)
      context.addIssue({
        code: 'custom',
        path: ['subheading'],
        message: 'a block that names an inventory entry needs a subheading: the entry’s anchor on the page',
      });
    checkLinks(block.text, block.links, context, 'links');
  });

const legalSection = z
  .object({
    heading: line(80),
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and hyphens')
      .meta({
        title: 'Anchor',
        description: 'The section’s address on the page (/privacy#your-rights): lower-case letters, digits and hyphens.',
      }),
    blocks: z.array(legalBlock).min(1, 'at least 1 block').max(12, 'at most 12 blocks'),
  })
  .strict();

export const legalDocumentSchema = z
  .object({
    lastUpdated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD, such as 2025-08-02')
      .meta({ title: 'Last updated', description: 'The date of this version, as YYYY-MM-DD: 2025-08-02 is shown as “2 August 2025”.' }),
    numberedSections: z.boolean().default(false).meta({ title: 'Number the sections', description: '“1. Non-Discrimination”.' }),
    labels: z
      .object({
        lastUpdated: line(40).meta({ title: 'Before the date', description: '“Last updated”' }),
        contents: line(40).meta({ title: 'Heading over the list of sections', description: '“On this page”' }),
        related: line(40).meta({ title: 'Heading over the other policies', description: '“Related policies”' }),
      })
      .strict()
      .meta({ title: 'Page’s labels' }),
    summary: z.array(legalParagraph).min(1, 'at least 1 paragraph').max(4, 'at most 4 paragraphs').meta({ title: 'Opening paragraphs' }),
    sections: z
      .array(legalSection)
      .min(1, 'at least 1 section')
      .max(20, 'at most 20 sections')
      .superRefine((sections, context) => {
        const seen = new Set<string>();
        for (const [index, section] of sections.entries()) {
          if (seen.has(section.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'another section has this anchor' });
          seen.add(section.id);
        }
      }),
  })
  .strict();

export type LegalFile = z.output<typeof legalDocumentSchema>;
export type LegalParagraphFile = z.output<typeof legalParagraph>;
export type LegalBlockFile = z.output<typeof legalBlock>;

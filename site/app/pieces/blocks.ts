/**
 * A piece's body as plain data (what markdown.ts makes of the Markdown), and its plain text. Kept
 * apart from the parser so that what reads the blocks (the page, search, the PDF) never imports it.
 */

/** A run of text with its formatting. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'code'; text: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; text: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; caption: string; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'quote'; content: Inline[] };

/** Plain text of formatted runs, for headings, captions and word counts. */
export function plainText(content: readonly Inline[]): string {
  return content.map((run) => ('children' in run ? plainText(run.children) : run.text)).join('');
}

/**
 * The text a reader reads in a block: a heading, a paragraph or quote, each list item, each table
 * cell. A table's caption is not counted: it names the section the table belongs to.
 */
export function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'heading':
      return [block.text];
    case 'paragraph':
    case 'quote':
      return [plainText(block.content)];
    case 'list':
      return block.items.map(plainText);
    case 'table':
      return [...block.header, ...block.rows.flat()].map(plainText);
  }
}

import { Lexer, type Token, type Tokens } from 'marked';

import { blockTexts, plainText, type Block, type Inline } from './blocks.ts';

/**
 * A piece's Markdown body as plain data the page renders with the design system's own components
 * (Heading, Text, List, Table), so an article looks like every other page and carries no HTML of
 * its own. Only what an article needs is accepted: headings (## and ###), paragraphs, lists,
 * tables, quotes, and bold, italic, links and code within them. Anything else (raw HTML, images,
 * code blocks, a # heading) is refused with the reason, so the build fails and names the file.
 */

export class MarkdownError extends Error {}

/** A heading's address in the page: lower case, words joined by hyphens ("How we did the research" -> how-we-did-the-research). */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function inlines(tokens: readonly Token[] | undefined, fallback: string): Inline[] {
  if (!tokens) return [{ kind: 'text', text: fallback }];
  return tokens.flatMap((token): Inline[] => {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text;
        return text.tokens ? inlines(text.tokens, text.text) : [{ kind: 'text', text: decodeEntities(text.text) }];
      }
      case 'strong':
        return [{ kind: 'strong', children: inlines((token as Tokens.Strong).tokens, (token as Tokens.Strong).text) }];
      case 'em':
        return [{ kind: 'em', children: inlines((token as Tokens.Em).tokens, (token as Tokens.Em).text) }];
      case 'link': {
        const link = token as Tokens.Link;
        return [{ kind: 'link', href: link.href, children: inlines(link.tokens, link.text) }];
      }
      case 'codespan':
        return [{ kind: 'code', text: decodeEntities((token as Tokens.Codespan).text) }];
      case 'br':
        return [{ kind: 'text', text: ' ' }];
      default:
        throw new MarkdownError(`${token.type} is not allowed in a piece's text (at "${token.raw.trim().slice(0, 40)}")`);
    }
  });
}

/** marked escapes &, <, >, " and ' in text; the page renders text, not HTML, so they go back. */
function decodeEntities(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
}

/** A list item's runs: its text, or the text of its one paragraph when the list is loose. */
function listItem(item: Tokens.ListItem): Inline[] {
  return item.tokens.flatMap((token): Inline[] => {
    if (token.type === 'text' || token.type === 'paragraph') {
      const text = token as Tokens.Text | Tokens.Paragraph;
      return inlines(text.tokens, text.text);
    }
    if (token.type === 'space') return [];
    throw new MarkdownError(`a list item may hold only text, not ${token.type} (at "${item.raw.trim().slice(0, 40)}")`);
  });
}

/** The blocks of a Markdown body; throws a MarkdownError saying what is not allowed and where. */
export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  for (const token of new Lexer().lex(markdown)) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth !== 2 && heading.depth !== 3) {
          throw new MarkdownError(
            `only ## and ### headings are allowed (the page's title is its one level-1 heading): "${heading.raw.trim()}"`,
          );
        }
        const text = plainText(inlines(heading.tokens, heading.text));
        if (heading.depth === 2) section = text;
        blocks.push({ kind: 'heading', level: heading.depth, id: headingId(text), text });
        break;
      }
      case 'paragraph': {
        const paragraph = token as Tokens.Paragraph;
        blocks.push({ kind: 'paragraph', content: inlines(paragraph.tokens, paragraph.text) });
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(listItem) });
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        if (!section) throw new MarkdownError('a table must sit under a ## heading, which becomes its caption');
        blocks.push({
          kind: 'table',
          caption: section,
          header: table.header.map((cell) => inlines(cell.tokens, cell.text)),
          rows: table.rows.map((row) => row.map((cell) => inlines(cell.tokens, cell.text))),
        });
        break;
      }
      case 'blockquote': {
        const quote = token as Tokens.Blockquote;
        const paragraphs = quote.tokens.filter((child): child is Tokens.Paragraph => child.type === 'paragraph');
        blocks.push({ kind: 'quote', content: paragraphs.flatMap((paragraph) => inlines(paragraph.tokens, paragraph.text)) });
        break;
      }
      default:
        throw new MarkdownError(`${token.type} is not allowed in a piece (at "${token.raw.trim().slice(0, 40)}")`);
    }
  }
  return blocks;
}

/** Every word a reader reads in the blocks (headings, text, lists and tables). */
export function wordCount(blocks: readonly Block[]): number {
  const texts = blocks.flatMap(blockTexts);
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

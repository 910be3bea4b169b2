import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { contentItems } from '../content/contentLibrary';
import { researchReports } from '../content/homeInsightsHub';
import { thoughtLeadership } from '../content/homeThoughtLeadership';
import { insights } from '../content/insights';
import { piecePath } from './piece';
import { readCollection } from '../../buildtime/pieces/readCollection';

// The cards on the home and insights pages take their words from the pieces they name (the card
// modules call pieceEntry), so they cannot disagree. What is left to hold: every piece has a card,
// which is how a reader finds it, and no piece is described by two cards with different extras.

const pieces = readCollection(fileURLToPath(new URL('../../', import.meta.url)));

const cardPaths = [
  ...insights.map((insight) => piecePath(insight.id)),
  ...contentItems.map((item) => piecePath(item.id)),
  ...thoughtLeadership.articles.map((article) => article.href),
  ...researchReports.map((report) => piecePath(report.slug)),
];

describe('the cards and the pieces', () => {
  it.each(pieces.map((piece) => [piece.slug, piece] as const))('%s has exactly one card', (_slug, piece) => {
    expect(cardPaths.filter((path) => path === piece.path)).toHaveLength(1);
  });

  it('a card names only pieces that exist', () => {
    const paths = new Set(pieces.map((piece) => piece.path));
    expect(cardPaths.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('a recording shows its running time, a text its read time', () => {
    const roundtable = contentItems.find((item) => item.id === 'ceo-roundtable-leading-through-change');
    const podcast = contentItems.find((item) => item.id === 'burnout-is-a-systems-problem');
    const playbook = pieces.find((piece) => piece.slug === 'hybrid-work-playbook');
    expect(roundtable?.readTime).toBe('24 min watch');
    expect(podcast?.readTime).toBe('36 min listen');
    expect(contentItems.find((item) => item.id === 'hybrid-work-playbook')?.readTime).toBe(`${String(playbook?.readMinutes)} min read`);
  });
});

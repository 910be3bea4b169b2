import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { contentItems } from '../contentLibrary';
import { researchReports } from '../homeInsightsHub';
import { thoughtLeadership } from '../homeThoughtLeadership';
import { insights } from '../insights';
import { readCollection } from './readCollection';
import { piecePath } from './piece';

// The cards on the home and insights pages describe pieces whose text lives in content/pieces:
// every card leads to its piece and says the same as the piece's page.

const pieces = readCollection(fileURLToPath(new URL('../../../', import.meta.url)));
const byPath = new Map(pieces.map((piece) => [piece.path, piece]));

function pieceAt(path: string) {
  const piece = byPath.get(path);
  if (!piece) throw new Error(`no piece at ${path}`);
  return piece;
}

describe('every card leads to its piece and agrees with it', () => {
  it.each(insights.map((insight) => [insight.id, insight] as const))(
    'insight %s: title, date, read time, category, PDF',
    (_id, insight) => {
      const piece = pieceAt(piecePath(insight.id));
      expect(insight.title).toBe(piece.title);
      expect(insight.date).toBe(piece.published);
      expect(insight.readTime).toBe(piece.readMinutes);
      expect(insight.category).toBe(piece.category);
      expect(insight.downloadable).toBe(piece.downloadable);
    },
  );

  it.each(contentItems.map((item) => [item.id, item] as const))('library item %s: title, author, date, read time', (_id, item) => {
    const piece = pieceAt(piecePath(item.id));
    expect(item.title).toBe(piece.title);
    expect(item.author).toBe(piece.author);
    expect(item.role).toBe(piece.authorRole);
    expect(item.publishDate).toBe(piece.published);
    // A video's or podcast's card gives its running time; its page has an edited transcript.
    if (piece.type !== 'video' && piece.type !== 'podcast') expect(item.readTime).toBe(`${String(piece.readMinutes)} min read`);
  });

  it.each(thoughtLeadership.articles.map((article) => [article.title, article] as const))(
    'thought leadership "%s": title and read time',
    (_title, article) => {
      const piece = pieceAt(article.href);
      expect(article.title).toBe(piece.title);
      expect(article.readTimeMinutes).toBe(piece.readMinutes);
    },
  );

  it.each(researchReports.map((report) => [report.slug, report] as const))('research report %s: title and date', (_slug, report) => {
    const piece = pieceAt(piecePath(report.slug));
    expect(report.title).toBe(piece.title);
    expect(report.publishDate).toBe(piece.published);
    expect(piece.type).toBe('research-report');
  });
});

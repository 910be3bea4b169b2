import { fileURLToPath } from 'node:url';

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import {
  defaultHubTab,
  defaultIndustry,
  defaultMarket,
  hubTabs,
  industryBenchmarks,
  hubIndustryIds,
  marketIds,
  markets,
  researchReports,
  trendKeys,
} from './homeInsightsHub';
import { piecePdf } from '../../buildtime/pieces/pdf';
import { readCollection } from '../../buildtime/pieces/readCollection';

// The published market figures, written out by hand: current (change) per trend, in the order
// remote work, AI adoption, talent retention, workplace wellness.
const publishedTrends = {
  nigeria: [
    [45, 12],
    [28, 18],
    [67, -8],
    [34, 15],
  ],
  'south-africa': [
    [52, 8],
    [38, 22],
    [71, -5],
    [48, 12],
  ],
  kenya: [
    [38, 15],
    [31, 25],
    [78, 3],
    [41, 18],
  ],
} as const;

// Satisfaction / turnover / productivity / digital adoption.
const publishedBenchmarks = {
  banking: [72, 12, 118, 85],
  technology: [78, 13, 142, 95],
  manufacturing: [68, 18, 108, 65],
} as const;

describe('the business intelligence hub data', () => {
  it('has the three markets, Nigeria first, and starts on Nigeria', () => {
    expect(marketIds).toEqual(['nigeria', 'south-africa', 'kenya']);
    expect(defaultMarket).toBe('nigeria');
    expect(marketIds.map((id) => markets[id].name)).toEqual(['Nigeria', 'South Africa', 'Kenya']);
  });

  it.each(marketIds)('has the published trend figures for %s', (id) => {
    const figures = trendKeys.map((key) => [markets[id].trends[key].current, markets[id].trends[key].trend]);
    expect(figures).toEqual(publishedTrends[id]);
  });

  it('gives every market three insights and every trend a description', () => {
    for (const id of marketIds) {
      expect(markets[id].insights).toHaveLength(3);
      for (const key of trendKeys) expect(markets[id].trends[key].description.length).toBeGreaterThan(20);
    }
  });

  it('has the three industries, banking first, and starts on banking', () => {
    expect(hubIndustryIds).toEqual(['banking', 'technology', 'manufacturing']);
    expect(defaultIndustry).toBe('banking');
  });

  it.each(hubIndustryIds)('has the published benchmark figures for %s', (id) => {
    const { employee_satisfaction, turnover_rate, productivity_index, digital_adoption } = industryBenchmarks[id].metrics;
    expect([employee_satisfaction, turnover_rate, productivity_index, digital_adoption]).toEqual(publishedBenchmarks[id]);
  });

  it('has three research reports, each with title, description, category, downloads, pages and date', () => {
    expect(researchReports).toHaveLength(3);
    for (const report of researchReports) {
      expect(report.title).not.toBe('');
      expect(report.description).not.toBe('');
      expect(report.category).not.toBe('');
      expect(report.downloadCount).toBeGreaterThan(0);
      expect(report.pages).toBeGreaterThan(0);
      expect(report.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  // Making a PDF takes about 2 s, and several times that while other suites run beside it.
  it.each(researchReports.map((report) => [report.slug, report] as const))(
    '%s: its page count is its PDF’s',
    async (slug, report) => {
      const piece = readCollection(fileURLToPath(new URL('../../', import.meta.url))).find((candidate) => candidate.slug === slug);
      if (!piece) throw new Error(`no piece ${slug}`);
      const pdf = await PDFDocument.load(await piecePdf(piece, { origin: 'https://akoma.example' }));
      expect(report.pages).toBe(pdf.getPageCount());
    },
    30_000,
  );

  it('has the three tabs, market trends, industry benchmarks and research reports, starting on market trends', () => {
    expect(hubTabs.map((tab) => tab.id)).toEqual(['market-trends', 'industry-benchmarks', 'research-reports']);
    expect(defaultHubTab).toBe('market-trends');
  });
});

/**
 * The business intelligence hub's code: its tabs, markets, trends and industries by the ids the page
 * switches on, the industry benchmarks and the research reports made from their pieces. Its words,
 * the markets' published figures and the reports it picks are content
 * (content/pages/home-insights-hub.yaml, `#content/homeInsightsHub`), with the figures tabled in
 * docs/product-rules.md, "Business intelligence hub". The industries' figures are in
 * ./industries.ts, shared with the ROI calculator, which computes with them.
 */
import hub from '#content/homeInsightsHub';

import { industries, type IndustryId } from './industries';
import type { Market } from './schema/home';
import { piecePdfPath } from '../pieces/piece';
import { pieceEntry } from '../pieces/pieceEntry';

export type { Market, MarketTrend } from './schema/home';

export const hubTabs = [
  { id: 'market-trends', label: hub.tabs.marketTrends },
  { id: 'industry-benchmarks', label: hub.tabs.industryBenchmarks },
  { id: 'research-reports', label: hub.tabs.researchReports },
] as const;
export type HubTabId = (typeof hubTabs)[number]['id'];
/** The active tab starts on market trends. */
export const defaultHubTab: HubTabId = 'market-trends';

// --- Markets ---

/** The trends, in the order each market shows them; each is a key of a market's `trends` in the content file. */
export const trendKeys = ['remoteWork', 'aiAdoption', 'talentRetention', 'workplaceWellness'] as const;
export type TrendKey = (typeof trendKeys)[number];

export const marketIds = ['nigeria', 'south-africa', 'kenya'] as const;
export type MarketId = (typeof marketIds)[number];
/** The selected market starts on Nigeria. */
export const defaultMarket: MarketId = 'nigeria';

export const markets: Record<MarketId, Market> = {
  nigeria: hub.marketTrends.markets.nigeria,
  'south-africa': hub.marketTrends.markets.southAfrica,
  kenya: hub.marketTrends.markets.kenya,
};

// --- Industry benchmarks ---

export const benchmarkMetricKeys = ['employee_satisfaction', 'turnover_rate', 'productivity_index', 'digital_adoption'] as const;
export type BenchmarkMetricKey = (typeof benchmarkMetricKeys)[number];

export interface IndustryBenchmark {
  name: string;
  metrics: Record<BenchmarkMetricKey, number>;
}

/** The hub's industries, in the order it offers them; each must have published workplace scores. */
export const hubIndustryIds = ['banking', 'technology', 'manufacturing'] as const satisfies readonly IndustryId[];
export type HubIndustryId = (typeof hubIndustryIds)[number];
/** The selected industry starts on banking. */
export const defaultIndustry: HubIndustryId = 'banking';

function industryBenchmark(id: HubIndustryId): IndustryBenchmark {
  const { name, turnoverRate, workplaceScores } = industries[id];
  return {
    name,
    metrics: {
      employee_satisfaction: workplaceScores.employeeSatisfaction,
      turnover_rate: turnoverRate,
      productivity_index: workplaceScores.productivityIndex,
      digital_adoption: workplaceScores.digitalAdoption,
    },
  };
}

// fromEntries types its keys as plain strings; every hub industry is mapped here.
export const industryBenchmarks = Object.fromEntries(hubIndustryIds.map((id) => [id, industryBenchmark(id)])) as Record<
  HubIndustryId,
  IndustryBenchmark
>;

// --- Research reports ---

export interface ResearchReport {
  /** Its piece, /insights/<slug> (content/pieces/<slug>.md), which Preview opens. */
  slug: string;
  title: string;
  description: string;
  downloadCount: number;
  /** The research theme the hub files it under. */
  category: string;
  pages: number;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
}

/**
 * The hub's reports: each names its piece and adds what the hub alone shows (downloads so far,
 * its research theme, and the length of the PDF Download gives, which a unit test holds to the
 * PDF the build makes). Title, description and date are the piece's.
 */
export const researchReports: readonly ResearchReport[] = hub.researchReports.reports.map(({ slug, downloadCount, category, pages }) => {
  const piece = pieceEntry(slug);
  if (piece.type !== 'research-report') throw new Error(`The hub lists "${slug}" as a research report, but it is a ${piece.type}.`);
  if (!piece.downloadable) throw new Error(`The hub offers "${slug}" to download, but the piece has no PDF (downloadable: false).`);
  return { slug, title: piece.title, description: piece.summary, downloadCount, category, pages, publishDate: piece.published };
});

/** Where the hub's report buttons lead: Preview opens the report's own page; Download, its PDF. */
export const reportLinks = {
  preview: { label: hub.researchReports.preview, href: (slug: string) => `/insights/${slug}` },
  download: { label: hub.researchReports.download, href: piecePdfPath },
  viewAll: hub.researchReports.viewAll,
} as const;

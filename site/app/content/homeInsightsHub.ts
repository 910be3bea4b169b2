/**
 * The business intelligence hub's data: markets with their trends, industry benchmarks and research
 * reports, with the published figures tabled in docs/product-rules.md, "Business intelligence hub".
 * Static, in-page. The industries' figures are in ./industries.ts, shared with the ROI calculator.
 */
import { industries, type IndustryId } from './industries';
import { piecePdfPath } from '../pieces/piece';
import { pieceEntry } from '../pieces/pieceEntry';

export const hubTabs = [
  { id: 'market-trends', label: 'Market Trends' },
  { id: 'industry-benchmarks', label: 'Industry Benchmarks' },
  { id: 'research-reports', label: 'Research Reports' },
] as const;
export type HubTabId = (typeof hubTabs)[number]['id'];
/** The active tab starts on market trends. */
export const defaultHubTab: HubTabId = 'market-trends';

// --- Markets ---

export const trendKeys = ['remote_work', 'ai_adoption', 'talent_retention', 'workplace_wellness'] as const;
export type TrendKey = (typeof trendKeys)[number];

export const trendNames: Record<TrendKey, string> = {
  remote_work: 'Remote work',
  ai_adoption: 'AI adoption',
  talent_retention: 'Talent retention',
  workplace_wellness: 'Workplace wellness',
};

export interface MarketTrend {
  /** Where the market stands, in percent. */
  current: number;
  /** The change over the past year, in percent, with its sign. */
  trend: number;
  description: string;
}

export interface Market {
  name: string;
  trends: Record<TrendKey, MarketTrend>;
  insights: readonly [string, string, string];
}

export const marketIds = ['nigeria', 'south-africa', 'kenya'] as const;
export type MarketId = (typeof marketIds)[number];
/** The selected market starts on Nigeria. */
export const defaultMarket: MarketId = 'nigeria';

export const markets: Record<MarketId, Market> = {
  nigeria: {
    name: 'Nigeria',
    trends: {
      remote_work: {
        current: 45,
        trend: 12,
        description: 'of office-based employees work hybrid at least one day a week, led by Lagos fintech and professional services.',
      },
      ai_adoption: {
        current: 28,
        trend: 18,
        description: 'of organisations use AI in at least one business process, most often customer service and finance.',
      },
      talent_retention: {
        current: 67,
        trend: -8,
        description: 'of employees stay beyond two years, as opportunities abroad keep pulling skilled people away.',
      },
      workplace_wellness: {
        current: 34,
        trend: 15,
        description: 'of employers run a structured wellness programme, as the cost of burnout becomes visible.',
      },
    },
    insights: [
      'Hybrid work has become a retention tool: flexible roles in Lagos fill faster than fixed ones.',
      'AI adoption is outpacing skills, and reskilling budgets have not kept up.',
      'With retention falling, the quality of line managers decides who stays.',
    ],
  },
  'south-africa': {
    name: 'South Africa',
    trends: {
      remote_work: {
        current: 52,
        trend: 8,
        description: 'of office-based employees work hybrid at least one day a week, the highest share among our markets.',
      },
      ai_adoption: {
        current: 38,
        trend: 22,
        description: 'of organisations use AI in at least one business process, led by financial services and retail.',
      },
      talent_retention: {
        current: 71,
        trend: -5,
        description: 'of employees stay beyond two years, slipping as skilled professionals move between sectors.',
      },
      workplace_wellness: {
        current: 48,
        trend: 12,
        description: 'of employers run a structured wellness programme, often alongside medical-aid benefits.',
      },
    },
    insights: [
      'AI adoption is rising fastest in financial services, and with it the demand for data skills.',
      'Wellness is moving from a benefit on paper to everyday management practice.',
      'Hybrid work is settled; the open question is how to build one culture across locations.',
    ],
  },
  kenya: {
    name: 'Kenya',
    trends: {
      remote_work: {
        current: 38,
        trend: 15,
        description: "of office-based employees work hybrid at least one day a week, rising with Nairobi's tech sector.",
      },
      ai_adoption: {
        current: 31,
        trend: 25,
        description: 'of organisations use AI in at least one business process: the fastest rise among our markets.',
      },
      talent_retention: {
        current: 78,
        trend: 3,
        description: 'of employees stay beyond two years, the strongest retention among our markets.',
      },
      workplace_wellness: {
        current: 41,
        trend: 18,
        description: 'of employers run a structured wellness programme, with mental health support growing fastest.',
      },
    },
    insights: [
      'AI adoption is up 25%, the fastest rise of any market we track.',
      'Strong retention gives employers room to invest in long-term capability.',
      'Demand for wellness support is growing fastest in mental health.',
    ],
  },
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
const reportPicks = [
  { slug: 'future-of-work-in-africa-2025', downloadCount: 2340, category: 'Workforce Trends', pages: 4 },
  { slug: 'wellbeing-at-work-nigeria-benchmark', downloadCount: 1870, category: 'Wellbeing', pages: 4 },
  { slug: 'ai-and-the-african-workplace', downloadCount: 1520, category: 'Digital Transformation', pages: 4 },
] as const;

export const researchReports: readonly ResearchReport[] = reportPicks.map(({ slug, downloadCount, category, pages }) => {
  const piece = pieceEntry(slug);
  if (piece.type !== 'research-report') throw new Error(`The hub lists "${slug}" as a research report, but it is a ${piece.type}.`);
  if (!piece.downloadable) throw new Error(`The hub offers "${slug}" to download, but the piece has no PDF (downloadable: false).`);
  return { slug, title: piece.title, description: piece.summary, downloadCount, category, pages, publishDate: piece.published };
});

/** Where the hub's report buttons lead: Preview opens the report's own page; Download, its PDF. */
export const reportLinks = {
  preview: { label: 'Preview', href: (slug: string) => `/insights/${slug}` },
  download: { label: 'Download', href: piecePdfPath },
  viewAll: { label: 'View All Reports', href: '/insights/reports' },
} as const;

export const insightsHub = {
  eyebrow: 'Business intelligence',
  heading: 'Business intelligence hub',
  intro: 'The trends, benchmarks and research we use with clients, free to explore.',
  tabListLabel: 'Business intelligence',
  marketSelectLabel: 'Market',
  industrySelectLabel: 'Industry',
} as const;

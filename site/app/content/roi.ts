import shared from '#content/roiShared';

import { fillTemplate, formatPercent } from '../format';
import { industries, industryIds, type IndustryId } from './industries';

/**
 * The home page's ROI calculator: its choices, the rates and ranges behind it, and how its figures
 * are written (the industries' figures are in ./industries.ts, shared with the business
 * intelligence hub). The formulas are in ../tools/calculateRoi.ts; docs/product-rules.md, "ROI
 * calculator", explains them with a worked example. Its words are content: the calculator's in
 * site/content/pages/home-roi.yaml ("Home page: ROI calculator" in the content editor, read as
 * `#content/roi`), IndyCircle's list of saved estimates in pages/circle-roi-estimates.yaml
 * (`#content/roiEstimates`). This module reads only the part both share (`#content/roiShared`): the
 * regions' names and how figures are written (and a saved estimate's default name, for
 * ../members/roiEstimates.ts).
 */

export interface RoiBenchmarks {
  /** The industry's usual yearly staff turnover, as a fraction (0.12 = 12%). */
  turnover: number;
  /** The industry's usual engagement score, out of 100. */
  engagement: number;
  /** The industry's productivity index. It is published with the benchmarks, but no formula uses it. */
  productivity: number;
}

export interface RoiIndustryOption {
  value: IndustryId;
  label: string;
  benchmarks: RoiBenchmarks;
}

export interface RoiRegionOption {
  value: string;
  label: string;
  /** Scales the programme's cost per employee to the market's prices. */
  multiplier: number;
}

/** The industries the calculator knows, each with its published turnover, engagement and productivity benchmarks. */
export const roiIndustries: readonly RoiIndustryOption[] = industryIds.map((id) => {
  const { label, turnoverRate, engagementScore, productivityMultiplier } = industries[id];
  return {
    value: id,
    label,
    benchmarks: { turnover: turnoverRate / 100, engagement: engagementScore, productivity: productivityMultiplier },
  };
});

/** The regions, each scaling the programme's cost per employee ($1,200 in Nigeria, the base market). */
const regionMultipliers = [
  { value: 'nigeria', multiplier: 1 },
  { value: 'south-africa', multiplier: 1.2 },
  { value: 'kenya', multiplier: 0.8 },
  { value: 'ghana', multiplier: 0.7 },
  { value: 'egypt', multiplier: 0.9 },
  { value: 'other', multiplier: 0.85 },
] as const;

export type RoiIndustry = IndustryId;
export type RoiRegion = (typeof regionMultipliers)[number]['value'];

/** The regions with their names (the content file has one for each region, or the build fails). */
export const roiRegions: readonly (RoiRegionOption & { value: RoiRegion })[] = regionMultipliers.map(({ value, multiplier }) => ({
  value,
  label: shared.regions[value],
  multiplier,
}));

/** The industry with this value, if there is one (a `<select>` reports plain strings). */
export function findRoiIndustry(value: string): RoiIndustryOption | undefined {
  return roiIndustries.find((industry) => industry.value === value);
}

/** The region with this value, if there is one. */
export function findRoiRegion(value: string): (typeof roiRegions)[number] | undefined {
  return roiRegions.find((region) => region.value === value);
}

/** The fixed rates the formulas apply, the same for every industry and region. */
export const roiRates = {
  /** Replacing a leaver costs this share of their yearly salary. */
  replacementCostShare: 0.75,
  /** The share of the salary bill recovered per point of engagement gap closed. */
  productivityShare: 0.3,
  /** The programme's cost per employee, in dollars, before the region multiplier. */
  investmentPerEmployee: 1200,
} as const;

/** The inputs' starting values and ranges; the sliders move in these steps. */
export const roiInputRules = {
  employees: { default: 500 },
  averageSalary: { default: 50000 },
  turnover: { min: 5, max: 50, step: 1, default: 20 },
  engagement: { min: 20, max: 100, step: 5, default: 60 },
} as const;

/** The headline figures, in words, as the calculator and IndyCircle both show them. */
export const roiFigures = {
  /** The return: "681%", or "Not measurable" when there is no investment to measure it against. */
  roi: (roi: number | null) => (roi === null ? shared.figures.notMeasurable : formatPercent(roi)),
  /** The payback time: "Under 1 month", "1 month", "2 months". */
  payback: (months: number) => {
    const { payback } = shared.figures;
    if (months === 0) return payback.underOne;
    return fillTemplate(months === 1 ? payback.one : payback.other, { months });
  },
  engagement: (score: number) => fillTemplate(shared.figures.engagement, { score }),
} as const;

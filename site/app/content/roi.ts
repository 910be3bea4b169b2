/**
 * The home page's ROI calculator: its words, its choices and the benchmarks behind it (the
 * industries' figures are in ./industries.ts, shared with the business intelligence hub). The
 * formulas are in ../home/calculateRoi.ts; docs/product-rules.md, "ROI calculator", explains them
 * with a worked example.
 */
import { industries, industryIds, type IndustryId } from './industries';

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
export const roiRegions = [
  { value: 'nigeria', label: 'Nigeria', multiplier: 1 },
  { value: 'south-africa', label: 'South Africa', multiplier: 1.2 },
  { value: 'kenya', label: 'Kenya', multiplier: 0.8 },
  { value: 'ghana', label: 'Ghana', multiplier: 0.7 },
  { value: 'egypt', label: 'Egypt', multiplier: 0.9 },
  { value: 'other', label: 'Other African market', multiplier: 0.85 },
] as const satisfies readonly RoiRegionOption[];

export type RoiIndustry = IndustryId;
export type RoiRegion = (typeof roiRegions)[number]['value'];

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

export const roiCopy = {
  eyebrow: 'ROI calculator',
  heading: 'What could transformation return for you?',
  intro:
    'Estimate what staff turnover and low engagement cost your organisation today, and what closing the gap to your industry benchmark could be worth.',
  inputsHeading: 'Your organisation',
  employeesLabel: 'Number of employees',
  employeesHint: 'Everyone on the payroll, as a whole number.',
  salaryLabel: 'Average yearly salary (US$)',
  salaryHint: 'A whole number of dollars, before tax.',
  turnoverLabel: 'Staff turnover per year',
  engagementLabel: 'Employee engagement score',
  industryLabel: 'Industry',
  industryPlaceholder: 'Select industry',
  regionLabel: 'Region',
  regionPlaceholder: 'Select region',
  calculate: 'Calculate ROI',
  readyHeading: 'Ready to Calculate',
  readyText:
    'Enter your figures, choose your industry and region, then press Calculate ROI. You will see what turnover costs you now, what you could save, and how soon a programme would pay for itself.',
  resultsHeading: 'Your estimated return',
  staleNote: 'You have changed the inputs since this estimate. Press Calculate ROI to update it.',
  breakdownCaption: 'How the estimate adds up',
  disclaimer:
    'An estimate from regional industry benchmarks, not a quote. We confirm the figures with your own data in a free discovery call.',
  discussLabel: 'Discuss these figures with us',
} as const;

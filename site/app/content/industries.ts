/**
 * The industries the site publishes benchmarks for, each written once: the business intelligence
 * hub and the ROI calculator both read them from here, so a figure they share (the turnover rate)
 * can only have one value. The published figures are tabled in docs/product-rules.md, "Business
 * intelligence hub" and "ROI calculator".
 */

/** Workplace scores, published for the industries the hub compares. */
export interface WorkplaceScores {
  /** Employee satisfaction, out of 100. */
  employeeSatisfaction: number;
  /** Productivity index, out of 150. */
  productivityIndex: number;
  /** Digital adoption, in percent. */
  digitalAdoption: number;
}

export interface Industry {
  /** The short name ("Banking"). */
  name: string;
  /** The full name ("Banking and financial services"), as the ROI calculator offers it. */
  label: string;
  /** The industry's usual yearly staff turnover, in percent (12 = 12%). */
  turnoverRate: number;
  /** The industry's usual engagement score, out of 100. */
  engagementScore: number;
  /** The productivity index published with the ROI benchmarks, as a multiplier; no formula uses it. */
  productivityMultiplier: number;
  /** The hub's workplace scores, where they are published. */
  workplaceScores?: WorkplaceScores;
}

/** Every industry, in the order the ROI calculator offers them. */
export const industryIds = ['banking', 'telecoms', 'manufacturing', 'retail', 'technology', 'healthcare'] as const;
export type IndustryId = (typeof industryIds)[number];

export const industries = {
  banking: {
    name: 'Banking',
    label: 'Banking and financial services',
    turnoverRate: 12,
    engagementScore: 65,
    productivityMultiplier: 1.2,
    workplaceScores: { employeeSatisfaction: 72, productivityIndex: 118, digitalAdoption: 85 },
  },
  telecoms: {
    name: 'Telecoms',
    label: 'Telecommunications',
    turnoverRate: 15,
    engagementScore: 60,
    productivityMultiplier: 1.1,
  },
  manufacturing: {
    name: 'Manufacturing',
    label: 'Manufacturing',
    turnoverRate: 18,
    engagementScore: 58,
    productivityMultiplier: 1.0,
    workplaceScores: { employeeSatisfaction: 68, productivityIndex: 108, digitalAdoption: 65 },
  },
  retail: {
    name: 'Retail',
    label: 'Retail and consumer goods',
    turnoverRate: 25,
    engagementScore: 55,
    productivityMultiplier: 0.95,
  },
  technology: {
    name: 'Technology',
    label: 'Technology',
    turnoverRate: 13,
    engagementScore: 72,
    productivityMultiplier: 1.4,
    workplaceScores: { employeeSatisfaction: 78, productivityIndex: 142, digitalAdoption: 95 },
  },
  healthcare: {
    name: 'Healthcare',
    label: 'Healthcare',
    turnoverRate: 16,
    engagementScore: 62,
    productivityMultiplier: 1.15,
  },
} as const satisfies Record<IndustryId, Industry>;

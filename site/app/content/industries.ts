import published from '#content/industries';

import type { IndustriesContent } from './schema/industries';

/**
 * The industries the site publishes benchmarks for, each written once: the business intelligence
 * hub and the ROI calculator both read them from here, so a figure they share (the turnover rate)
 * can only have one value. Which industries there are, and in what order, is here; their names and
 * figures are content (site/content/site/industries.yaml, "Industry benchmarks" in the content
 * editor). The published figures are tabled in docs/product-rules.md, "Business intelligence hub"
 * and "ROI calculator".
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

/** Each industry as the file has it, its productivity index as a number (the file writes "1.2"). */
type Industries = {
  [Id in IndustryId]: Omit<IndustriesContent[Id], 'productivityMultiplier'> & { productivityMultiplier: number };
};

export const industries = Object.fromEntries(
  industryIds.map((id) => [id, { ...published[id], productivityMultiplier: Number(published[id].productivityMultiplier) }]),
) as Industries satisfies Record<IndustryId, Industry>;

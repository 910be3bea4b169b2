import { findRoiIndustry, findRoiRegion, roiRates, type RoiIndustry, type RoiRegion } from '../content/roi';

// RoiInputs and RoiResult are type aliases, not interfaces: a member's saved estimate stores both
// as JSON, and only an alias is assignable to the database types' `Json` (an interface has no
// index signature).

/** What the visitor tells the ROI calculator. */
export type RoiInputs = {
  employees: number;
  /** Yearly, in dollars. */
  averageSalary: number;
  /** Yearly staff turnover, in percent (20 = 20%). */
  currentTurnover: number;
  /** Out of 100. */
  engagementScore: number;
  industry: RoiIndustry;
  region: RoiRegion;
};

/** What it works out. Amounts are whole dollars. */
export type RoiResult = {
  currentCosts: number;
  potentialSavings: number;
  productivityGains: number;
  totalBenefits: number;
  programInvestment: number;
  netBenefit: number;
  /** The return as a whole percent; `null` when there is no investment to measure it against. */
  roi: number | null;
  /** Months until the benefits repay the investment, rounded; `null` when there are no benefits, so it never pays back. */
  paybackMonths: number | null;
};

/**
 * A number field's text as a whole number (parsed as an integer): an entry that isn't a number
 * counts as 0, and so does a negative one, since a negative head count or salary means nothing
 * here.
 */
export function parseWholeNumber(entry: string): number {
  const parsed = Number.parseInt(entry.trim(), 10);
  return Number.isNaN(parsed) || parsed < 0 ? 0 : parsed;
}

/**
 * The ROI calculator's formulas. With fraction = turnover / 100 and replacement cost = salary x 0.75:
 *
 *   current costs      = employees x fraction x replacement cost
 *   potential savings  = employees x max(0, fraction - benchmark turnover) x replacement cost
 *   productivity gains = employees x salary x max(0, (benchmark engagement - engagement) / 100) x 0.3
 *   investment         = employees x $1,200 x region multiplier
 *   total benefits     = savings + gains; net benefit = benefits - investment
 *   ROI                = net benefit / investment x 100; payback months = investment / (benefits / 12)
 *
 * Each amount is rounded to whole dollars first and the totals, ROI and payback are worked out from
 * those, so the figures on screen always add up; ROI and payback are rounded too. The rates are in
 * content/roi.ts, and docs/product-rules.md, "ROI calculator", works an example by hand.
 */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const industry = findRoiIndustry(inputs.industry);
  const region = findRoiRegion(inputs.region);
  if (!industry || !region) {
    throw new Error(`calculateRoi: unknown industry "${inputs.industry}" or region "${inputs.region}"; pass a value from content/roi.ts.`);
  }
  const { employees, averageSalary } = inputs;
  const turnoverFraction = inputs.currentTurnover / 100;
  const replacementCost = averageSalary * roiRates.replacementCostShare;

  const currentCosts = Math.round(employees * turnoverFraction * replacementCost);
  const excessTurnover = Math.max(0, turnoverFraction - industry.benchmarks.turnover);
  const potentialSavings = Math.round(employees * excessTurnover * replacementCost);
  const engagementGap = Math.max(0, (industry.benchmarks.engagement - inputs.engagementScore) / 100);
  const productivityGains = Math.round(employees * averageSalary * engagementGap * roiRates.productivityShare);
  const programInvestment = Math.round(employees * roiRates.investmentPerEmployee * region.multiplier);

  const totalBenefits = potentialSavings + productivityGains;
  const netBenefit = totalBenefits - programInvestment;
  return {
    currentCosts,
    potentialSavings,
    productivityGains,
    totalBenefits,
    programInvestment,
    netBenefit,
    roi: programInvestment > 0 ? Math.round((netBenefit / programInvestment) * 100) : null,
    paybackMonths: totalBenefits > 0 ? Math.round(programInvestment / (totalBenefits / 12)) : null,
  };
}

/** Whether two sets of inputs would give the same estimate (to tell when a shown result is out of date). */
export function sameRoiInputs(first: RoiInputs, second: RoiInputs): boolean {
  return (
    first.employees === second.employees &&
    first.averageSalary === second.averageSalary &&
    first.currentTurnover === second.currentTurnover &&
    first.engagementScore === second.engagementScore &&
    first.industry === second.industry &&
    first.region === second.region
  );
}

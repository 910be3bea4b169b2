import { describe, expect, it } from 'vitest';

import { roiIndustries, roiRegions, type RoiIndustry, type RoiRegion } from '../content/roi';
import { calculateRoi, parseWholeNumber, sameRoiInputs, type RoiInputs } from './calculateRoi';

/** The calculator's starting values (500 employees, $50,000, 20% turnover, engagement 60), in the industry and region given. */
const defaults = (industry: RoiIndustry, region: RoiRegion): RoiInputs => ({
  employees: 500,
  averageSalary: 50000,
  currentTurnover: 20,
  engagementScore: 60,
  industry,
  region,
});

// Worked by hand from the formulas in calculateRoi.ts for the defaults in Nigeria (investment
// 500 x 1200 x 1 = $600,000; current costs 500 x 0.20 x 37,500 = $3,750,000 in every industry).
const byIndustry: Record<RoiIndustry, { savings: number; gains: number; roi: number | null; payback: number | null }> = {
  // excess 0.08, gap 0.05: ROI 212.5 rounds to 213, payback 3.84 to 4
  banking: { savings: 1_500_000, gains: 375_000, roi: 213, payback: 4 },
  // excess 0.05, engagement at the benchmark: ROI 56.25, payback 7.68
  telecoms: { savings: 937_500, gains: 0, roi: 56, payback: 8 },
  // excess 0.02, engagement above the benchmark: ROI -37.5 rounds up to -37, payback 19.2
  manufacturing: { savings: 375_000, gains: 0, roi: -37, payback: 19 },
  // turnover and engagement both better than the benchmark: no benefit, so no payback
  retail: { savings: 0, gains: 0, roi: -100, payback: null },
  // excess 0.07, gap 0.12: ROI 268.75, payback 3.25
  technology: { savings: 1_312_500, gains: 900_000, roi: 269, payback: 3 },
  // excess 0.04, gap 0.02: ROI 50, payback 8
  healthcare: { savings: 750_000, gains: 150_000, roi: 50, payback: 8 },
};

// Banking defaults (benefits $1,875,000) in each region.
const byRegion: Record<RoiRegion, { investment: number; roi: number; payback: number }> = {
  nigeria: { investment: 600_000, roi: 213, payback: 4 },
  // ROI 160.4, payback 4.61
  'south-africa': { investment: 720_000, roi: 160, payback: 5 },
  // ROI 290.6, payback 3.07
  kenya: { investment: 480_000, roi: 291, payback: 3 },
  // ROI 346.4, payback 2.69
  ghana: { investment: 420_000, roi: 346, payback: 3 },
  // ROI 247.2, payback 3.46
  egypt: { investment: 540_000, roi: 247, payback: 3 },
  // ROI 267.6, payback 3.26
  other: { investment: 510_000, roi: 268, payback: 3 },
};

describe('calculateRoi', () => {
  it('works out every figure for the defaults in banking, Nigeria', () => {
    expect(calculateRoi(defaults('banking', 'nigeria'))).toEqual({
      currentCosts: 3_750_000,
      potentialSavings: 1_500_000,
      productivityGains: 375_000,
      totalBenefits: 1_875_000,
      programInvestment: 600_000,
      netBenefit: 1_275_000,
      roi: 213,
      paybackMonths: 4,
    });
  });

  it.each(roiIndustries.map((industry) => industry.value))('uses the %s benchmarks', (industry) => {
    const expected = byIndustry[industry];
    const result = calculateRoi(defaults(industry, 'nigeria'));
    expect(result.currentCosts).toBe(3_750_000);
    expect(result.potentialSavings).toBe(expected.savings);
    expect(result.productivityGains).toBe(expected.gains);
    expect(result.totalBenefits).toBe(expected.savings + expected.gains);
    expect(result.programInvestment).toBe(600_000);
    expect(result.netBenefit).toBe(expected.savings + expected.gains - 600_000);
    expect(result.roi).toBe(expected.roi);
    expect(result.paybackMonths).toBe(expected.payback);
  });

  it.each(roiRegions.map((region) => region.value))('applies the %s multiplier to the investment', (region) => {
    const expected = byRegion[region];
    const result = calculateRoi(defaults('banking', region));
    expect(result.programInvestment).toBe(expected.investment);
    expect(result.netBenefit).toBe(1_875_000 - expected.investment);
    expect(result.roi).toBe(expected.roi);
    expect(result.paybackMonths).toBe(expected.payback);
  });

  it('has no ROI and no payback with no employees, rather than NaN or Infinity', () => {
    const result = calculateRoi({ ...defaults('technology', 'kenya'), employees: 0 });
    expect(result).toEqual({
      currentCosts: 0,
      potentialSavings: 0,
      productivityGains: 0,
      totalBenefits: 0,
      programInvestment: 0,
      netBenefit: 0,
      roi: null,
      paybackMonths: null,
    });
  });

  it('never pays back with no salary, and loses the whole investment', () => {
    const result = calculateRoi({ ...defaults('banking', 'nigeria'), averageSalary: 0 });
    expect(result.totalBenefits).toBe(0);
    expect(result.programInvestment).toBe(600_000);
    expect(result.roi).toBe(-100);
    expect(result.paybackMonths).toBeNull();
  });

  it('turns unparsable entries into 0 employees, with no NaN anywhere', () => {
    const result = calculateRoi({
      ...defaults('banking', 'nigeria'),
      employees: parseWholeNumber('lots'),
      averageSalary: parseWholeNumber(''),
    });
    for (const value of Object.values(result)) expect(Number.isNaN(value)).toBe(false);
    expect(result.roi).toBeNull();
    expect(result.paybackMonths).toBeNull();
  });

  it('rounds amounts to whole dollars, then works out totals, ROI and payback from them', () => {
    // Replacement cost 24,999.75; current costs 40,249.60; savings 12,249.88; gains 11,899.88; investment 7,560.
    const result = calculateRoi({
      employees: 7,
      averageSalary: 33333,
      currentTurnover: 23,
      engagementScore: 45,
      industry: 'healthcare',
      region: 'egypt',
    });
    expect(result).toEqual({
      currentCosts: 40_250,
      potentialSavings: 12_250,
      productivityGains: 11_900,
      totalBenefits: 24_150,
      programInvestment: 7_560,
      netBenefit: 16_590,
      // 219.44 and 3.76 months
      roi: 219,
      paybackMonths: 4,
    });
  });

  it('refuses an industry or region it does not know', () => {
    expect(() => calculateRoi({ ...defaults('banking', 'nigeria'), industry: 'mining' as RoiIndustry })).toThrow(/unknown industry/);
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers, ignoring spaces and anything after the digits', () => {
    expect(parseWholeNumber('500')).toBe(500);
    expect(parseWholeNumber(' 1200 ')).toBe(1200);
    expect(parseWholeNumber('12.9')).toBe(12);
    expect(parseWholeNumber('250 people')).toBe(250);
  });

  it('counts an empty, unparsable or negative entry as 0', () => {
    expect(parseWholeNumber('')).toBe(0);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('-40')).toBe(0);
  });
});

describe('sameRoiInputs', () => {
  it('tells a changed input from the same one', () => {
    const inputs = defaults('banking', 'nigeria');
    expect(sameRoiInputs(inputs, { ...inputs })).toBe(true);
    expect(sameRoiInputs(inputs, { ...inputs, currentTurnover: 21 })).toBe(false);
    expect(sameRoiInputs(inputs, { ...inputs, region: 'ghana' })).toBe(false);
  });
});

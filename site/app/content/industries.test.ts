import { describe, expect, it } from 'vitest';

import { industryBenchmarks } from './homeInsightsHub';
import { industries, industryIds } from './industries';
import { roiIndustries } from './roi';

// The ROI calculator's published benchmarks, written out by hand: turnover (a fraction),
// engagement (out of 100) and productivity index, per industry in the order it offers them.
const publishedRoiBenchmarks = [
  ['banking', 'Banking and financial services', 0.12, 65, 1.2],
  ['telecoms', 'Telecommunications', 0.15, 60, 1.1],
  ['manufacturing', 'Manufacturing', 0.18, 58, 1.0],
  ['retail', 'Retail and consumer goods', 0.25, 55, 0.95],
  ['technology', 'Technology', 0.13, 72, 1.4],
  ['healthcare', 'Healthcare', 0.16, 62, 1.15],
] as const;

describe('the industries', () => {
  it('give the ROI calculator its published benchmarks, in its order', () => {
    expect(
      roiIndustries.map(({ value, label, benchmarks }) => [
        value,
        label,
        benchmarks.turnover,
        benchmarks.engagement,
        benchmarks.productivity,
      ]),
    ).toEqual(publishedRoiBenchmarks);
  });

  it('give the hub and the calculator the same turnover rate for an industry both show', () => {
    for (const [id, benchmark] of Object.entries(industryBenchmarks)) {
      const roiIndustry = roiIndustries.find((industry) => industry.value === id);
      expect(benchmark.metrics.turnover_rate / 100, id).toBe(roiIndustry?.benchmarks.turnover);
    }
  });

  it('key every industry by its id', () => {
    expect(Object.keys(industries)).toEqual([...industryIds]);
  });
});

import { describe, expect, it } from 'vitest';

import { industryBenchmarks } from '../content/homeInsightsHub';
import { benchmarkMeters, performanceBands } from './industryBenchmarks';

describe('benchmarkMeters', () => {
  it('draws banking turnover inverted, 100 minus 12, and says so', () => {
    const turnover = benchmarkMeters(industryBenchmarks.banking).find((meter) => meter.key === 'turnover_rate');
    expect(turnover).toMatchObject({ barValue: 88, max: 100, displayValue: '12% turnover', label: 'Staff turnover (bar inverted)' });
    expect(turnover?.valueText).toContain('turnover rate of 12%');
    expect(turnover?.description).toMatch(/100 minus the turnover rate \(88\)/);
  });

  it('draws the other metrics as they are, each on its own scale', () => {
    const meters = benchmarkMeters(industryBenchmarks.technology);
    expect(meters.map((meter) => [meter.key, meter.barValue, meter.max])).toEqual([
      ['employee_satisfaction', 78, 100],
      ['turnover_rate', 87, 100],
      ['productivity_index', 142, 150],
      ['digital_adoption', 95, 100],
    ]);
    expect(meters.find((meter) => meter.key === 'digital_adoption')?.displayValue).toBe('95%');
    expect(meters.find((meter) => meter.key === 'productivity_index')?.displayValue).toBe('142 / 150');
  });
});

describe('performanceBands', () => {
  it('puts the bands 5 points either side of the benchmark', () => {
    const satisfaction = performanceBands(industryBenchmarks.banking).find((row) => row.key === 'employee_satisfaction');
    expect(satisfaction).toEqual({
      key: 'employee_satisfaction',
      metric: 'Employee satisfaction',
      below: 'Under 67',
      at: '67 to 77',
      above: 'Over 77',
    });
  });

  it('counts lower turnover as above the benchmark', () => {
    const turnover = performanceBands(industryBenchmarks.manufacturing).find((row) => row.key === 'turnover_rate');
    expect(turnover).toMatchObject({ below: 'Over 23%', at: '13% to 23%', above: 'Under 13%' });
  });

  it('says when the scale leaves no room above the benchmark', () => {
    const digital = performanceBands(industryBenchmarks.technology).find((row) => row.key === 'digital_adoption');
    expect(digital).toMatchObject({ below: 'Under 90%', at: '90% to 100%', above: 'None: the scale ends at 100%' });
  });
});

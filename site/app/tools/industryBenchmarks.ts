import type { BenchmarkMetricKey, IndustryBenchmark } from '../content/homeInsightsHub';
import { formatCount, formatPercent } from '../format';

/** How each benchmark metric is measured and drawn. */
interface MetricScale {
  name: string;
  /** The top of the scale; every scale starts at 0. */
  max: number;
  unit: '%' | '';
  /** Turnover is the one metric where less is better. */
  higherIsBetter: boolean;
}

export const metricScales: Record<BenchmarkMetricKey, MetricScale> = {
  employee_satisfaction: { name: 'Employee satisfaction', max: 100, unit: '', higherIsBetter: true },
  turnover_rate: { name: 'Staff turnover', max: 100, unit: '%', higherIsBetter: false },
  productivity_index: { name: 'Productivity index', max: 150, unit: '', higherIsBetter: true },
  digital_adoption: { name: 'Digital adoption', max: 100, unit: '%', higherIsBetter: true },
};

/** What a MeterBar needs to draw one metric. */
export interface BenchmarkMeter {
  key: BenchmarkMetricKey;
  label: string;
  /** Where the bar ends: the value itself, or 100 minus it for turnover. */
  barValue: number;
  max: number;
  displayValue: string;
  valueText: string;
  description?: string;
}

const withUnit = (value: number, unit: MetricScale['unit']) => (unit === '%' ? formatPercent(value) : formatCount(value));

/**
 * The four meters of an industry. Turnover is drawn inverted, as 100 minus the rate, so that on
 * every bar longer means better; its label, value and description say so.
 */
export function benchmarkMeters(benchmark: IndustryBenchmark): BenchmarkMeter[] {
  return (Object.keys(metricScales) as BenchmarkMetricKey[]).map((key) => {
    const scale = metricScales[key];
    const value = benchmark.metrics[key];
    if (!scale.higherIsBetter) {
      const inverted = scale.max - value;
      return {
        key,
        label: `${scale.name} (bar inverted)`,
        barValue: inverted,
        max: scale.max,
        displayValue: `${withUnit(value, scale.unit)} turnover`,
        valueText: `${String(inverted)} out of ${String(scale.max)}, drawn inverted from a turnover rate of ${withUnit(value, scale.unit)}`,
        description: `The bar shows 100 minus the turnover rate (${String(inverted)}), so a longer bar means lower turnover.`,
      };
    }
    return {
      key,
      label: scale.name,
      barValue: value,
      max: scale.max,
      displayValue: scale.unit ? withUnit(value, scale.unit) : `${String(value)} / ${String(scale.max)}`,
      valueText: `${withUnit(value, scale.unit)} out of ${withUnit(scale.max, scale.unit)}`,
    };
  });
}

/** The bands sit this many points either side of the industry benchmark. */
export const benchmarkBandWidth = 5;

export const performanceBandNames = {
  below: 'Below benchmark',
  at: 'At benchmark',
  above: 'Above benchmark',
} as const;
export type PerformanceBand = keyof typeof performanceBandNames;

/** One row of the three-band comparison: what counts as below, at and above the benchmark for a metric. */
export interface PerformanceBandRow extends Record<PerformanceBand, string> {
  key: BenchmarkMetricKey;
  metric: string;
}

/**
 * The three-band performance comparison for an industry: for each metric, the range that is below,
 * at (within `benchmarkBandWidth` points either side) and above its benchmark. "Above" always means
 * better, so for turnover it is the lower range. A band the scale cannot reach says so.
 */
export function performanceBands(benchmark: IndustryBenchmark): PerformanceBandRow[] {
  return (Object.keys(metricScales) as BenchmarkMetricKey[]).map((key) => {
    const { name, max, unit, higherIsBetter } = metricScales[key];
    const value = benchmark.metrics[key];
    const low = Math.max(0, value - benchmarkBandWidth);
    const high = Math.min(max, value + benchmarkBandWidth);
    const under = low > 0 ? `Under ${withUnit(low, unit)}` : `None: the scale starts at 0${unit}`;
    const over = high < max ? `Over ${withUnit(high, unit)}` : `None: the scale ends at ${withUnit(max, unit)}`;
    const at = `${withUnit(low, unit)} to ${withUnit(high, unit)}`;
    return higherIsBetter ? { key, metric: name, below: under, at, above: over } : { key, metric: name, below: over, at, above: under };
  });
}

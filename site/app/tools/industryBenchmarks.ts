import hub from '#content/homeInsightsHub';

import type { BenchmarkMetricKey, IndustryBenchmark } from '../content/homeInsightsHub';
import { formatCount, formatPercent } from '../format';

/**
 * The hub's benchmark bars and bands. The scales and the bands' width are the formula's, here; the
 * words, metric names and the phrases the formula completes are content
 * (content/pages/home-insights-hub.yaml, `industryBenchmarks`).
 */
const words = hub.industryBenchmarks;

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
  employee_satisfaction: { name: words.metricNames.employeeSatisfaction, max: 100, unit: '', higherIsBetter: true },
  turnover_rate: { name: words.metricNames.turnoverRate, max: 100, unit: '%', higherIsBetter: false },
  productivity_index: { name: words.metricNames.productivityIndex, max: 150, unit: '', higherIsBetter: true },
  digital_adoption: { name: words.metricNames.digitalAdoption, max: 100, unit: '%', higherIsBetter: true },
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

/** A phrase of the content file with its placeholders filled in. */
const filled = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), template);

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
        label: filled(words.meters.invertedLabel, { metric: scale.name }),
        barValue: inverted,
        max: scale.max,
        displayValue: filled(words.meters.invertedValue, { value: withUnit(value, scale.unit) }),
        valueText: filled(words.meters.invertedValueText, {
          inverted: String(inverted),
          max: String(scale.max),
          value: withUnit(value, scale.unit),
        }),
        description: filled(words.meters.invertedDescription, { inverted: String(inverted) }),
      };
    }
    return {
      key,
      label: scale.name,
      barValue: value,
      max: scale.max,
      displayValue: scale.unit ? withUnit(value, scale.unit) : filled(words.meters.score, { value: String(value), max: String(scale.max) }),
      valueText: filled(words.meters.valueText, { value: withUnit(value, scale.unit), max: withUnit(scale.max, scale.unit) }),
    };
  });
}

/** The bands sit this many points either side of the industry benchmark. */
export const benchmarkBandWidth = 5;

export const performanceBandNames = words.bandNames;
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
    const under =
      low > 0 ? filled(words.bands.under, { value: withUnit(low, unit) }) : filled(words.bands.noneBelow, { value: `0${unit}` });
    const over =
      high < max
        ? filled(words.bands.over, { value: withUnit(high, unit) })
        : filled(words.bands.noneAbove, { value: withUnit(max, unit) });
    const at = filled(words.bands.range, { low: withUnit(low, unit), high: withUnit(high, unit) });
    return higherIsBetter ? { key, metric: name, below: under, at, above: over } : { key, metric: name, below: over, at, above: under };
  });
}

import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import type { DesignSystemMessages } from '../DesignSystemProvider/messages';
import { inlineVars } from '../private/utils/inlineVars';
import { Table, type TableColumn } from '../Table/Table';
import { trendChartMessages } from './TrendChart.messages';
import * as styles from './TrendChart.css';
import { bandAreas, changeBetween, pointPosition, valueFraction, valueTicks, xLabelSlots, type TrendChartBand } from './trendChartGeometry';

export type { TrendChartBand } from './trendChartGeometry';

/** One result on the chart. */
export interface TrendChartPoint {
  /** Identifies the point among the others (a row's id). */
  key: string;
  /** Where it sits in time, as shown: "3 March 2026". Also read in the chart's name and shown in the table. */
  label: string;
  /** The measure. Drawn clamped to `min`..`max`; the table and the name give it as it is. */
  value: number;
  /** A note for the table, such as the tier the result fell in: "Emerging". Shown when `detailHeader` is given. */
  detail?: string;
}

export interface TrendChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** The figure's title, shown above it and starting its spoken name: "Readiness score over time". */
  caption: string;
  /** The results, oldest first. */
  points: readonly TrendChartPoint[];
  /** The table's header for the points' labels: "Date". */
  labelHeader: ReactNode;
  /** The table's header for the values: "Score". */
  valueHeader: ReactNode;
  /** The table's header for the points' details ("Tier"); without it, the table has no details column. */
  detailHeader?: ReactNode;
  /** The bottom of the scale. @default 0 */
  min?: number;
  /** The top of the scale. @default 100 */
  max?: number;
  /** Writes a value for the axis, the table and the spoken name, such as `(n) => \`${n}%\``; also given the size of the change. @default the number */
  formatValue?: (value: number) => string;
  /**
   * Shaded ranges of the scale, such as tiers (`[{ upTo: 40, label: 'Emerging' }, …]`), named beside
   * the plot; the y axis then marks their edges. A band under a tenth of the scale is not named.
   */
  bands?: readonly TrendChartBand[];
}

/** How many x labels fit at each of the chart's widths; the CSS shows the set for the width it has. */
const xLabelSets = [
  { width: 'narrow', fit: 2 },
  { width: 'medium', fit: 4 },
  { width: 'wide', fit: 7 },
] as const;

/** A band thinner than this share of the scale is shaded but not named: its name would run into its neighbours'. */
const minimumLabelledBand = 0.1;

const percent = (fraction: number) => `${String(fraction * 100)}%`;

/** The data in words: the only point, or the first to the last with the change and the count. */
function summarise(
  points: readonly TrendChartPoint[],
  formatValue: (value: number) => string,
  messages: Pick<DesignSystemMessages, 'trendChartPoint' | 'trendChartRange' | 'trendChartEmpty'>,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return messages.trendChartEmpty;
  const firstInWords = messages.trendChartPoint(formatValue(first.value), first.label);
  if (points.length === 1) return firstInWords;
  const change = changeBetween(first.value, last.value);
  return messages.trendChartRange(
    firstInWords,
    messages.trendChartPoint(formatValue(last.value), last.label),
    change,
    formatValue(Math.abs(change)),
    points.length,
  );
}

/**
 * A line chart of one measure over time, such as a readiness score across assessments: dots joined
 * by a line on a scale from `min` to `max`, optionally over shaded bands, with every point in a
 * table right under it.
 *
 * The drawing is one image whose name says what the data does ("Readiness score over time: 45 on
 * 3 March 2026 to 72 on 1 December 2026, up 27 over 4 results"); the table carries each point, so
 * nothing is only in the picture. Hand-drawn SVG, scaled by percentages to its container's width.
 */
export function TrendChart({
  ref,
  caption,
  points,
  labelHeader,
  valueHeader,
  detailHeader,
  min = 0,
  max = 100,
  formatValue = String,
  bands = [],
  className,
  ...props
}: TrendChartProps) {
  const messages = useComponentMessages(trendChartMessages);
  const captionId = useId();

  if (process.env.NODE_ENV !== 'production') {
    if (!(max > min)) console.warn(`TrendChart: max (${String(max)}) must be above min (${String(min)}); pass a scale that has room.`);
    if (detailHeader == null && points.some((point) => point.detail != null)) {
      console.warn('TrendChart: points have a detail but the table has no column for it; pass detailHeader to show them.');
    }
  }

  if (points.length === 0) {
    return (
      <figure ref={ref} aria-labelledby={captionId} {...props} className={clsx(styles.root, className)}>
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
        <p className={styles.empty}>{messages.trendChartEmpty}</p>
      </figure>
    );
  }

  const count = points.length;
  const height = (value: number) => valueFraction(value, min, max);
  // SVG coordinates: 0..100 both ways, y downwards.
  const coordinates = points.map((point, index) => [pointPosition(index, count) * 100, (1 - height(point.value)) * 100] as const);
  const linePath = coordinates.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${String(x)} ${String(y)}`).join(' ');
  const dotsPath = coordinates.map(([x, y]) => `M${String(x)} ${String(y)}h0`).join(' ');
  const ticks = valueTicks(min, max, bands);
  const areas = bandAreas(bands, min, max);

  const columns: TableColumn<'label' | 'value' | 'detail'>[] = [
    { key: 'label', header: labelHeader },
    { key: 'value', header: valueHeader },
    ...(detailHeader != null ? [{ key: 'detail' as const, header: detailHeader }] : []),
  ];
  const rows = points.map((point) => ({ label: point.label, value: formatValue(point.value), detail: point.detail ?? '' }));

  return (
    <figure ref={ref} aria-labelledby={captionId} {...props} className={clsx(styles.root, className)}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <div className={clsx(styles.chartArea, areas.length > 0 && styles.chartAreaWithBands)}>
        {/* The axes repeat what the table says; hidden, so they are not read as stray numbers. */}
        <div aria-hidden="true" className={styles.yAxis}>
          {ticks.map((tick) => (
            <span key={tick} className={styles.valueLabel} style={inlineVars({ [styles.labelStart]: percent(1 - height(tick)) })}>
              {formatValue(tick)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg
            role="img"
            aria-label={messages.trendChartName(caption, summarise(points, formatValue, messages))}
            className={styles.svg}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
          >
            {areas.map((area, index) =>
              index % 2 === 1 ? (
                <rect key={index} className={styles.band} x={0} width={100} y={(1 - area.to) * 100} height={(area.to - area.from) * 100} />
              ) : null,
            )}
            {ticks.map((tick) => {
              const y = (1 - height(tick)) * 100;
              return <path key={tick} className={tick === min ? styles.baseline : styles.gridline} d={`M0 ${String(y)}H100`} />;
            })}
            {count > 1 ? <path className={styles.line} d={linePath} /> : null}
            <path className={styles.dotHalo} d={dotsPath} />
            <path className={styles.dot} d={dotsPath} />
          </svg>
        </div>
        {areas.length > 0 ? (
          <div aria-hidden="true" className={styles.bandAxis}>
            {areas.map((area, index) =>
              area.to - area.from >= minimumLabelledBand ? (
                <span
                  key={index}
                  className={styles.bandLabel}
                  style={inlineVars({ [styles.labelStart]: percent(1 - (area.from + area.to) / 2) })}
                >
                  {area.label}
                </span>
              ) : null,
            )}
          </div>
        ) : null}
        {xLabelSets.map(({ width, fit }) => (
          <div key={width} aria-hidden="true" className={clsx(styles.xAxis, styles.xAxisAt[width])}>
            {xLabelSlots(count, fit).map(({ index, start, width: slotWidth, align }) => (
              <span
                key={points[index]?.key ?? index}
                className={clsx(styles.xLabel, styles.xLabelAlign[align])}
                style={inlineVars({ [styles.labelStart]: percent(start), [styles.labelWidth]: percent(slotWidth) })}
              >
                {points[index]?.label}
              </span>
            ))}
          </div>
        ))}
      </div>
      <Table caption={caption} captionVisibility="hidden" columns={columns} rows={rows} rowHeader="label" />
    </figure>
  );
}

// Where TrendChart draws things, as fractions of the plot (0..1), so the chart scales with its
// container through percentages alone: no measuring, and the same markup before and after hydration.

/** A shaded range of the scale, such as a tier: from the previous band's `upTo` (or `min`) up to its own. */
export interface TrendChartBand {
  /** The band's top value; the first band starts at `min`. */
  upTo: number;
  /** The band's name, shown beside it: "Emerging". */
  label: string;
}

/** A band clipped to the scale, with its edges as fractions of the height from the bottom. */
export interface BandArea {
  label: string;
  from: number;
  to: number;
}

/** Where one x-axis label sits: its box (`start`, `width`) and how its text aligns in it. */
export interface AxisLabelSlot {
  index: number;
  start: number;
  width: number;
  align: 'start' | 'center' | 'end';
}

/**
 * Ticks closer than this share of the scale would print over each other on the shortest plot
 * (about ten lines of small text tall), so the nearer one is left out.
 */
const minimumTickGap = 0.1;

/** The horizontal centre of point `index` of `count`: points sit in the middle of equal columns, in order. */
export function pointPosition(index: number, count: number): number {
  return (index + 0.5) / count;
}

/** How high `value` sits on the scale, from 0 (min) to 1 (max); values outside are clamped. */
export function valueFraction(value: number, min: number, max: number): number {
  if (!(max > min)) return 0;
  return Math.min(Math.max((value - min) / (max - min), 0), 1);
}

/** The bands inside min..max, lowest first, each from the previous one's top. Empty bands are dropped. */
export function bandAreas(bands: readonly TrendChartBand[], min: number, max: number): BandArea[] {
  const sorted = [...bands].sort((a, b) => a.upTo - b.upTo);
  const areas: BandArea[] = [];
  let bottom = min;
  for (const { upTo, label } of sorted) {
    const top = Math.min(upTo, max);
    if (top > bottom) areas.push({ label, from: valueFraction(bottom, min, max), to: valueFraction(top, min, max) });
    bottom = Math.max(bottom, top);
  }
  return areas;
}

/**
 * The values the y axis labels and draws gridlines at: the band edges when there are bands, else
 * the quarters. `min` and `max` are always there; an edge crowding one already kept is left out.
 */
export function valueTicks(min: number, max: number, bands: readonly TrendChartBand[] = []): number[] {
  if (!(max > min)) return [min];
  const candidates =
    bands.length > 0
      ? bands.map(({ upTo }) => upTo).filter((value) => value > min && value < max)
      : [0.25, 0.5, 0.75].map((share) => min + share * (max - min));
  const ticks = [min, max];
  for (const value of [...candidates].sort((a, b) => a - b)) {
    if (ticks.every((tick) => Math.abs(valueFraction(value, min, max) - valueFraction(tick, min, max)) >= minimumTickGap)) {
      ticks.push(value);
    }
  }
  return ticks.sort((a, b) => a - b);
}

/**
 * Which points get an x label when at most `maxLabels` fit: every `stride`-th from the first, and
 * always the last (the latest result), leaving out the one before it when the two would crowd.
 */
export function labelledPoints(count: number, maxLabels: number): number[] {
  if (count <= maxLabels) return Array.from({ length: count }, (_, index) => index);
  const last = count - 1;
  if (maxLabels <= 2) return [0, last];
  const stride = Math.ceil(last / (maxLabels - 1));
  const indices: number[] = [];
  for (let index = 0; index < last; index += stride) indices.push(index);
  const beforeLast = indices.at(-1) ?? 0;
  if (indices.length > 1 && 2 * (last - beforeLast) <= stride) indices.pop();
  return [...indices, last];
}

/**
 * The boxes of the x labels shown when at most `maxLabels` fit. Each box is centred on its point
 * and reaches halfway to its neighbours, so boxes never overlap (long labels wrap inside theirs).
 * The first and last boxes run to the plot's edges instead, their text aligned to that edge, so a
 * label near the side keeps a usable width; one whose point is already central stays centred.
 */
export function xLabelSlots(count: number, maxLabels: number): AxisLabelSlot[] {
  const shown = labelledPoints(count, maxLabels);
  const centres = shown.map((index) => pointPosition(index, count));
  const bounds = [0, ...centres.slice(1).map((centre, i) => (centre + (centres[i] ?? 0)) / 2), 1];
  return shown.map((index, i) => {
    const centre = centres[i] ?? 0.5;
    const before = bounds[i] ?? 0;
    const after = bounds[i + 1] ?? 1;
    const halfWidth = Math.min(centre - before, after - centre);
    const isEdge = i === 0 || i === shown.length - 1;
    const symmetric = Math.abs(centre - before - (after - centre)) < 1e-9;
    if (!isEdge || symmetric) return { index, start: centre - halfWidth, width: 2 * halfWidth, align: 'center' };
    return { index, start: before, width: after - before, align: i === 0 ? 'start' : 'end' };
  });
}

/** The difference from the first value to the last, without floating-point dust (72.1 - 45.3 is 26.8, not 26.799999999999997). */
export function changeBetween(first: number, last: number): number {
  return Math.round((last - first) * 1e9) / 1e9;
}

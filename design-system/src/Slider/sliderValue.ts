/** The limits and granularity of a slider. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Digits after the point, so that stepping by 0.1 gives 0.3 rather than 0.30000000000000004. */
function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/**
 * Clamps a value to the range and rounds it to the nearest step counted from `min`, the way a
 * native range input does: the top end is the last whole step at or below `max`.
 */
export function snapToStep(value: number, { min, max, step }: SliderRange): number {
  if (max <= min) return min;
  const clamped = Math.min(Math.max(value, min), max);
  let snapped = min + Math.round((clamped - min) / step) * step;
  if (snapped > max) snapped -= step;
  return Number(snapped.toFixed(Math.max(decimalPlaces(step), decimalPlaces(min))));
}

/** Where a slider starts when nobody says: the middle, on a step (as the browser does). */
export function initialSliderValue(range: SliderRange): number {
  return snapToStep(range.min + (range.max - range.min) / 2, range);
}

/** The bigger jump for Page Up and Page Down: about a tenth of the range, a whole number of steps. */
export function defaultPageStep({ min, max, step }: SliderRange): number {
  return Math.max(1, Math.round((max - min) / 10 / step)) * step;
}

/**
 * The value a key moves the slider to, after the WAI-ARIA slider pattern, or undefined when the key
 * is not a slider key. Right and Up add a step, Left and Down take one away, Page Up and Page Down
 * move by `pageStep`, Home and End go to the ends.
 */
export function sliderValueForKey(key: string, value: number, range: SliderRange, pageStep: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: value + range.step,
    ArrowUp: value + range.step,
    ArrowLeft: value - range.step,
    ArrowDown: value - range.step,
    PageUp: value + pageStep,
    PageDown: value - pageStep,
    Home: range.min,
    End: range.max,
  };
  const target = moves[key];
  return target === undefined ? undefined : snapToStep(target, range);
}

/** How far along the track a value sits, from 0 to 100. */
export function sliderPercent(value: number, { min, max }: SliderRange): number {
  if (max <= min) return 0;
  return ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100;
}

import { describe, expect, it } from 'vitest';

import { defaultPageStep, initialSliderValue, sliderPercent, sliderValueForKey, snapToStep } from './sliderValue';

const turnover = { min: 5, max: 50, step: 1 };
const engagement = { min: 20, max: 100, step: 5 };

describe('snapToStep', () => {
  it('rounds to the nearest step counted from the minimum', () => {
    expect(snapToStep(62, engagement)).toBe(60);
    expect(snapToStep(63, engagement)).toBe(65);
  });

  it('clamps to the ends', () => {
    expect(snapToStep(-4, turnover)).toBe(5);
    expect(snapToStep(80, turnover)).toBe(50);
  });

  it('never passes the maximum when the range is not a whole number of steps', () => {
    expect(snapToStep(10, { min: 0, max: 10, step: 4 })).toBe(8);
  });

  it('keeps decimal steps exact', () => {
    expect(snapToStep(0.1 + 0.2, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });
});

describe('sliderValueForKey', () => {
  it('adds a step with Right and Up and takes one away with Left and Down', () => {
    expect(sliderValueForKey('ArrowRight', 20, turnover, 5)).toBe(21);
    expect(sliderValueForKey('ArrowUp', 20, turnover, 5)).toBe(21);
    expect(sliderValueForKey('ArrowLeft', 20, turnover, 5)).toBe(19);
    expect(sliderValueForKey('ArrowDown', 20, turnover, 5)).toBe(19);
  });

  it('moves by the page step with Page Up and Page Down, stopping at the ends', () => {
    expect(sliderValueForKey('PageUp', 60, engagement, 10)).toBe(70);
    expect(sliderValueForKey('PageDown', 25, engagement, 10)).toBe(20);
    expect(sliderValueForKey('PageUp', 48, turnover, 5)).toBe(50);
  });

  it('goes to the ends with Home and End', () => {
    expect(sliderValueForKey('Home', 60, engagement, 10)).toBe(20);
    expect(sliderValueForKey('End', 60, engagement, 10)).toBe(100);
  });

  it('ignores other keys', () => {
    expect(sliderValueForKey('Enter', 60, engagement, 10)).toBeUndefined();
  });
});

describe('defaultPageStep', () => {
  it('is about a tenth of the range, in whole steps', () => {
    expect(defaultPageStep(turnover)).toBe(5);
    expect(defaultPageStep(engagement)).toBe(10);
    expect(defaultPageStep({ min: 0, max: 5, step: 1 })).toBe(1);
  });
});

describe('initialSliderValue and sliderPercent', () => {
  it('starts in the middle, on a step', () => {
    expect(initialSliderValue(turnover)).toBe(28);
    expect(initialSliderValue(engagement)).toBe(60);
  });

  it('places a value along the track', () => {
    expect(sliderPercent(20, { min: 0, max: 80, step: 1 })).toBe(25);
    expect(sliderPercent(5, turnover)).toBe(0);
    expect(sliderPercent(50, turnover)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';

import { bandAreas, changeBetween, labelledPoints, pointPosition, valueFraction, valueTicks, xLabelSlots } from './trendChartGeometry';

const tiers = [
  { upTo: 40, label: 'Foundation Builder' },
  { upTo: 70, label: 'Growth Accelerator' },
  { upTo: 100, label: 'Transformation Champion' },
];

describe('pointPosition', () => {
  it('puts points in the middle of equal columns, oldest on the left', () => {
    expect([0, 1, 2, 3].map((index) => pointPosition(index, 4))).toEqual([0.125, 0.375, 0.625, 0.875]);
  });

  it('centres a single point', () => {
    expect(pointPosition(0, 1)).toBe(0.5);
  });
});

describe('valueFraction', () => {
  it('places a value on the scale from the bottom', () => {
    expect(valueFraction(72, 0, 100)).toBe(0.72);
    expect(valueFraction(7.5, 5, 10)).toBe(0.5);
  });

  it('clamps values outside the scale to its edges', () => {
    expect(valueFraction(-5, 0, 100)).toBe(0);
    expect(valueFraction(120, 0, 100)).toBe(1);
  });

  it('puts everything at the bottom of a scale with no room', () => {
    expect(valueFraction(50, 100, 100)).toBe(0);
  });
});

describe('valueTicks', () => {
  it('marks the quarters without bands', () => {
    expect(valueTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(0, 10)).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('marks the band edges, with the ends of the scale, when there are bands', () => {
    expect(valueTicks(0, 100, tiers)).toEqual([0, 40, 70, 100]);
  });

  it('leaves out band edges outside the scale or crowding a tick already there', () => {
    expect(
      valueTicks(0, 100, [
        { upTo: 5, label: 'Too close to the bottom' },
        { upTo: 50, label: 'Middle' },
        { upTo: 55, label: 'Too close to the middle' },
        { upTo: 150, label: 'Beyond the top' },
      ]),
    ).toEqual([0, 50, 100]);
  });
});

describe('bandAreas', () => {
  it('stacks the bands from the bottom of the scale, each from the previous one, whatever their order', () => {
    expect(bandAreas([...tiers].reverse(), 0, 100)).toEqual([
      { label: 'Foundation Builder', from: 0, to: 0.4 },
      { label: 'Growth Accelerator', from: 0.4, to: 0.7 },
      { label: 'Transformation Champion', from: 0.7, to: 1 },
    ]);
  });

  it('clips bands to the scale and drops those left empty', () => {
    expect(bandAreas(tiers, 50, 100)).toEqual([
      { label: 'Growth Accelerator', from: 0, to: 0.4 },
      { label: 'Transformation Champion', from: 0.4, to: 1 },
    ]);
  });
});

describe('labelledPoints', () => {
  it('labels every point when they all fit', () => {
    expect(labelledPoints(4, 4)).toEqual([0, 1, 2, 3]);
  });

  it('labels only the first and the last when two fit', () => {
    expect(labelledPoints(12, 2)).toEqual([0, 11]);
  });

  it('labels every few points and always the latest, leaving out the one crowding it', () => {
    expect(labelledPoints(12, 7)).toEqual([0, 2, 4, 6, 8, 11]);
    expect(labelledPoints(12, 4)).toEqual([0, 4, 8, 11]);
    expect(labelledPoints(5, 4)).toEqual([0, 2, 4]);
  });

  it('never labels more points than fit', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const maxLabels of [2, 4, 7]) {
        const labelled = labelledPoints(count, maxLabels);
        expect(labelled.length).toBeLessThanOrEqual(maxLabels);
        expect(labelled[0]).toBe(0);
        expect(labelled.at(-1)).toBe(count - 1);
      }
    }
  });
});

describe('xLabelSlots', () => {
  it('gives a single point the whole width, centred', () => {
    expect(xLabelSlots(1, 2)).toEqual([{ index: 0, start: 0, width: 1, align: 'center' }]);
  });

  it('centres the labels of two points under them, each in its half', () => {
    expect(xLabelSlots(2, 2)).toEqual([
      { index: 0, start: 0, width: 0.5, align: 'center' },
      { index: 1, start: 0.5, width: 0.5, align: 'center' },
    ]);
  });

  it('runs the first and last labels to the edges when their points are near them', () => {
    expect(xLabelSlots(12, 2)).toEqual([
      { index: 0, start: 0, width: 0.5, align: 'start' },
      { index: 11, start: 0.5, width: 0.5, align: 'end' },
    ]);
  });

  it('keeps every box inside the plot and apart from its neighbours', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (const maxLabels of [2, 4, 7]) {
        const slots = xLabelSlots(count, maxLabels);
        for (const [i, slot] of slots.entries()) {
          expect(slot.start).toBeGreaterThanOrEqual(-1e-9);
          expect(slot.start + slot.width).toBeLessThanOrEqual(1 + 1e-9);
          const next = slots[i + 1];
          if (next) expect(slot.start + slot.width).toBeLessThanOrEqual(next.start + 1e-9);
          // A centred box is centred on its point.
          if (slot.align === 'center') expect(slot.start + slot.width / 2).toBeCloseTo(pointPosition(slot.index, count), 9);
        }
      }
    }
  });
});

describe('changeBetween', () => {
  it('gives the change from the first value to the last, without floating-point dust', () => {
    expect(changeBetween(45, 72)).toBe(27);
    expect(changeBetween(8.2, 6.1)).toBe(-2.1);
    expect(changeBetween(45.3, 72.1)).toBe(26.8);
    expect(changeBetween(60, 60)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import { calculateRoi, type RoiInputs } from '../tools/calculateRoi';
import { defaultRoiEstimateName, readStoredEstimate, readStoredRoiResult, roiEstimateName } from './roiEstimates';

const inputs: RoiInputs = {
  employees: 800,
  averageSalary: 42000,
  currentTurnover: 28,
  engagementScore: 50,
  industry: 'technology',
  region: 'kenya',
};
const results = calculateRoi(inputs);

describe('defaultRoiEstimateName', () => {
  it('names the head count, industry, region and day', () => {
    expect(defaultRoiEstimateName(inputs, new Date(2026, 10, 24, 23, 30))).toBe('800 people, Technology, Kenya — 24 November 2026');
  });

  it('writes thousands and one person as people say them, with the full industry and region names', () => {
    expect(defaultRoiEstimateName({ ...inputs, employees: 12500, industry: 'banking', region: 'south-africa' }, new Date(2027, 0, 2))).toBe(
      '12,500 people, Banking and financial services, South Africa — 2 January 2027',
    );
    expect(defaultRoiEstimateName({ ...inputs, employees: 1 }, new Date(2027, 0, 2))).toBe('1 person, Technology, Kenya — 2 January 2027');
  });
});

describe('roiEstimateName', () => {
  it('trims and folds spaces', () => {
    expect(roiEstimateName('  Lagos   office  ', 'fallback')).toBe('Lagos office');
  });

  it('keeps the default name for a blank entry', () => {
    expect(roiEstimateName('   ', '800 people')).toBe('800 people');
  });

  it('keeps at most the 120 characters the database takes', () => {
    expect(roiEstimateName('a'.repeat(200), 'fallback')).toHaveLength(120);
  });
});

describe('readStoredRoiResult', () => {
  it('reads what the calculator stored', () => {
    expect(readStoredRoiResult(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('keeps a null ROI and payback, which mean "not measurable" and "no payback"', () => {
    const none = { ...results, roi: null, paybackMonths: null };
    expect(readStoredRoiResult(none)).toEqual(none);
  });

  it.each([
    ['null', null],
    ['an array', [results]],
    ['a missing amount', { ...results, netBenefit: undefined }],
    ['an amount as text', { ...results, netBenefit: '5229600' }],
    ['an ROI as text', { ...results, roi: '681' }],
    ['a missing payback', { ...results, paybackMonths: undefined }],
  ])('gives null for %s', (_case, value) => {
    expect(readStoredRoiResult(value)).toBeNull();
  });
});

describe('readStoredEstimate', () => {
  it('turns a row into what the page shows', () => {
    expect(readStoredEstimate({ id: 'a1', name: 'Lagos', inputs, results, created_at: '2026-11-24T21:30:00+00:00' })).toEqual({
      id: 'a1',
      name: 'Lagos',
      createdAt: '2026-11-24T21:30:00+00:00',
      inputs,
      results,
    });
  });

  it('keeps a row whose inputs the calculator no longer takes, without them', () => {
    const row = readStoredEstimate({
      id: 'a2',
      name: 'Old',
      inputs: { ...inputs, region: 'atlantis' },
      results: {},
      created_at: '2026-01-01',
    });
    expect(row.inputs).toBeNull();
    expect(row.results).toBeNull();
    expect(row.name).toBe('Old');
  });
});

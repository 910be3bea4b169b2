import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';
import { roiFigures, roiRegions } from '../roi';
import { roiEstimatesSchema, roiSchema } from './roi';

const schemas = {
  'pages/home-roi.yaml': roiSchema,
  'pages/circle-roi-estimates.yaml': roiEstimatesSchema,
} satisfies Record<string, z.ZodType>;
type File = keyof typeof schemas;

const check = (file: File, text: string) => parseContentFile(`site/content/${file}`, text, schemas[file]);

describe('the ROI calculator’s content files', () => {
  it.each(Object.keys(schemas) as File[])('%s meets its schema', (file) => {
    expect(() => check(file, readContentFile(file))).not.toThrow();
  });

  it('name every region, and write the figures as the calculator and IndyCircle show them', () => {
    expect(roiRegions.map((region) => [region.value, region.label, region.multiplier])).toEqual([
      ['nigeria', 'Nigeria', 1],
      ['south-africa', 'South Africa', 1.2],
      ['kenya', 'Kenya', 0.8],
      ['ghana', 'Ghana', 0.7],
      ['egypt', 'Egypt', 0.9],
      ['other', 'Other African market', 0.85],
    ]);
    expect([roiFigures.roi(null), roiFigures.roi(681)]).toEqual(['Not measurable', '681%']);
    expect([0, 1, 4].map(roiFigures.payback)).toEqual(['Under 1 month', '1 month', '4 months']);
    expect(roiFigures.engagement(60)).toBe('60 / 100');
  });
});

describe('an ROI calculator file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, File, (data: Data) => void, string][] = [
    ['a region without its name', 'pages/home-roi.yaml', (data) => delete at(data, 'regions').kenya, 'en.regions.kenya: Invalid input'],
    [
      'a region the calculator does not offer',
      'pages/home-roi.yaml',
      (data) => (at(data, 'regions').mali = 'Mali'),
      'en.regions: Unrecognized key: "mali"',
    ],
    ['the heading left empty', 'pages/home-roi.yaml', (data) => (data.heading = '  '), 'en.heading: must not be empty'],
    [
      'a payback time without its number',
      'pages/home-roi.yaml',
      (data) => (at(data, 'figures.payback').other = 'A few months'),
      'en.figures.payback.other: must contain {months}, where the number of months goes',
    ],
    [
      'a summary without the industry',
      'pages/home-roi.yaml',
      (data) =>
        (at(data, 'estimate.summary').sentence = '{headline}: for {employees} employees, {salary}, {turnover}, {engagement}, {region}.'),
      'en.estimate.summary.sentence: must contain {industry}, where the industry goes',
    ],
    [
      'a breakdown row without its rate',
      'pages/home-roi.yaml',
      (data) => (at(data, 'estimate.breakdown.programInvestment').basis = '{perEmployee} per employee in {region}.'),
      'en.estimate.breakdown.programInvestment.basis: must contain {multiplier}, where the region’s multiplier goes',
    ],
    [
      'a saved notice without the estimate’s name',
      'pages/home-roi.yaml',
      (data) => (at(data, 'keep').saved = 'Saved in IndyCircle.'),
      'en.keep.saved: must contain {name}, where the estimate’s name goes',
    ],
    [
      'a button that goes nowhere',
      'pages/home-roi.yaml',
      (data) => (at(data, 'estimate.discuss').href = 'contact'),
      'en.estimate.discuss.href: expected a path on the site (/contact) or an https:// address',
    ],
    ['the list’s heading left empty', 'pages/circle-roi-estimates.yaml', (data) => (data.heading = ''), 'en.heading: must not be empty'],
    [
      'a count without the number',
      'pages/circle-roi-estimates.yaml',
      (data) => (at(data, 'count').other = 'Several saved estimates'),
      'en.count.other: must contain {count}, where the number goes',
    ],
    [
      'a deletion question without the estimate’s name',
      'pages/circle-roi-estimates.yaml',
      (data) => (data.removeTitle = 'Delete this estimate?'),
      'en.removeTitle: must contain {name}, where the estimate’s name goes',
    ],
    ['an unknown field', 'pages/circle-roi-estimates.yaml', (data) => (data.footnote = 'x'), 'en: Unrecognized key: "footnote"'],
  ];
  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    expect(() => check(file, changed(file, change))).toThrow(new ContentFileError(`site/content/${file}`, message).message);
  });
});

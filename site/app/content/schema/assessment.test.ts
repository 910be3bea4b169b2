import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';
import { assessmentHistorySchema, assessmentNamesOf, assessmentSchema } from './assessment';

const schemas = {
  'pages/home-assessment.yaml': assessmentSchema,
  'pages/circle-assessment-history.yaml': assessmentHistorySchema,
} satisfies Record<string, z.ZodType>;
type File = keyof typeof schemas;

const check = (file: File, text: string) => parseContentFile(`site/content/${file}`, text, schemas[file]);

describe('the readiness assessment’s content files', () => {
  it.each(Object.keys(schemas) as File[])('%s meets its schema', (file) => {
    expect(() => check(file, readContentFile(file))).not.toThrow();
  });

  it('give IndyCircle the area names by question and the tier names by level', () => {
    const file = 'pages/home-assessment.yaml';
    expect(assessmentNamesOf(parseContentFile(`site/content/${file}`, readContentFile(file), assessmentSchema))).toEqual({
      areas: { priority: 'People focus', engagement: 'Case for change', stage: 'Scale' },
      tiers: { low: 'Foundation Builder', medium: 'Growth Accelerator', high: 'Transformation Champion' },
    });
  });
});

describe('an assessment file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, File, (data: Data) => void, string][] = [
    [
      'an answer without its words',
      'pages/home-assessment.yaml',
      (data) => delete at(data, 'questions.engagement.options').poor,
      'en.questions.engagement.options.poor: Invalid input',
    ],
    [
      'an answer the scoring model does not have',
      'pages/home-assessment.yaml',
      (data) => (at(data, 'questions.stage.options').huge = 'Huge: more than 10,000 people'),
      'en.questions.stage.options: Unrecognized key: "huge"',
    ],
    [
      'a tier without its name',
      'pages/home-assessment.yaml',
      (data) => (at(data, 'tiers.medium').title = ''),
      'en.tiers.medium.title: must not be empty',
    ],
    [
      'a tier with two recommendations',
      'pages/home-assessment.yaml',
      (data) => (at(data, 'tiers.high').recommendations = ['One', 'Two']),
      'en.tiers.high.recommendations: exactly 3 recommendations',
    ],
    [
      'an area without its name',
      'pages/home-assessment.yaml',
      (data) => (at(data, 'questions.priority').area = ' '),
      'en.questions.priority.area: must not be empty',
    ],
    [
      'the message link going nowhere',
      'pages/home-assessment.yaml',
      (data) => (at(data, 'consultation.message').href = 'contact'),
      'en.consultation.message.href: expected a path on the site (/contact) or an https:// address',
    ],
    [
      'a count without its number',
      'pages/circle-assessment-history.yaml',
      (data) => (at(data, 'results.count').other = 'Saved results'),
      'en.results.count.other: must contain {count}, where the number goes',
    ],
    [
      'the deletion question without the tier',
      'pages/circle-assessment-history.yaml',
      (data) => (at(data, 'deleting').confirmDescription = 'The result of {taken} ({score}/100) leaves your history.'),
      'en.deleting.confirmDescription: must contain {tier}, where its tier goes',
    ],
    [
      'the weakest area without its score',
      'pages/circle-assessment-history.yaml',
      (data) => (at(data, 'results').weakestArea = 'Weakest area: {area}'),
      'en.results.weakestArea: must contain {score}, where its score goes',
    ],
    ['the heading left empty', 'pages/circle-assessment-history.yaml', (data) => (data.heading = ''), 'en.heading: must not be empty'],
  ];
  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    expect(() => check(file, changed(file, change))).toThrow(new ContentFileError(`site/content/${file}`, message).message.split(';')[0]);
  });
});

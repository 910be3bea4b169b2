import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent';
import {
  homeAskIndySchema,
  homeClosingSchema,
  homeHeroSchema,
  homeImpactSchema,
  homeInsightsHubSchema,
  homePromiseSchema,
  homeSchema,
  homeTestimonialsSchema,
  homeThoughtLeadershipSchema,
  homeValuesSchema,
  homeVideoSchema,
} from './home';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';

const siteDirectory = fileURLToPath(new URL('../../../', import.meta.url));
const read = readContentFile;

const schemas = {
  'pages/home.yaml': homeSchema,
  'pages/home-hero.yaml': homeHeroSchema,
  'pages/home-promise.yaml': homePromiseSchema,
  'pages/home-impact.yaml': homeImpactSchema,
  'pages/home-thought-leadership.yaml': homeThoughtLeadershipSchema,
  'pages/home-insights-hub.yaml': homeInsightsHubSchema,
  'pages/home-values.yaml': homeValuesSchema,
  'pages/home-testimonials.yaml': homeTestimonialsSchema,
  'pages/home-ask-indy.yaml': homeAskIndySchema,
  'pages/home-video.yaml': homeVideoSchema,
  'pages/home-closing.yaml': homeClosingSchema,
} satisfies Record<string, z.ZodType>;
type File = keyof typeof schemas;

const check = (file: File, text: string) => parseContentFile(`site/content/${file}`, text, schemas[file]);

describe('the home page’s content files', () => {
  it.each(Object.keys(schemas) as File[])('%s meets its schema', (file) => {
    expect(() => check(file, read(file))).not.toThrow();
  });

  it('name only pictures the site has (site/public)', () => {
    const pictures = (Object.keys(schemas) as File[]).flatMap((file) =>
      [...read(file).matchAll(/(?:src|image): (\/images\/\S+)/g)].map((match) => match[1] ?? ''),
    );
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures) expect(existsSync(join(siteDirectory, 'public', picture)), picture).toBe(true);
  });
});

describe('a home page file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, File, (data: Data) => void, string][] = [
    ['the lead left empty', 'pages/home.yaml', (data) => (data.lead = ''), 'en.lead: must not be empty'],
    ['one reach figure', 'pages/home.yaml', (data) => (data.stats = (data.stats as Data[]).slice(0, 1)), 'en.stats: at least 2 figures'],
    [
      'a hero picture outside /images',
      'pages/home-hero.yaml',
      (data) => (at(data, 'slides.0').src = 'https://example.com/hero.jpg'),
      'en.slides.0.src: expected a picture’s address on the site, under /images',
    ],
    [
      'a hero photograph outside its folder',
      'pages/home-hero.yaml',
      (data) => (at(data, 'slides.1').photo = '../../secrets.jpg'),
      'en.slides.1.photo: expected a JPEG, PNG, WebP or AVIF file in site/content/pages/home-hero',
    ],
    [
      'a photograph for the lighter first picture, which is a drawing',
      'pages/home-hero.yaml',
      (data) => (at(data, 'lighterFirstSlide').photo = 'slides/0/photo.jpg'),
      'en.lighterFirstSlide: Unrecognized key: "photo"',
    ],
    [
      'the WhatsApp greeting missing',
      'pages/home-hero.yaml',
      (data) => delete at(data, 'discoveryCall').greeting,
      'en.discoveryCall.greeting: Invalid input',
    ],
    [
      'a fourth pillar',
      'pages/home-promise.yaml',
      (data) => (data.pillars = [...(data.pillars as Data[]), (data.pillars as Data[])[0]]),
      'en.pillars: exactly 3 pillars',
    ],
    [
      'a pillar link that goes nowhere',
      'pages/home-promise.yaml',
      (data) => (at(data, 'pillars.1.link').href = 'solutions/wellbeing'),
      'en.pillars.1.link.href: expected a path on the site (/contact) or an https:// address',
    ],
    [
      'a figure too long',
      'pages/home-impact.yaml',
      (data) => (at(data, 'proven.stats.0').figure = '1,000,000,000+'),
      'en.proven.stats.0.figure: must be at most 12 characters',
    ],
    ['an unknown field', 'pages/home-impact.yaml', (data) => (data.footnote = 'x'), 'en: Unrecognized key: "footnote"'],
    [
      'a reading time without its placeholder',
      'pages/home-thought-leadership.yaml',
      (data) => (data.readTime = 'min read'),
      'en.readTime: must contain {minutes}, where the reading time in minutes goes',
    ],
    [
      'an article named by its title',
      'pages/home-thought-leadership.yaml',
      (data) => (at(data, 'articles.0').slug = 'Managing Gen Z'),
      'en.articles.0.slug: expected a piece’s address',
    ],
    [
      'a market share over 100%',
      'pages/home-insights-hub.yaml',
      (data) => (at(data, 'marketTrends.markets.kenya.trends.aiAdoption').current = 131),
      'en.marketTrends.markets.kenya.trends.aiAdoption.current: must be at most 100',
    ],
    [
      'a market with two insights',
      'pages/home-insights-hub.yaml',
      (data) => (at(data, 'marketTrends.markets.nigeria').insights = ['One.', 'Two.']),
      'en.marketTrends.markets.nigeria.insights: exactly 3 insights',
    ],
    [
      'a band explanation without the bands’ width',
      'pages/home-insights-hub.yaml',
      (data) => (at(data, 'industryBenchmarks').bandsExplanation = 'Three bands around each {industry} benchmark.'),
      'en.industryBenchmarks.bandsExplanation: must contain {width}',
    ],
    [
      'a report’s pages not a whole number',
      'pages/home-insights-hub.yaml',
      (data) => (at(data, 'researchReports.reports.0').pages = 4.5),
      'en.researchReports.reports.0.pages: must be a whole number',
    ],
    ['no values', 'pages/home-values.yaml', (data) => (data.values = []), 'en.values: at least 2 values'],
    ['a picture without its height', 'pages/home-values.yaml', (data) => delete at(data, 'image').height, 'en.image.height: Invalid input'],
    [
      'consent without a name',
      'pages/home-testimonials.yaml',
      (data) => (at(data, 'testimonials.1').consent = true),
      'en.testimonials.1.name: the client agreed to be named: add the speaker’s name',
    ],
    [
      'an icon the site cannot draw',
      'pages/home-testimonials.yaml',
      (data) => (at(data, 'testimonials.0.keyMetrics.0').icon = 'rocket'),
      'en.testimonials.0.keyMetrics.0.icon: Invalid option',
    ],
    ['no sample questions', 'pages/home-ask-indy.yaml', (data) => (data.sampleQuestions = []), 'en.sampleQuestions: at least 1 question'],
    ['a film of no length', 'pages/home-video.yaml', (data) => (data.durationSeconds = 0), 'en.durationSeconds: must be 1 or more'],
    ['the heading left empty', 'pages/home-closing.yaml', (data) => (data.heading = '  '), 'en.heading: must not be empty'],
  ];
  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    expect(() => check(file, changed(file, change))).toThrow(new ContentFileError(`site/content/${file}`, message).message);
  });
});

describe('a testimonial’s consent to be named', () => {
  const testimonial = (fields: Data) =>
    ({
      client: 'ZestPay Fintech',
      industry: 'Financial technology, Nigeria',
      quote: 'Decisions that took weeks now take days.',
      role: 'Chief People Officer',
      organisation: 'ZestPay Fintech, Lagos',
      image: '/images/home/client-zestpay.svg',
      keyMetrics: [1, 2, 3].map((value) => ({ icon: 'clock', label: 'faster', value: String(value) })),
      ...fields,
    }) as Data;
  const parsed = (fields: Data) =>
    parseContentFile(
      'site/content/pages/home-testimonials.yaml',
      // In both languages, so the French stays the same page as the English.
      changed('pages/home-testimonials.yaml', (data) => (data.testimonials = [testimonial(fields)]), ['en', 'fr']),
      homeTestimonialsSchema,
    ).testimonials[0];

  it('is not given unless ticked, and then the name and company never leave the build', () => {
    const unnamed = parsed({ name: 'Ada Obi', company: 'ZestPay' });
    expect(unnamed?.consent).toBe(false);
    expect(unnamed).not.toHaveProperty('name');
    expect(unnamed).not.toHaveProperty('company');
  });

  it('is refused for a speaker without a name', () => {
    expect(() => parsed({ consent: true, company: 'ZestPay' })).toThrow(
      'site/content/pages/home-testimonials.yaml: en.testimonials.0.name: the client agreed to be named: add the speaker’s name',
    );
  });

  it('is accepted with a name, with or without a company', () => {
    expect(parsed({ consent: true, name: 'Ada Obi', company: 'ZestPay' })).toMatchObject({
      consent: true,
      name: 'Ada Obi',
      company: 'ZestPay',
    });
    expect(parsed({ consent: true, name: 'Ada Obi' })).toMatchObject({ consent: true, name: 'Ada Obi' });
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent.ts';
import { akoma360Schema } from './akoma360.ts';
import { askIndySchema } from './askIndy.ts';
import { contentLibrarySchema } from './contentLibrary.ts';
import { insightsSchema } from './insights.ts';
import { productsSchema } from './products.ts';
import { signatureProductsSchema } from './signatureProducts.ts';
import { solutionsSchema } from './solutions.ts';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';

// The solutions, products and insights files: each one as it is meets its schema, and a file that
// breaks a rule fails the build with a message naming the file, the field and the reason.

const read = readContentFile;

const files: [string, z.ZodType][] = [
  ['pages/solutions.yaml', solutionsSchema],
  ['site/products.yaml', productsSchema],
  ['pages/signature-products.yaml', signatureProductsSchema],
  ['pages/akoma360.yaml', akoma360Schema],
  ['pages/insights.yaml', insightsSchema],
  ['pages/home-content-library.yaml', contentLibrarySchema],
  ['pages/ask-indy.yaml', askIndySchema],
];
const schemaOf = new Map(files);

describe('the solutions, products and insights files', () => {
  it.each(files)('%s meets its schema', (file, schema) => {
    expect(() => parseContentFile(`site/content/${file}`, read(file), schema)).not.toThrow();
  });
});

describe('a solutions, products or insights file that breaks its schema names the file, the field and the reason', () => {
  const cases: [string, string, (data: Data) => void, string][] = [
    // The solutions page
    [
      'a pillar’s heading left empty',
      'pages/solutions.yaml',
      (data) => (at(data, 'pillars.wellbeing').heading = ''),
      'en.pillars.wellbeing.heading: must not be empty',
    ],
    [
      'a template without its placeholder',
      'pages/solutions.yaml',
      (data) => (at(data, 'pillarSection').talkToUs = 'Talk to us'),
      'en.pillarSection.talkToUs: must contain {heading}',
    ],
    [
      'a solution serving a pillar that does not exist',
      'pages/solutions.yaml',
      (data) => (at(data, 'triSphere.solutions.0').pillars = ['leadership']),
      'en.triSphere.solutions.0.pillars.0: Invalid option',
    ],
    // The products
    [
      'a product’s address part with capitals',
      'site/products.yaml',
      (data) => (at(data, 'products.0').slug = 'TWU'),
      'en.products.0.slug: expected lower-case letters, digits and hyphens',
    ],
    [
      'a product at a pillar’s address',
      'site/products.yaml',
      (data) => (at(data, 'products.0').slug = 'capability'),
      'en.products.0.slug: is already an address below /solutions',
    ],
    [
      'two products with one address part',
      'site/products.yaml',
      (data) => (at(data, 'products.1').slug = 'twu'),
      'en.products: two products have the same address part',
    ],
    [
      'a carousel of one',
      'site/products.yaml',
      (data) => {
        for (const product of at(data, 'products') as unknown as Data[]) product.inCarousel = false;
        at(data, 'products.0').inCarousel = true;
      },
      'en.products: the carousel needs at least 2 products',
    ],
    [
      'a product with too few features',
      'site/products.yaml',
      (data) => (at(data, 'products.2').features = ['One', 'Two']),
      'en.products.2.features: at least 3 features',
    ],
    // The signature-products page
    [
      'a label without its placeholder',
      'pages/signature-products.yaml',
      (data) => (at(data, 'grid').featuresLabel = 'What it does'),
      'en.grid.featuresLabel: must contain {name}',
    ],
    [
      'a single step',
      'pages/signature-products.yaml',
      (data) => (at(data, 'integration').steps = [{ title: 'One', description: 'Only one.' }]),
      'en.integration.steps: at least 2 steps',
    ],
    // The Akoma360 page
    [
      'a result’s figure too long',
      'pages/akoma360.yaml',
      (data) => (at(data, 'expectedResults.results.0').figure = '2.4 times more revenue'),
      'en.expectedResults.results.0.figure: must be at most 12 characters',
    ],
    [
      'a way to start that goes nowhere',
      'pages/akoma360.yaml',
      (data) => (at(data, 'startOptions.options.0').href = 'solutions'),
      'en.startOptions.options.0.href: expected a path on the site (/contact) or an https:// address',
    ],
    // The insights page
    [
      'a category total that is not a whole number',
      'pages/insights.yaml',
      (data) => (at(data, 'categories.capability').count = 8.5),
      'en.categories.capability.count: must be a whole number',
    ],
    [
      'a piece listed twice',
      'pages/insights.yaml',
      (data) => (data.picks = [...(data.picks as unknown[]), (data.picks as unknown[])[0]]),
      'en.picks: lists a piece twice',
    ],
    [
      'a related link without its address',
      'pages/insights.yaml',
      (data) => delete at(data, 'sections.1').relatedHref,
      'en.sections.1.relatedHref: the related link needs its address',
    ],
    [
      'a count of results without the total',
      'pages/insights.yaml',
      (data) => (at(data, 'library').showing = 'Showing {shown} insights'),
      'en.library.showing: must contain {total}',
    ],
    // The home page's content library
    [
      'too few picks',
      'pages/home-content-library.yaml',
      (data) => (data.picks = (data.picks as unknown[]).slice(0, 3)),
      'en.picks: at least 4 picks',
    ],
    [
      'a card line without its date',
      'pages/home-content-library.yaml',
      (data) => (at(data, 'card').details = '{readTime} · {views} views'),
      'en.card.details: must contain {date}',
    ],
    // The Ask Indy page
    [
      'a company size left empty',
      'pages/ask-indy.yaml',
      (data) => (at(data, 'form.companySizes').growth = ''),
      'en.form.companySizes.growth: must not be empty',
    ],
    [
      'the message line without the size',
      'pages/ask-indy.yaml',
      (data) => (at(data, 'form').companySizeMessage = 'Company size'),
      'en.form.companySizeMessage: must contain {size}',
    ],
    ['an unknown field', 'pages/ask-indy.yaml', (data) => (data.chatbot = 'x'), 'en: Unrecognized key: "chatbot"'],
  ];

  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    const schema = schemaOf.get(file);
    if (!schema) throw new Error(`no schema for ${file}`);
    expect(() => parseContentFile(`site/content/${file}`, changed(file, change), schema)).toThrow(
      new ContentFileError(`site/content/${file}`, message).message,
    );
  });
});

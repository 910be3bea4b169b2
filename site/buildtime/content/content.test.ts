import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createReader } from '@keystatic/core/reader';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify } from 'yaml';

import keystaticConfig from '../../keystatic.config.ts';
import { aboutSchema } from '../../app/content/schema/about.ts';
import { pagesSchema } from '../../app/content/schema/pages.ts';
import { organisationSchema } from '../../app/content/schema/organisations.ts';
import { personSchema } from '../../app/content/schema/people.ts';
import {
  ContentFileError,
  parseContentFile,
  parseEntryFile,
  publishedOrganisations,
  publishedPeople,
  readCollection,
  readSingleton,
} from './readContent.ts';
import { inEditorFormat } from '../keystatic/editorFormat.ts';
import { contentModules } from './registry.ts';
import { at, changed, readContentFile } from './testing.ts';

const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const contentDirectory = join(siteDirectory, 'content');
const read = readContentFile;

describe('the content files', () => {
  it('all meet their schemas', () => {
    for (const entry of Object.values(contentModules)) {
      if (entry.kind !== 'collection') expect(() => readSingleton(siteDirectory, entry as typeof contentModules.about)).not.toThrow();
    }
    expect(readCollection(siteDirectory, contentModules.people)).toHaveLength(6);
  });

  it('give the About page its words, the home page its metadata, and every page its heading', () => {
    expect(readSingleton(siteDirectory, contentModules.about).leadership.heading).toBe('Leadership team');
    expect(contentModules.homePage.view(readSingleton(siteDirectory, contentModules.pages)).heading).toBe(
      'Transforming African workplaces',
    );
    expect(readSingleton(siteDirectory, contentModules.pages).about.heading).toBe('Built in Africa, for the way Africa works');
  });

  it('give the French edition the same pages in French', () => {
    expect(readSingleton(siteDirectory, contentModules.about, 'fr').leadership.heading).toBe('Équipe dirigeante');
    expect(contentModules.homePage.view(readSingleton(siteDirectory, contentModules.pages, 'fr')).heading).toBe(
      'Transformer le travail en Afrique',
    );
    expect(readSingleton(siteDirectory, contentModules.pages, 'fr').about.heading).toBe(
      'Né en Afrique, pensé pour les réalités du travail africain',
    );
  });
});

describe('a content file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, string, string, (data: Record<string, unknown>) => void, string][] = [
    ['a heading left empty', 'pages/about.yaml', 'about', (data) => (at(data, 'hero').eyebrow = ''), 'en.hero.eyebrow: must not be empty'],
    ['a field missing', 'pages/about.yaml', 'about', (data) => delete at(data, 'vision').quote, 'en.vision.quote: Invalid input'],
    [
      'a label without its placeholder',
      'pages/about.yaml',
      'about',
      (data) => (at(data, 'values').storyLabel = 'The story'),
      'en.values.storyLabel: must contain {title}',
    ],
    ['too few values', 'pages/about.yaml', 'about', (data) => (at(data, 'values').items = []), 'en.values.items: at least 3 values'],
    ['an unknown field', 'pages/about.yaml', 'about', (data) => (data.sidebar = 'x'), 'en: Unrecognized key: "sidebar"'],
    [
      'a link that goes nowhere',
      'pages/about.yaml',
      'about',
      (data) => (at(data, 'callToAction.primary').href = 'contact'),
      'en.callToAction.primary.href: expected a path on the site (/contact) or an https:// address',
    ],
    [
      'a description too long',
      'pages/metadata.yaml',
      'pages',
      (data) => (at(data, 'contact').description = 'x'.repeat(201)),
      'en.contact.description: must be at most 200 characters',
    ],
    ['no keywords', 'pages/metadata.yaml', 'pages', (data) => (at(data, 'terms').keywords = []), 'en.terms.keywords: at least one keyword'],
    [
      'a link to a whole page without the page’s name',
      'pages/metadata.yaml',
      'pages',
      (data) => (at(data, 'sectionLinks').all = 'All of it'),
      'en.sectionLinks.all: must contain {page}, where the page’s name goes',
    ],
    [
      'a sub-page address with capitals',
      'pages/metadata.yaml',
      'pages',
      (data) => (((at(data, 'impact').subPages as Record<string, unknown>[]).at(0) ?? {}).slug = 'Case Studies'),
      'en.impact.subPages.0.slug: expected lower-case letters, digits and hyphens',
    ],
  ];
  const schemas = { about: aboutSchema, pages: pagesSchema };
  for (const [what, file, schema, change, message] of cases) {
    it(`${what} (${file})`, () => {
      expect(() => parseContentFile(`site/content/${file}`, changed(file, change), schemas[schema as keyof typeof schemas])).toThrow(
        new ContentFileError(`site/content/${file}`, message).message.split(';')[0],
      );
    });
  }

  // A person is one document, the words in French beside the English (`fr:`).
  const person = (fields: Record<string, unknown>) =>
    parseEntryFile(
      'site/content/people/director-capability.yaml',
      stringify({ role: 'Director', leads: 'Leads it.', order: 1, fr: { role: 'Directrice', leads: 'Elle le pilote.' }, ...fields }),
      personSchema,
    );
  it.each([
    [{ photo: 'photo.jpg' }, 'photoAlt: a photograph needs its description (alt text)'],
    [{ photo: 'photo.jpg', photoAlt: 'Ada Obi, smiling' }, 'fr.photoAlt: a photograph needs its description (alt text) in French too'],
    [{ fr: undefined }, 'fr: Invalid input'],
    [{ fr: { role: 'Directrice' } }, 'fr.leads: Invalid input'],
    [{ fr: { role: 'Directrice', leads: 'Elle le pilote.', name: 'Ada' } }, 'fr: Unrecognized key: "name"'],
    [{ consent: true }, 'name: consent is given for a named person: add the name'],
    [{ photo: '../secrets.jpg', photoAlt: 'x' }, 'photo: expected a JPEG, PNG, WebP or AVIF file name'],
    [{ linkedin: 'https://example.com/ada' }, 'linkedin: expected a LinkedIn profile address'],
    [{ order: 0 }, 'order: must be 1 or more'],
    [{ role: '' }, 'role: must not be empty'],
  ])('a person: %j', (fields, message) => {
    expect(() => person(fields)).toThrow(`site/content/people/director-capability.yaml: ${message}`);
  });

  const organisation = (fields: Record<string, unknown>) =>
    parseEntryFile(
      'site/content/organisations/kijani.yaml',
      stringify({ name: 'Kijani Partners', relationship: 'partner', order: 1, logo: 'logo.svg', ...fields }),
      organisationSchema,
    );
  it.each([
    [{ logo: '../../public/favicon.svg' }, 'logo: expected an SVG, JPEG, PNG, WebP or AVIF file name'],
    [{ logo: undefined }, 'logo: Invalid input'],
    [{ website: 'http://kijani.example' }, 'website: expected an https:// address'],
    [{ relationship: 'supplier' }, 'relationship: Invalid option'],
  ])('an organisation: %j', (fields, message) => {
    expect(() => organisation(fields)).toThrow(`site/content/organisations/kijani.yaml: ${message}`);
  });

  it('not YAML at all', () => {
    expect(() => parseContentFile('site/content/pages/about.yaml', 'hero: [', aboutSchema)).toThrow(
      'site/content/pages/about.yaml: not valid YAML',
    );
    expect(() => parseEntryFile('site/content/people/ceo.yaml', 'role: [', personSchema)).toThrow(
      'site/content/people/ceo.yaml: not valid YAML',
    );
  });
});

describe('a person’s name, photograph and LinkedIn profile', () => {
  const site = mkdtempSync(join(tmpdir(), 'akoma-people-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(join(site, 'content', 'people'), { recursive: true });
  const named = { name: 'Ada Obi', photo: 'photo.jpg', photoAlt: 'Ada Obi, smiling', linkedin: 'https://www.linkedin.com/in/ada-obi' };
  writeFileSync(
    join(site, 'content', 'people', 'ceo.yaml'),
    stringify({
      role: 'Chief Executive',
      leads: 'Leads it all.',
      order: 2,
      consent: true,
      ...named,
      fr: { role: 'Directrice générale', leads: 'Pilote l’ensemble.', photoAlt: 'Ada Obi, souriante' },
    }),
  );
  writeFileSync(
    join(site, 'content', 'people', 'cfo.yaml'),
    stringify({
      role: 'Finance Director',
      leads: 'Leads finance.',
      order: 1,
      consent: false,
      ...named,
      fr: { role: 'Directeur financier', leads: 'Pilote les finances.', photoAlt: 'Ada Obi, souriante' },
    }),
  );

  it('are published only with consent, and the people come in their order', () => {
    expect(publishedPeople(site)).toEqual([
      { person: { id: 'cfo', role: 'Finance Director', leads: 'Leads finance.' } },
      {
        person: {
          id: 'ceo',
          role: 'Chief Executive',
          leads: 'Leads it all.',
          name: 'Ada Obi',
          linkedin: 'https://www.linkedin.com/in/ada-obi',
        },
        photo: { file: join(site, 'content', 'people', 'ceo', 'photo.jpg'), alt: 'Ada Obi, smiling' },
      },
    ]);
  });

  it('are published in French in the French edition, with the same name, profile and photograph', () => {
    expect(publishedPeople(site, 'fr')).toEqual([
      { person: { id: 'cfo', role: 'Directeur financier', leads: 'Pilote les finances.' } },
      {
        person: {
          id: 'ceo',
          role: 'Directrice générale',
          leads: 'Pilote l’ensemble.',
          name: 'Ada Obi',
          linkedin: 'https://www.linkedin.com/in/ada-obi',
        },
        photo: { file: join(site, 'content', 'people', 'ceo', 'photo.jpg'), alt: 'Ada Obi, souriante' },
      },
    ]);
  });
});

describe('a client or partner', () => {
  const site = mkdtempSync(join(tmpdir(), 'akoma-organisations-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(join(site, 'content', 'organisations'), { recursive: true });
  const write = (id: string, fields: Record<string, unknown>) =>
    writeFileSync(join(site, 'content', 'organisations', `${id}.yaml`), stringify({ relationship: 'client', logo: 'logo.png', ...fields }));
  write('zuri-bank', { name: 'Zuri Bank', order: 2, consent: true, website: 'https://zuri.example' });
  write('amani-foods', { name: 'Amani Foods', order: 1, consent: true });
  write('not-yet', { name: 'Not Yet Agreed Ltd', order: 1, consent: false });

  it('is listed only once it agreed, in order, with its logo’s file', () => {
    expect(publishedOrganisations(site)).toEqual([
      {
        organisation: { id: 'amani-foods', name: 'Amani Foods', relationship: 'client' },
        logo: join(site, 'content', 'organisations', 'amani-foods', 'logo.png'),
      },
      {
        organisation: { id: 'zuri-bank', name: 'Zuri Bank', relationship: 'client', website: 'https://zuri.example' },
        logo: join(site, 'content', 'organisations', 'zuri-bank', 'logo.png'),
      },
    ]);
  });
});

describe('the content editor (keystatic.config.ts)', () => {
  const reader = createReader(contentDirectory, keystaticConfig);
  const singletons = Object.entries(keystaticConfig.singletons ?? {});

  /** What the editor would write back: every field the file has, with the same value. */
  const expectKept = (file: string, fromEditor: unknown) => {
    const original = parseYaml(read(file)) as Record<string, unknown>;
    expect(fromEditor, file).toMatchObject(original);
  };

  it('edits every singleton the site reads, in English and in French', () => {
    const files = Object.values(contentModules).flatMap((entry) => (entry.kind === 'singleton' ? [entry.file] : []));
    expect(singletons.map(([, singleton]) => `${singleton.path ?? ''}.yaml`).sort()).toEqual(files.sort());
    for (const [name, singleton] of singletons) expect(Object.keys(singleton.schema), name).toEqual(['en', 'fr']);
  });

  it.each(singletons)('opens %s with a field for everything in its file, as it would write it', async (name, singleton) => {
    const file = `${singleton.path ?? ''}.yaml`;
    expectKept(file, await reader.singletons[name]?.readOrThrow());
    expect(read(file), `${file} is not as the editor writes it: npm run content:format -w @akoma/site`).toBe(
      inEditorFormat(read(file), singleton.schema),
    );
  });

  it('opens every person with a field for everything in their file, as it would write it', async () => {
    const people = await reader.collections.people.all();
    const files = readdirSync(join(contentDirectory, 'people')).filter((name) => name.endsWith('.yaml'));
    expect(people.map(({ slug }) => `${slug}.yaml`).sort()).toEqual(files.sort());
    for (const { slug, entry } of people) {
      expectKept(`people/${slug}.yaml`, entry);
      expect(read(`people/${slug}.yaml`)).toBe(inEditorFormat(read(`people/${slug}.yaml`), keystaticConfig.collections.people.schema));
    }
  });

  it('edits the collections: pieces and their French translations, events, people and organisations', () => {
    expect(Object.values(keystaticConfig.collections).map((collection) => collection.path)).toEqual([
      'pieces/*',
      'pieces/fr/*',
      'events/*',
      'people/*',
      'organisations/*',
    ]);
  });
});

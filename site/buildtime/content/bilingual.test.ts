import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';

import { aboutSchema } from '../../app/content/schema/about.ts';
import { careersSchema } from '../../app/content/schema/careers.ts';
import { homeHeroSchema } from '../../app/content/schema/home.ts';
import { legalDocumentSchema } from '../../app/content/schema/legal.ts';
import { pagesSchema } from '../../app/content/schema/pages.ts';
import { untranslatedFiles } from '../contentPlugin.ts';
import { shapeDifferences, untranslatedTexts } from './bilingual.ts';
import { ContentFileError, parseBilingualFile, parseContentFile } from './readContent.ts';
import { at, changed, readBilingualData, readContentFile, type Data } from './testing.ts';

const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const aboutFile = 'pages/about.yaml';
const about = (text: string) => parseContentFile(`site/content/${aboutFile}`, text, aboutSchema);
const failure = (message: string) => new ContentFileError(`site/content/${aboutFile}`, message).message;

describe('a bilingual content file', () => {
  it('gives each edition its own words, and both at once', () => {
    expect(about(readContentFile(aboutFile)).leadership.heading).toBe('Leadership team');
    expect(parseContentFile(`site/content/${aboutFile}`, readContentFile(aboutFile), aboutSchema, 'fr').leadership.heading).toBe(
      'Équipe dirigeante',
    );
    const { en, fr } = parseBilingualFile(`site/content/${aboutFile}`, readContentFile(aboutFile), aboutSchema);
    expect([en.hero.eyebrow, fr.hero.eyebrow]).toEqual(['About Akoma', 'À propos d’Akoma']);
  });

  it('is refused without its French, or without the two languages side by side', () => {
    const { en } = readBilingualData(aboutFile);
    const twoLanguages = failure('expected the English words under `en:` and the French under `fr:`');
    expect(() => about(stringify({ en }))).toThrow(twoLanguages);
    expect(() => about(stringify(en))).toThrow(twoLanguages);
    expect(() => about('')).toThrow(twoLanguages);
  });

  it('is refused when its French breaks the schema, naming the field under fr.', () => {
    expect(() => about(changed(aboutFile, (data) => (at(data, 'hero').eyebrow = ''), ['fr']))).toThrow(
      failure('fr.hero.eyebrow: must not be empty'),
    );
    expect(() => about(changed(aboutFile, (data) => (data.sidebar = 'x'), ['fr']))).toThrow(failure('fr: Unrecognized key: "sidebar"'));
  });

  // Each change below leaves the French valid on its own: only comparing it with the English finds it.
  const schemas = { about: aboutSchema, careers: careersSchema, pages: pagesSchema, homeHero: homeHeroSchema, terms: legalDocumentSchema };
  const cases: [string, string, keyof typeof schemas, (data: Data) => void, string][] = [
    [
      'a field left out',
      'pages/careers.yaml',
      'careers',
      (data) => delete at(data, 'employerImpact.stats.1').note,
      'fr.employerImpact.stats.1.note: missing (it is in English)',
    ],
    [
      'a list of another length',
      'pages/about.yaml',
      'about',
      (data) => (at(data, 'values').items = (at(data, 'values').items as Data[]).slice(0, 3)),
      'fr.values.items: expected a list of 5, as in English',
    ],
    [
      'a link changed',
      'pages/about.yaml',
      'about',
      (data) => (at(data, 'callToAction.primary').href = '/careers'),
      'fr.callToAction.primary.href: a link stays as in English (/contact)',
    ],
    [
      'an address translated',
      'pages/metadata.yaml',
      'pages',
      (data) => (at(data, 'impact.subPages.0').slug = 'etudes-de-cas'),
      'fr.impact.subPages.0.slug: etudes-de-cas names something; it stays as in English (case-studies)',
    ],
    [
      'a figure changed',
      'pages/home-hero.yaml',
      'homeHero',
      (data) => (at(data, 'slides.0').width = 1200),
      'fr.slides.0.width: 1200 differs from English (1600); only words are translated',
    ],
    [
      'a placeholder written out',
      'pages/terms.yaml',
      'terms',
      (data) => (at(data, 'sections.0.blocks.0').text = 'Akoma est un cabinet de conseil installé à Lagos.'),
      'fr.sections.0.blocks.0.text: fills {officeAddress} in English but nothing in French',
    ],
  ];
  it.each(cases)('is refused when its French is not the same page as the English: %s (%s)', (_what, file, schema, change, message) => {
    expect(() => parseContentFile(`site/content/${file}`, changed(file, change, ['fr']), schemas[schema])).toThrow(
      new ContentFileError(`site/content/${file}`, message).message,
    );
  });

  it('shows a hero photograph given only in English on the French edition too, or the French its own', () => {
    const heroFile = 'site/content/pages/home-hero.yaml';
    const englishOnly = changed('pages/home-hero.yaml', (data) => (at(data, 'slides.1').photo = 'slides/1/photo.jpg'));
    const { en, fr } = parseBilingualFile(heroFile, englishOnly, homeHeroSchema);
    expect([en.slides[1]?.photo, fr.slides[1]?.photo]).toEqual(['slides/1/photo.jpg', 'slides/1/photo.jpg']);
    // The French words stay its own.
    expect(fr.slides[1]?.alt).not.toBe(en.slides[1]?.alt);
    expect(fr.slides[0]?.photo).toBeUndefined();

    const frenchOwn = changed('pages/home-hero.yaml', (data) => (at(data, 'slides.1').photo = 'slides/1/photo-fr.jpg'), ['fr']);
    const own = parseBilingualFile(heroFile, frenchOwn, homeHeroSchema);
    expect([own.en.slides[1]?.photo, own.fr.slides[1]?.photo]).toEqual([undefined, 'slides/1/photo-fr.jpg']);
  });

  it('is accepted with the same change made in both languages', () => {
    const change = (data: Data) => delete at(data, 'employerImpact.stats.1').note;
    expect(() =>
      parseContentFile('site/content/pages/careers.yaml', changed('pages/careers.yaml', change, ['en', 'fr']), careersSchema),
    ).not.toThrow();
  });
});

describe('shapeDifferences', () => {
  const english = {
    title: 'Our values',
    count: 3,
    when: '2025-08-02',
    link: '/about',
    tags: ['a', 'b'],
    id: 'heart',
    total: 'Showing {shown} of {total}',
  };
  const french = {
    title: 'Nos valeurs',
    count: 3,
    when: '2025-08-02',
    link: '/about',
    tags: ['a', 'b'],
    id: 'heart',
    total: '{shown} sur {total}',
  };

  it('finds nothing when only the words differ', () => {
    expect(shapeDifferences(english, french)).toEqual([]);
  });

  it('names every difference but the words, by its dotted path', () => {
    expect(
      shapeDifferences(english, {
        ...french,
        count: 4,
        link: 'https://akoma.example/about',
        tags: ['a'],
        id: 'coeur',
        total: '{shown}',
        extra: 'x',
      }),
    ).toEqual([
      'fr.count: 4 differs from English (3); only words are translated',
      'fr.link: a link stays as in English (/about)',
      'fr.tags: expected a list of 2, as in English',
      'fr.id: coeur names something; it stays as in English (heart)',
      'fr.total: fills {shown} {total} in English but {shown} in French',
      'fr.extra: not in English',
    ]);
    expect(shapeDifferences(english, { ...french, title: undefined })).toEqual(['fr.title: expected words, as in English']);
    expect(shapeDifferences({ hero: { lead: 'Lead' } }, { hero: {} })).toEqual(['fr.hero.lead: missing (it is in English)']);
  });
});

describe('untranslatedTexts', () => {
  it('lists a sentence the French leaves in English, by its path', () => {
    expect(
      untranslatedTexts(
        { hero: { lead: 'We help African organisations grow.' }, items: [{ text: 'Book a call' }] },
        { hero: { lead: 'We help African organisations grow.' }, items: [{ text: 'Book a call' }] },
      ),
    ).toEqual(['fr.hero.lead: We help African organisations grow.', 'fr.items.0.text: Book a call']);
  });

  it('leaves out names, ids, addresses and what is translated', () => {
    const texts = {
      product: 'Ask Indy',
      client: 'ZestPay Fintech, Lagos',
      id: 'leadership-benches',
      email: 'hello@akoma.example',
      link: '/contact',
      web: 'https://www.linkedin.com/company/akoma',
      placeholder: '{name}',
    };
    expect(untranslatedTexts(texts, texts)).toEqual([]);
    expect(untranslatedTexts({ lead: 'Book a call' }, { lead: 'Réserver un appel' })).toEqual([]);
  });
});

describe('the French edition’s content', () => {
  it('leaves no sentence in English', () => {
    expect(untranslatedFiles(siteDirectory)).toEqual([]);
  });
});

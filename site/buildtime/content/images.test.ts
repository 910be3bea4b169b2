import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import sharp from 'sharp';
import { build } from 'vite';
import { imagetools } from 'vite-imagetools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';

import type { Organisation } from '../../app/content/organisations.ts';
import type { Person } from '../../app/content/people.ts';
import type { HomeHero } from '../../app/content/schema/home.ts';
import { contentPlugin } from '../contentPlugin.ts';
import { madePhotograph } from './madePhotograph.ts';
import { heroWithPhotoFiles } from './readContent.ts';

/**
 * The image pipeline, run as the site's build runs it (the content plugin and vite-imagetools) on a
 * site of its own, with photographs made here (./madePhotograph.ts): a 900 × 1200 portrait, and a
 * 2400 × 1500 photograph for the home hero's first picture, wider than 16:9.
 */

const siteDirectory = fileURLToPath(new URL('../../', import.meta.url));
const site = mkdtempSync(join(tmpdir(), 'akoma-images-'));
const output = join(site, 'out');

let people: Person[] = [];
let organisations: Organisation[] = [];
let homeHero: HomeHero | undefined;

/** Changes the home hero's pictures in the site's copy, in English (`en:`) and in French (`fr:`). */
function changeHero(change: (slides: Record<string, unknown>[], language: 'en' | 'fr') => void) {
  const heroFile = join(site, 'content', 'pages', 'home-hero.yaml');
  const hero = parse(readFileSync(heroFile, 'utf8')) as Record<'en' | 'fr', { slides: Record<string, unknown>[] }>;
  change(hero.en.slides, 'en');
  change(hero.fr.slides, 'fr');
  writeFileSync(heroFile, stringify(hero));
}

beforeAll(async () => {
  // The site's own words (the build checks every file as it starts), with people and logos of its own.
  cpSync(join(siteDirectory, 'content'), join(site, 'content'), {
    recursive: true,
    filter: (source) => !/[/\\]content[/\\](pieces|events|people|organisations)([/\\]|$)/.test(source),
  });
  mkdirSync(join(site, 'content', 'people', 'ceo'), { recursive: true });
  writeFileSync(join(site, 'content', 'people', 'ceo', 'photo.jpg'), await madePhotograph(900, 1200));
  const person = { role: 'Chief Executive', leads: 'Leads it all.', order: 1, consent: true, name: 'Ada Obi' };
  const french = { role: 'Directrice générale', leads: 'Pilote l’ensemble.' };
  writeFileSync(
    join(site, 'content', 'people', 'ceo.yaml'),
    stringify({ ...person, photo: 'photo.jpg', photoAlt: 'Ada Obi, smiling', fr: { ...french, photoAlt: 'Ada Obi, souriante' } }),
  );
  writeFileSync(
    join(site, 'content', 'people', 'cto.yaml'),
    stringify({ ...person, role: 'Technology Director', order: 2, name: 'Kofi Mensah', fr: { ...french, role: 'Directeur technique' } }),
  );
  // Two logos: a PNG made here (wide, on transparency) and an SVG.
  mkdirSync(join(site, 'content', 'organisations', 'zuri-bank'), { recursive: true });
  mkdirSync(join(site, 'content', 'organisations', 'amani-foods'), { recursive: true });
  const wordmark = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect x="10" y="40" width="120" height="120" rx="20" fill="#0f766e"/><rect x="160" y="80" width="400" height="40" fill="#134e4a"/></svg>',
  );
  writeFileSync(join(site, 'content', 'organisations', 'zuri-bank', 'logo.png'), await sharp(wordmark).png().toBuffer());
  writeFileSync(join(site, 'content', 'organisations', 'amani-foods', 'logo.svg'), wordmark);
  const listed = { relationship: 'client', consent: true };
  writeFileSync(
    join(site, 'content', 'organisations', 'zuri-bank.yaml'),
    stringify({ ...listed, name: 'Zuri Bank', order: 1, logo: 'logo.png' }),
  );
  writeFileSync(
    join(site, 'content', 'organisations', 'amani-foods.yaml'),
    stringify({ ...listed, name: 'Amani Foods', order: 2, logo: 'logo.svg' }),
  );
  // The hero's first picture gets a photograph, where the content editor saves one: the same
  // photograph in both languages, each with its description.
  mkdirSync(join(site, 'content', 'pages', 'home-hero', 'slides', '0'), { recursive: true });
  writeFileSync(join(site, 'content', 'pages', 'home-hero', 'slides', '0', 'photo.jpg'), await madePhotograph(2400, 1500));
  changeHero((slides, language) => {
    slides[0] = { ...slides[0], alt: language === 'en' ? 'A workshop in Lagos' : 'Un atelier à Lagos', photo: 'slides/0/photo.jpg' };
  });
  writeFileSync(
    join(site, 'entry.js'),
    "import people from '#content/people';\nimport organisations from '#content/organisations';\nimport homeHero from '#content/homeHero';\nexport { people, organisations, homeHero };\n",
  );
  await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentPlugin(site), imagetools()],
    build: {
      outDir: output,
      assetsInlineLimit: 0,
      lib: { entry: join(site, 'entry.js'), formats: ['es'], fileName: 'people' },
    },
  });
  ({ people, organisations, homeHero } = (await import(pathToFileURL(join(output, 'people.mjs')).href)) as {
    people: Person[];
    organisations: Organisation[];
    homeHero: HomeHero;
  });
}, 120_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The files a srcset names, each with its width descriptor. */
const candidates = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.trim().split(' ');
    return { file: join(output, basename(url.split('?')[0] ?? '')), width: Number(width.replace('w', '')) };
  });

describe('a photograph, through the image pipeline', () => {
  it('is offered as AVIF, then WebP, each at one, two and three times the portrait size, cropped square', async () => {
    const photo = people.find((person) => person.name === 'Ada Obi')?.photo;
    expect(photo?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of photo?.sources ?? []) {
      const files = candidates(source.srcSet);
      expect(files.map((file) => file.width)).toEqual([112, 224, 336]);
      for (const { file, width } of files) {
        const metadata = await sharp(file).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format: source.type === 'image/avif' ? 'heif' : 'webp',
          width,
          height: width,
        });
      }
    }
  });

  it('keeps its fallback’s size for the page to reserve, and its description', () => {
    const photo = people.find((person) => person.name === 'Ada Obi')?.photo;
    expect(photo).toMatchObject({ width: 336, height: 336, alt: 'Ada Obi, smiling' });
  });

  it('comes with a placeholder a few pixels wide, small enough to sit in the page', async () => {
    const placeholder = people.find((person) => person.name === 'Ada Obi')?.photo?.placeholder ?? '';
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(400);
    const metadata = await sharp(Buffer.from(placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect([metadata.width, metadata.height]).toEqual([8, 8]);
  });

  it('is much lighter than the original at the size a phone shows it', () => {
    const photo = people.find((person) => person.name === 'Ada Obi')?.photo;
    const avif = candidates(photo?.sources[0]?.srcSet ?? '').find((file) => file.width === 224);
    const original = statSync(join(site, 'content', 'people', 'ceo', 'photo.jpg')).size;
    expect(statSync(avif?.file ?? '').size).toBeLessThan(Math.min(original / 20, 20_000));
  });

  it('is left out for a person without one, who is still named with consent', () => {
    expect(people.find((person) => person.name === 'Kofi Mensah')).toEqual({
      id: 'cto',
      role: 'Technology Director',
      leads: 'Leads it all.',
      name: 'Kofi Mensah',
    });
  });
});

describe('a logo, through the image pipeline', () => {
  it('in PNG is offered as AVIF, then WebP, at 160, 320 and 480 pixels wide, keeping its shape', async () => {
    const logo = organisations.find((organisation) => organisation.name === 'Zuri Bank')?.logo;
    expect(logo).toMatchObject({ alt: 'Zuri Bank', width: 480, height: 160 });
    expect(logo?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of logo?.sources ?? []) {
      for (const { file, width } of candidates(source.srcSet)) {
        const metadata = await sharp(file).metadata();
        expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([width, Math.round(width / 3), true]);
      }
    }
  });

  it('in SVG is used as it is, at its own size', () => {
    const logo = organisations.find((organisation) => organisation.name === 'Amani Foods')?.logo;
    expect(logo).toMatchObject({ alt: 'Amani Foods', width: 600, height: 200, sources: [] });
    // A library build inlines every asset; the site's build writes a larger SVG as a file.
    expect(decodeURIComponent(logo?.src ?? '').replaceAll("'", '"')).toContain('<rect x="160" y="80" width="400" height="40"');
  });
});

describe('a photograph for the home hero, through the image pipeline', () => {
  const photo = () => homeHero?.slides[0]?.photo;

  it('is offered as AVIF from a phone’s width to a wide screen’s, cropped to 16:9, with one WebP for a browser without AVIF', async () => {
    expect(photo()?.sources.map((source) => source.type)).toEqual(['image/avif']);
    const files = candidates(photo()?.sources[0]?.srcSet ?? '');
    expect(files.map((file) => file.width)).toEqual([640, 960, 1440, 1920]);
    for (const { file, width } of files) {
      const metadata = await sharp(file).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['heif', width, Math.round((width * 9) / 16)]);
    }
    const fallback = await sharp(join(output, basename(photo()?.src ?? ''))).metadata();
    expect([fallback.format, fallback.width, fallback.height]).toEqual(['webp', 1440, 810]);
    expect(photo()).toMatchObject({ width: 1440, height: 810, alt: 'A workshop in Lagos' });
  });

  it('comes with a placeholder of its shape, and the phone’s copy is light', async () => {
    const placeholder = photo()?.placeholder ?? '';
    const metadata = await sharp(Buffer.from(placeholder.split(',')[1] ?? '', 'base64')).metadata();
    expect([metadata.width, metadata.height]).toEqual([16, 9]);
    const phone = candidates(photo()?.sources[0]?.srcSet ?? '').find((file) => file.width === 960);
    expect(statSync(phone?.file ?? '').size).toBeLessThan(120_000);
  });

  it('leaves the pictures without one as drawings', () => {
    expect(homeHero?.slides[1]).toEqual({
      src: '/images/home/hero-wellbeing.svg',
      alt: expect.stringContaining('Fuel Wellbeing') as string,
      width: 1600,
      height: 900,
    });
  });

  it('must be there: a photograph named in the file but missing fails the build, naming the picture', () => {
    changeHero((slides) => {
      slides[1] = { ...slides[1], photo: 'slides/1/photo.jpg' };
    });
    expect(() => heroWithPhotoFiles(site)).toThrow(
      'site/content/pages/home-hero.yaml: en.slides.1.photo: there is no file slides/1/photo.jpg in site/content/pages/home-hero',
    );
  });
});

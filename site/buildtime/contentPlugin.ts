import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { ZodType } from 'zod';

import { heroImage, logoImage, portraitImage } from '../app/content/pictures.ts';
import { untranslatedTexts } from './content/bilingual.ts';
import {
  contentFolder,
  heroWithPhotoFiles,
  parseBilingualFile,
  publishedOrganisations,
  publishedPeople,
  readCollection,
  readSingleton,
} from './content/readContent.ts';
import { contentModules, type ContentModuleName } from './content/registry.ts';

/**
 * The content files as modules: `import about from '#content/about'` gives the About page's
 * words, read from site/content/pages/about.yaml and checked against its schema when the build
 * starts (a bad file fails the build, naming the file, the field and the reason). What each name
 * reads is in ./content/registry.ts. In development a saved file (by hand or in the content editor)
 * is read again the next time a page loads.
 *
 * Photographs and raster logos go through vite-imagetools: each is cropped to its shape and written
 * as AVIF and WebP at one, two and three times the size it is shown at, with its width and height
 * (a hero photograph: AVIF at widths from a phone's to a wide screen's, and one WebP); a portrait,
 * and the hero's first photograph, also get a blurred copy a few pixels wide that the page draws
 * until it arrives (app/content/pictures.ts says the sizes).
 */

const prefix = '#content/';
/**
 * The modules' ids once resolved: "#" would start a URL's fragment when the development server
 * hands the module to the browser, so the resolved id names them without it.
 */
const resolvedPrefix = '\0akoma-content:';

/** A picture shrunk to a few pixels, as a data: URL, to show blurred until the real one loads. */
async function placeholderOf(file: string, [width, height]: readonly [number, number]): Promise<string> {
  const data = await sharp(file).resize(width, height, { fit: 'cover' }).webp({ quality: 50 }).toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}

/** Turns imagetools' picture into the site's ContentPicture, in the generated modules. */
const pictureHelper = [
  'const picture = (made, alt, placeholder) => ({ src: made.img.src, width: made.img.w, height: made.img.h, alt, placeholder,',
  '  sources: Object.entries(made.sources).map(([format, srcSet]) => ({ type: `image/${format}`, srcSet })) });',
].join('\n');

/**
 * A photograph in a generated module: its import through vite-imagetools (added to `imports`) and
 * the expression that makes it a ContentPicture, with a placeholder of the given size.
 */
async function photoPicture(
  imports: string[],
  name: string,
  photo: { file: string; alt: string },
  { directives, placeholder }: { directives: string; placeholder: readonly [number, number] },
): Promise<string> {
  imports.push(`import ${name} from ${JSON.stringify(`${photo.file}?${directives}`)};`);
  return `picture(${name}, ${JSON.stringify(photo.alt)}, ${JSON.stringify(await placeholderOf(photo.file, placeholder))})`;
}

async function peopleModule(siteDirectory: string): Promise<string> {
  const imports: string[] = [];
  const people = await Promise.all(
    publishedPeople(siteDirectory).map(async ({ person, photo }, index) => {
      if (!photo) return JSON.stringify(person);
      const made = await photoPicture(imports, `photo${String(index)}`, photo, {
        directives: portraitImage.directives,
        placeholder: [8, 8],
      });
      return `{ ...${JSON.stringify(person)}, photo: ${made} }`;
    }),
  );
  return [...imports, pictureHelper, `export default [${people.join(',\n')}];`].join('\n');
}

/**
 * The home hero, each slide's photograph (if it has one) made ready as `heroImage` says: AVIF at
 * each width for the srcset, and one WebP as the image's own address for a browser without AVIF.
 * Every address is in the home page's start-up script, so the pictures carry no more than that.
 */
async function heroModule(siteDirectory: string): Promise<string> {
  const { hero, photos } = heroWithPhotoFiles(siteDirectory);
  const imports: string[] = [];
  const slides = await Promise.all(
    hero.slides.map(async ({ src, alt, width, height }, index) => {
      const slide = { src, alt, width, height };
      const photo = photos[index];
      if (!photo) return JSON.stringify(slide);
      imports.push(
        `import avif${String(index)} from ${JSON.stringify(`${photo.file}?${heroImage.sources}`)};`,
        `import fallback${String(index)} from ${JSON.stringify(`${photo.file}?${heroImage.fallback}`)};`,
      );
      const made = {
        width: heroImage.fallbackSize.width,
        height: heroImage.fallbackSize.height,
        alt: photo.alt,
        // Only the first picture is seen while it loads: the others load once the page runs and
        // turn in after 5 s, so a placeholder for them would only add to the start-up script.
        ...(index === 0 ? { placeholder: await placeholderOf(photo.file, [16, 9]) } : {}),
      };
      return `{ ...${JSON.stringify(slide)}, photo: { ...${JSON.stringify(made)}, src: fallback${String(index)}, sources: [{ type: 'image/avif', srcSet: avif${String(index)} }] } }`;
    }),
  );
  // Without photographs, the file's content as it is, as for any other singleton.
  if (imports.length === 0) return `export default ${JSON.stringify(hero)};`;
  const rest = Object.fromEntries(Object.entries(hero).filter(([key]) => key !== 'slides'));
  return [...imports, `export default { ...${JSON.stringify(rest)}, slides: [${slides.join(',\n')}] };`].join('\n');
}

/**
 * The listed organisations with their logos: a raster logo made ready as a portrait is (its own
 * shape, no placeholder: a logo sits on the page's background); an SVG used as it is, at its size.
 */
async function organisationsModule(siteDirectory: string): Promise<string> {
  const imports: string[] = [];
  const organisations = await Promise.all(
    publishedOrganisations(siteDirectory).map(async ({ organisation, logo }, index) => {
      const name = `logo${String(index)}`;
      if (logo.toLowerCase().endsWith('.svg')) {
        const { width, height } = await sharp(logo).metadata();
        imports.push(`import ${name} from ${JSON.stringify(`${logo}?url`)};`);
        const size = `width: ${String(width)}, height: ${String(height)}`;
        return `{ ...${JSON.stringify(organisation)}, logo: { src: ${name}, ${size}, alt: ${JSON.stringify(organisation.name)}, sources: [] } }`;
      }
      imports.push(`import ${name} from ${JSON.stringify(`${logo}?${logoImage.directives}`)};`);
      return `{ ...${JSON.stringify(organisation)}, logo: picture(${name}, ${JSON.stringify(organisation.name)}) }`;
    }),
  );
  return [...imports, pictureHelper, `export default [${organisations.join(',\n')}];`].join('\n');
}

/** The content files whose French leaves texts in English (./content/bilingual.ts, untranslatedTexts), with those texts. */
export function untranslatedFiles(siteDirectory: string): { file: string; texts: string[] }[] {
  return Object.values(contentModules).flatMap((entry) => {
    if (entry.kind === 'view') return [];
    const found = (file: string, english: unknown, french: unknown) => {
      const texts = untranslatedTexts(english, french);
      return texts.length > 0 ? [{ file: `site/${contentFolder}/${file}`, texts }] : [];
    };
    if (entry.kind === 'singleton') {
      const file = entry.file;
      const { raw } = parseBilingualFile(
        `site/${contentFolder}/${file}`,
        readFileSync(join(siteDirectory, contentFolder, file), 'utf8'),
        entry.schema as ZodType,
      );
      return found(file, raw.en, raw.fr);
    }
    // A collection entry (a person) has the French of its words beside them, under `fr:`.
    return readCollection(siteDirectory, entry as { folder: string; schema: ZodType }).flatMap(({ id, data }) => {
      const { fr: french, ...english } = data as { fr?: Record<string, unknown> };
      if (!french) return [];
      const counterparts = Object.fromEntries(Object.keys(french).map((key) => [key, (english as Record<string, unknown>)[key]]));
      return found(`${entry.folder}/${id}.yaml`, counterparts, french);
    });
  });
}

export function contentPlugin(siteDirectory: string): Plugin {
  const directory = join(siteDirectory, contentFolder);
  const isContentFile = (file: string) =>
    file.startsWith(directory) && !file.startsWith(join(directory, 'pieces')) && !file.startsWith(join(directory, 'events'));

  return {
    name: 'akoma:content',
    // Before Vite's resolver, which would otherwise follow site/package.json's "imports" to the
    // Node versions of these modules (./content/node), meant for the tests and the type checker.
    enforce: 'pre',
    buildStart() {
      // Every file is checked as the build starts, so a bad one fails it even if no page reads it yet.
      for (const entry of Object.values(contentModules)) {
        if (entry.kind === 'collection') readCollection(siteDirectory, entry as { folder: string; schema: ZodType });
        else readSingleton(siteDirectory, entry as { file: string; schema: ZodType });
      }
      // A French page must not show English: every text left in English is listed at once, so a
      // translator sees the whole list. The development server only warns, so a page being
      // translated can still be previewed.
      const untranslated = untranslatedFiles(siteDirectory);
      if (untranslated.length === 0) return;
      const message = [
        `The French edition would show ${String(untranslated.reduce((sum, { texts }) => sum + texts.length, 0))} English texts; translate them under fr: in`,
        ...untranslated.map(({ file, texts }) => `  ${file}:\n${texts.map((text) => `    ${text}`).join('\n')}`),
      ].join('\n');
      if (this.meta.watchMode) this.warn(message);
      else this.error(message);
    },
    configureServer(server) {
      server.watcher.add(directory);
      server.watcher.on('all', (_event, file) => {
        if (!isContentFile(file)) return;
        for (const environment of Object.values(server.environments)) {
          for (const name of Object.keys(contentModules)) {
            const module = environment.moduleGraph.getModuleById(`${resolvedPrefix}${name}`);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
    resolveId(id) {
      const name = id.startsWith(prefix) ? id.slice(prefix.length) : undefined;
      return name !== undefined && Object.hasOwn(contentModules, name) ? `${resolvedPrefix}${name}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length) as ContentModuleName;
      const entry = contentModules[name];
      if (entry.kind === 'collection') return name === 'people' ? peopleModule(siteDirectory) : organisationsModule(siteDirectory);
      if (name === 'homeHero') return heroModule(siteDirectory);
      const data = readSingleton(siteDirectory, entry as { file: string; schema: ZodType });
      // A view is the part of its file a page needs.
      const value = entry.kind === 'view' ? (entry.view as (whole: unknown) => unknown)(data) : data;
      return `export default ${JSON.stringify(value)};`;
    },
  };
}

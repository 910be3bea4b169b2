import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

import { siteLanguage, type Language } from '../../app/language.ts';
import { bilingual, shapeDifferences, withSharedFiles } from './bilingual.ts';

import type { Organisation } from '../../app/content/organisations.ts';
import type { Person } from '../../app/content/people.ts';
import type { HomeHeroContent } from '../../app/content/schema/home.ts';
import { contentModules } from './registry.ts';

/** A content file that breaks its schema: the message names the file, the field and the reason. */
export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

/**
 * The site's folder (site/), for the Node versions of the content modules (./node). Worked out from
 * this file's path as a string, so it holds under a test's browser-like environment too, where the
 * global URL is not Node's.
 */
export const siteFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The site's folder of content files, under the site's folder. */
export const contentFolder = 'content';

function yamlOf(file: string, source: string): unknown {
  try {
    return parseYaml(source) as unknown;
  } catch (error) {
    throw new ContentFileError(file, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A collection entry's text (a person, an organisation), parsed and checked against its schema. An
 * entry is one document; the fields with words have their French beside them (`fr:`).
 */
export function parseEntryFile<Schema extends z.ZodType>(file: string, source: string, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(yamlOf(file, source));
  if (!parsed.success) {
    throw new ContentFileError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

/**
 * One file's text, parsed and checked: both languages against the schema, and the French against
 * the English (the same fields, lists, ids, links and figures; ./bilingual.ts). Gives the words of
 * `language` (this build's, unless named). `file` names it in errors.
 */
export function parseContentFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
  language: Language = siteLanguage,
): z.output<Schema> {
  return parseBilingualFile(file, source, schema)[language];
}

/** One file's text, parsed and checked as parseContentFile does, in both languages. */
export function parseBilingualFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): { en: z.output<Schema>; fr: z.output<Schema>; raw: { en: unknown; fr: unknown } } {
  const data = yamlOf(file, source);
  if (data === null || typeof data !== 'object' || !('en' in data) || !('fr' in data)) {
    throw new ContentFileError(file, 'expected the English words under `en:` and the French under `fr:`');
  }
  const parsed = bilingual(schema).safeParse(data);
  if (!parsed.success) {
    throw new ContentFileError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  }
  const raw = data;
  const differences = shapeDifferences(raw.en, raw.fr);
  if (differences.length > 0) throw new ContentFileError(file, differences.join('; '));
  // zod cannot follow a generic schema through the object around it: the two are that schema's output.
  const both = parsed.data as { en: z.output<Schema>; fr: z.output<Schema> };
  return { en: both.en, fr: withSharedFiles(both.en, both.fr), raw };
}

/** A singleton's file, read and checked. */
export function readSingleton<Schema extends z.ZodType>(
  siteDirectory: string,
  entry: { file: string; schema: Schema },
  language: Language = siteLanguage,
): z.output<Schema> {
  return parseContentFile(
    `site/${contentFolder}/${entry.file}`,
    readFileSync(join(siteDirectory, contentFolder, entry.file), 'utf8'),
    entry.schema,
    language,
  );
}

/** A collection entry: its id (the file's name) and its checked fields. */
export interface CollectionEntry<Data> {
  id: string;
  data: Data;
}

/** A collection's files, read and checked, in file-name order. A file name is the entry's id. */
export function readCollection<Schema extends z.ZodType>(
  siteDirectory: string,
  entry: { folder: string; schema: Schema },
): CollectionEntry<z.output<Schema>>[] {
  const { folder, schema } = entry;
  const directory = join(siteDirectory, contentFolder, folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const file = `site/${contentFolder}/${folder}/${name}`;
      const id = /^([a-z0-9][a-z0-9-]{0,79})\.ya?ml$/.exec(name)?.[1];
      if (!id) throw new ContentFileError(file, 'the file name is the id: lower-case letters, digits and hyphens, then .yaml');
      return { id, data: parseEntryFile(file, readFileSync(join(directory, name), 'utf8'), schema) };
    });
}

/**
 * The people as the site publishes them, in order: name and LinkedIn profile only for a person who
 * consented, and the photograph's file (to be made ready by the build) likewise.
 */
export function publishedPeople(
  siteDirectory: string,
  language: Language = siteLanguage,
): { person: Omit<Person, 'photo'>; photo?: { file: string; alt: string } }[] {
  return readCollection(siteDirectory, contentModules.people)
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map(({ id, data }) => {
      const words = language === 'fr' ? data.fr : data;
      const person = { id, role: words.role, leads: words.leads };
      if (!data.consent) return { person };
      return {
        person: { ...person, name: data.name, ...(data.linkedin ? { linkedin: data.linkedin } : {}) },
        ...(data.photo && words.photoAlt
          ? { photo: { file: join(siteDirectory, contentFolder, 'people', id, data.photo), alt: words.photoAlt } }
          : {}),
      };
    });
}

/** The clients and partners that agreed to be listed, in order, each with its logo's file. */
export function publishedOrganisations(siteDirectory: string): { organisation: Omit<Organisation, 'logo'>; logo: string }[] {
  return readCollection(siteDirectory, contentModules.organisations)
    .filter(({ data }) => data.consent)
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map(({ id, data }) => ({
      organisation: { id, name: data.name, relationship: data.relationship, ...(data.website ? { website: data.website } : {}) },
      logo: join(siteDirectory, contentFolder, 'organisations', id, data.logo),
    }));
}

/**
 * The home hero's content with each slide's photograph as a file (to be made ready by the build).
 * A photograph's name is relative to the folder beside the content file (site/content/pages/home-hero/,
 * where the content editor saves it); one that is not there fails the build, naming the slide.
 */
export function heroWithPhotoFiles(siteDirectory: string): {
  hero: HomeHeroContent;
  photos: ({ file: string; alt: string } | undefined)[];
} {
  const entry = contentModules.homeHero;
  const hero = readSingleton(siteDirectory, entry);
  const folder = join(siteDirectory, contentFolder, entry.file.replace(/\.yaml$/, ''));
  const photos = hero.slides.map(({ photo, alt }, index) => {
    if (!photo) return undefined;
    const file = join(folder, photo);
    if (!existsSync(file)) {
      throw new ContentFileError(
        `site/${contentFolder}/${entry.file}`,
        `${siteLanguage}.slides.${String(index)}.photo: there is no file ${photo} in site/${contentFolder}/${entry.file.replace(/\.yaml$/, '')}`,
      );
    }
    return { file, alt };
  });
  return { hero, photos };
}

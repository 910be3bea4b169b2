import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

import type { Person } from '../../app/content/people.ts';
import type { PersonFile } from '../../app/content/schema/people.ts';
import { contentModules } from './registry.ts';

/** A content file that breaks its schema: the message names the file, the field and the reason. */
export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

/** The site's folder of content files, under the site's folder. */
export const contentFolder = 'content';

/** One file's text, parsed and checked against its schema. `file` names it in errors. */
export function parseContentFile<Schema extends z.ZodType>(file: string, source: string, schema: Schema): z.output<Schema> {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new ContentFileError(file, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ContentFileError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

/** A singleton's file, read and checked. */
export function readSingleton<Schema extends z.ZodType>(siteDirectory: string, entry: { file: string; schema: Schema }): z.output<Schema> {
  return parseContentFile(
    `site/${contentFolder}/${entry.file}`,
    readFileSync(join(siteDirectory, contentFolder, entry.file), 'utf8'),
    entry.schema,
  );
}

/** A collection entry: its id (the file's name) and its checked fields. */
export interface CollectionEntry<Data> {
  id: string;
  data: Data;
}

/** A collection's files, read and checked, in file-name order. A file name is the entry's id. */
export function readCollection(siteDirectory: string, name: 'people'): CollectionEntry<PersonFile>[] {
  const { folder, schema } = contentModules[name];
  const directory = join(siteDirectory, contentFolder, folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((entry) => /\.ya?ml$/.test(entry))
    .sort()
    .map((entry) => {
      const file = `site/${contentFolder}/${folder}/${entry}`;
      const id = /^([a-z0-9][a-z0-9-]{0,79})\.ya?ml$/.exec(entry)?.[1];
      if (!id) throw new ContentFileError(file, 'the file name is the id: lower-case letters, digits and hyphens, then .yaml');
      return { id, data: parseContentFile(file, readFileSync(join(directory, entry), 'utf8'), schema) };
    });
}

/**
 * The people as the site publishes them, in order: name and LinkedIn profile only for a person who
 * consented, and the photograph's file (to be made ready by the build) likewise.
 */
export function publishedPeople(siteDirectory: string): { person: Omit<Person, 'photo'>; photo?: { file: string; alt: string } }[] {
  return readCollection(siteDirectory, 'people')
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map(({ id, data }) => {
      const person = { id, role: data.role, leads: data.leads };
      if (!data.consent) return { person };
      return {
        person: { ...person, name: data.name, ...(data.linkedin ? { linkedin: data.linkedin } : {}) },
        ...(data.photo && data.photoAlt
          ? { photo: { file: join(siteDirectory, contentFolder, 'people', id, data.photo), alt: data.photoAlt } }
          : {}),
      };
    });
}

import type { z } from 'zod';

import { aboutSchema } from '../../app/content/schema/about.ts';
import { pagesSchema } from '../../app/content/schema/pages.ts';
import { personSchema } from '../../app/content/schema/people.ts';

/**
 * The content files the site reads as data, each with its schema. The app imports each as
 * `#content/<name>` (../contentPlugin.ts); the content editor (site/keystatic.config.ts) edits every
 * singleton here, under its label, with fields made from its schema. Paths are relative to
 * site/content.
 *
 * - a singleton is one YAML file;
 * - a view is part of a singleton, so that a page's start-up code carries only the words it shows;
 * - a collection is a folder of YAML files, one per entry, named by its id.
 *
 * Adding a file: write its schema in app/content/schema (zod, each field's editor label in
 * `.meta({ title, description })` where its key in words would not do), add it here, add
 * buildtime/content/node/<name>.ts for the tests, and import `#content/<name>` where it is shown.
 */

interface Singleton<Schema extends z.ZodObject> {
  kind: 'singleton';
  /** Its name in the content editor. */
  label: string;
  file: string;
  schema: Schema;
}

interface View<Schema extends z.ZodObject, Result> {
  kind: 'view';
  file: string;
  schema: Schema;
  view: (data: z.output<Schema>) => Result;
}

interface Collection<Schema extends z.ZodType> {
  kind: 'collection';
  folder: string;
  schema: Schema;
}

const singleton = <Schema extends z.ZodObject>(label: string, file: string, schema: Schema): Singleton<Schema> => ({
  kind: 'singleton',
  label,
  file,
  schema,
});

const view = <Schema extends z.ZodObject, Result>(
  of: Singleton<Schema>,
  part: (data: z.output<Schema>) => Result,
): View<Schema, Result> => ({ kind: 'view', file: of.file, schema: of.schema, view: part });

const collection = <Schema extends z.ZodType>(folder: string, schema: Schema): Collection<Schema> => ({
  kind: 'collection',
  folder,
  schema,
});

const pages = singleton('Page titles and headings', 'pages/metadata.yaml', pagesSchema);

export const contentModules = {
  pages,
  /** The home page's metadata alone, for the home page's start-up code. */
  homePage: view(pages, (data) => data.home),
  about: singleton('About page', 'pages/about.yaml', aboutSchema),
  people: collection('people', personSchema),
} as const;

export type ContentModuleName = keyof typeof contentModules;

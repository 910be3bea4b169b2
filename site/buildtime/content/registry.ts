import type { z } from 'zod';

import { aboutSchema } from '../../app/content/schema/about.ts';
import { pagesSchema } from '../../app/content/schema/pages.ts';
import { personSchema } from '../../app/content/schema/people.ts';

/**
 * The content files the site reads as data, each with its schema: a singleton is one YAML file, a
 * collection a folder of them. The app imports each as `#content/<name>`
 * (../contentPlugin.ts); a view is part of a singleton, so a page's start-up code carries only the
 * words it shows. Paths are relative to site/content.
 */

interface Singleton<Schema extends z.ZodType, View> {
  kind: 'singleton';
  file: string;
  schema: Schema;
  view: (data: z.output<Schema>) => View;
}

interface Collection<Schema extends z.ZodType> {
  kind: 'collection';
  folder: string;
  schema: Schema;
}

const singleton = <Schema extends z.ZodType, View = z.output<Schema>>(
  file: string,
  schema: Schema,
  view: (data: z.output<Schema>) => View = (data) => data as unknown as View,
): Singleton<Schema, View> => ({ kind: 'singleton', file, schema, view });

const collection = <Schema extends z.ZodType>(folder: string, schema: Schema): Collection<Schema> => ({
  kind: 'collection',
  folder,
  schema,
});

export const contentModules = {
  pages: singleton('pages/metadata.yaml', pagesSchema),
  /** The home page's metadata alone, for the home page's start-up code. */
  homePage: singleton('pages/metadata.yaml', pagesSchema, (data) => data.home),
  about: singleton('pages/about.yaml', aboutSchema),
  people: collection('people', personSchema),
} as const;

export type ContentModuleName = keyof typeof contentModules;

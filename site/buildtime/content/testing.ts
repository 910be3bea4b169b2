import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse as parseYaml, stringify } from 'yaml';

import { contentFolder, siteFolder } from './readContent.ts';

/** For the content files' tests: the data of a file, changed one field at a time to break its schema. */

export type Data = Record<string, unknown>;

/** A content file's text (`file` relative to site/content). */
export const readContentFile = (file: string) => readFileSync(join(siteFolder, contentFolder, file), 'utf8');

/** A copy of a content file with one change made to its data. */
export function changed(file: string, change: (data: Data) => void): string {
  const data = parseYaml(readContentFile(file)) as Data;
  change(data);
  return stringify(data);
}

/** The object or list at a dotted path ("hero", "testimonials.0"). */
export const at = (data: Data, path: string) => path.split('.').reduce<Data>((object, key) => object[key] as Data, data);

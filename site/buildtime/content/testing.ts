import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse as parseYaml, stringify } from 'yaml';

import type { Language } from '../../app/language.ts';
import { contentFolder, siteFolder } from './readContent.ts';

/**
 * For the content files' tests: the data of a file, changed one field at a time to break its schema.
 * A page's or the site's file is bilingual (./bilingual.ts): the English document under `en:`, the
 * French under `fr:`. A change is made to the English unless the test names the languages; the
 * build's message then names the field under `en.` ("en.hero.eyebrow: must not be empty").
 */

export type Data = Record<string, unknown>;

/** A content file's text (`file` relative to site/content). */
export const readContentFile = (file: string) => readFileSync(join(siteFolder, contentFolder, file), 'utf8');

/** A content file's data, both languages (`{ en, fr }`). */
export const readBilingualData = (file: string) => parseYaml(readContentFile(file)) as Record<Language, Data>;

/**
 * A copy of a bilingual content file with one change made to the document in each of `languages`
 * (the English, unless named). A change that should leave the file valid is made in both, so the
 * French stays the same page as the English.
 */
export function changed(file: string, change: (data: Data) => void, languages: readonly Language[] = ['en']): string {
  const data = readBilingualData(file);
  for (const language of languages) change(data[language]);
  return stringify(data);
}

/** The object or list at a dotted path ("hero", "testimonials.0"). */
export const at = (data: Data, path: string) => path.split('.').reduce<Data>((object, key) => object[key] as Data, data);

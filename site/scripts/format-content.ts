import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import keystaticConfig from '../keystatic.config.ts';
import { inEditorFormat } from '../buildtime/keystatic/editorFormat.ts';

/**
 * Writes every YAML content file (the singletons, the people and the organisations) as the content editor would, so a
 * file written by hand does not change shape on its first save in the editor.
 * `npm run content:format -w @akoma/site`.
 */

const content = fileURLToPath(new URL('../content/', import.meta.url));
const rewrite = (file: string, fields: Parameters<typeof inEditorFormat>[1]) => {
  const path = join(content, file);
  const text = readFileSync(path, 'utf8');
  const formatted = inEditorFormat(text, fields);
  if (formatted !== text) {
    writeFileSync(path, formatted);
    console.log(`formatted site/content/${file}`);
  }
};
for (const singleton of Object.values(keystaticConfig.singletons ?? {})) rewrite(`${singleton.path ?? ''}.yaml`, singleton.schema);
for (const collection of [keystaticConfig.collections.people, keystaticConfig.collections.organisations]) {
  const folder = (collection.path ?? '').replace(/\/\*$/, '');
  for (const name of readdirSync(join(content, folder)).filter((file) => file.endsWith('.yaml')))
    rewrite(`${folder}/${name}`, collection.schema);
}

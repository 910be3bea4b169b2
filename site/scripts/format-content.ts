import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import keystaticConfig from '../keystatic.config.ts';
import { inEditorFormat } from '../buildtime/keystatic/editorFormat.ts';

/**
 * Writes every YAML content file (the singletons and the people) as the content editor would, so a
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
const people = keystaticConfig.collections.people;
for (const name of readdirSync(join(content, 'people')).filter((file) => file.endsWith('.yaml'))) rewrite(`people/${name}`, people.schema);

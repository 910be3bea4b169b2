import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The folder contract, read from the source rather than by importing it (no styles, no React):
// a component folder is one with an index.ts; that index lists the component's public names, and
// the public entry re-exports exactly those names from it, never reaching into a component's files.

const source = fileURLToPath(new URL('.', import.meta.url));

const componentFolders = readdirSync(source, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${source}${entry.name}/index.ts`) && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name);

/** Every name a module re-exports, by the module it comes from. */
function reExports(file: string): Map<string, string[]> {
  const module = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const byModule = new Map<string, string[]>();
  for (const statement of module.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.exportClause;
    const names = clause && ts.isNamedExports(clause) ? clause.elements.map((element) => element.name.text) : [`* from ${from}`];
    byModule.set(from, [...(byModule.get(from) ?? []), ...names]);
  }
  return byModule;
}

const publicEntry = reExports(`${source}index.ts`);

describe('the public entry', () => {
  it.each(componentFolders)("re-exports exactly %s's public names, from its folder index", (folder) => {
    const folderNames = [...reExports(`${source}${folder}/index.ts`).values()].flat();
    expect(publicEntry.get(`./${folder}`)?.slice().sort()).toEqual(folderNames.slice().sort());
  });

  it("never reaches into a component's own files", () => {
    const intoComponents = [...publicEntry.keys()].filter((from) => componentFolders.some((folder) => from.startsWith(`./${folder}/`)));
    expect(intoComponents).toEqual([]);
  });

  it('re-exports no private module', () => {
    expect([...publicEntry.keys()].filter((from) => from.startsWith('./private'))).toEqual([]);
  });
});

describe('each component folder', () => {
  it.each(componentFolders)('%s has its docs page', (folder) => {
    expect(existsSync(`${source}${folder}/${folder}.mdx`)).toBe(true);
  });
});

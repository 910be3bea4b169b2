import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The folder contract, read from the source rather than by importing it (no styles, no React):
// each component has a folder of its own (code, styles, words, docs and stories), and the public
// entry re-exports each public name from the module in that folder which defines it. There are
// no folder index files; nothing public comes from the library's private modules.

const source = fileURLToPath(new URL('.', import.meta.url));

/** Folders that are not components: the docs' foundations, private modules, global styles and themes. */
const notComponents = new Set(['Foundations', 'private', 'styles', 'themes']);

const componentFolders = readdirSync(source, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notComponents.has(entry.name))
  .map((entry) => entry.name);

/** The modules a module re-exports from. */
function reExportedModules(file: string): string[] {
  const module = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return module.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

const publicModules = reExportedModules(`${source}index.ts`);

describe('the public entry', () => {
  it.each(componentFolders)('exports %s from a module of its own folder', (folder) => {
    expect(publicModules.some((from) => from.startsWith(`./${folder}/`))).toBe(true);
  });

  it('re-exports no private module', () => {
    expect(publicModules.filter((from) => from.startsWith('./private/'))).toEqual([]);
  });

  it('names a module, never a folder (there are no folder index files)', () => {
    const folders = publicModules.filter((from) => existsSync(`${source}${from.slice(2)}`) && !existsSync(`${source}${from.slice(2)}.ts`));
    expect(folders).toEqual([]);
    expect(
      componentFolders.filter((folder) => existsSync(`${source}${folder}/index.ts`) || existsSync(`${source}${folder}/index.tsx`)),
    ).toEqual([]);
  });
});

/** Whether a component says words of its own: its code reads a `.messages.ts` file, or renders links through LinkBase (the new-tab hint). */
function saysWordsOfItsOwn(folder: string): boolean {
  return readdirSync(`${source}${folder}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|messages)\.tsx?$/.test(file))
    .some((file) => /from '[^']*(\.messages|\/LinkBase)'/.test(readFileSync(`${source}${folder}/${file}`, 'utf8')));
}

const foldersWithWords = componentFolders.filter(saysWordsOfItsOwn);

describe('each component folder', () => {
  it.each(componentFolders)('%s has its docs page', (folder) => {
    expect(existsSync(`${source}${folder}/${folder}.mdx`)).toBe(true);
  });

  it('finds the components that say words of their own', () => {
    expect(foldersWithWords).toEqual(expect.arrayContaining(['Carousel', 'Link', 'TextArea', 'Toast']));
  });

  // The French edition's issue: every component with words is shown, and its play function checked, in French.
  it.each(foldersWithWords)('%s, which says words of its own, has a story in French', (folder) => {
    expect(readFileSync(`${source}${folder}/${folder}.stories.tsx`, 'utf8')).toContain('messages={frenchMessages}');
  });
});

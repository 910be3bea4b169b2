/**
 * The last step of `npm run build` in design-system: makes dist/ a self-contained package that a
 * microsite outside this workspace can install.
 * - The tokens are bundled into the JavaScript and CSS, so the type declarations' imports of
 *   `@akoma/tokens` are pointed at the bundled tokens' declarations.
 * - dist/package.json declares the entry, its types, the stylesheet and the runtime dependencies.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageRoot, 'dist');
const typesRoot = join(dist, 'types', 'design-system', 'src');
const tokensTypes = join(dist, 'types', 'tokens', 'src', 'index');

function* declarationFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (path.endsWith('.d.ts')) yield path;
  }
}

let rewritten = 0;
for (const file of declarationFiles(typesRoot)) {
  const text = readFileSync(file, 'utf8');
  let target = relative(dirname(file), tokensTypes);
  if (!target.startsWith('.')) target = `./${target}`;
  const next = text.replaceAll(/(['"])@akoma\/tokens\1/g, `'${target}'`);
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

const source = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Bundled into dist (the tokens) or only used at build time (vanilla-extract's compiler API).
const buildTimeOnly = new Set(['@akoma/tokens', '@vanilla-extract/css']);
const dependencies = Object.fromEntries(Object.entries(source.dependencies).filter(([name]) => !buildTimeOnly.has(name)));

const distPackage = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  // Importing the entry applies the fonts and global styles; everything else is tree-shakeable.
  sideEffects: ['*.css', './index.js', './fonts.js'],
  exports: {
    '.': { types: './types/design-system/src/index.d.ts', import: './index.js' },
    './style.css': './style.css',
    './package.json': './package.json',
  },
  types: './types/design-system/src/index.d.ts',
  dependencies,
  peerDependencies: source.peerDependencies,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(distPackage, null, 2)}\n`);
console.log(`design-system: dist/package.json written; ${String(rewritten)} declaration files point at the bundled tokens`);

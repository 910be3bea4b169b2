/**
 * The last step of `npm run build` in design-system: makes dist/ a self-contained package that a
 * microsite outside this workspace can install.
 * - The tokens are bundled into the JavaScript and CSS, so the type declarations' imports of
 *   `@akoma/tokens` (and of its theme files, `@akoma/tokens/themes/<name>`) are pointed at the
 *   bundled tokens' declarations.
 * - dist/package.json declares the entries (components, `css`, `reset`, `themes/<name>`), their
 *   types and the runtime dependencies.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageRoot, 'dist');
const typesRoot = join(dist, 'types', 'design-system', 'src');
const tokensTypes = join(dist, 'types', 'tokens', 'src');

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
  const declarationOf = (tokensFile: string) => {
    const target = relative(dirname(file), join(tokensTypes, tokensFile));
    return target.startsWith('.') ? target : `./${target}`;
  };
  const next = text
    .replaceAll(/(['"])@akoma\/tokens\1/g, () => `'${declarationOf('index')}'`)
    .replaceAll(
      /(['"])@akoma\/tokens\/themes\/([a-z]+)\1/g,
      (_match, _quote, theme: string) => `'${declarationOf(`themes/${theme}.css`)}'`,
    );
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
// Bundled into dist. (`@vanilla-extract/css` stays: `makeTheme` calls it when the app is built.)
const buildTimeOnly = new Set(['@akoma/tokens']);
const dependencies = Object.fromEntries(Object.entries(source.dependencies).filter(([name]) => !buildTimeOnly.has(name)));

const distPackage = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  // A style module imports its own stylesheet; `reset` applies the fonts and global styles, and a
  // theme entry its theme's stylesheet, even when imported for that alone. Everything else is
  // tree-shakeable, so an app ships the styles of what it uses alone.
  sideEffects: ['*.css', '*.styles.js', './reset.js', './themes/*.js', './fonts.js'],
  exports: {
    '.': { types: './types/design-system/src/index.d.ts', import: './index.js' },
    './css': { types: './types/design-system/src/css.d.ts', import: './css.js' },
    './reset': { types: './types/design-system/src/reset.d.ts', import: './reset.js' },
    './themes/*': { types: './types/design-system/src/themes/*.d.ts', import: './themes/*.js' },
    './package.json': './package.json',
  },
  types: './types/design-system/src/index.d.ts',
  dependencies,
  peerDependencies: source.peerDependencies,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(distPackage, null, 2)}\n`);
console.log(`design-system: dist/package.json written; ${String(rewritten)} declaration files point at the bundled tokens`);

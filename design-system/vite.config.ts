/**
 * Builds @akoma/design-system as a package for apps outside this workspace (partner microsites):
 * ES modules that keep one file per module (so bundlers tree-shake unused components and their
 * styles), one entry per public entry point, and the brand fonts as files.
 *
 * Each style module (`X.css.ts`) becomes `X.styles.js`, which exports its class names and imports
 * its own stylesheet, `X.styles.css`. An app's bundler therefore ships the CSS of exactly the
 * modules it uses: the components it renders, the one theme entry it imports, and the global
 * styles only through the explicit `reset` entry. The `.styles` name (not `.css.js`) keeps an
 * app's own vanilla-extract plugin, which compiles every `*.css.js`, from compiling them again.
 * `npm run build:library` runs this, then emits type declarations and dist/package.json.
 */
import { dirname, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, type Plugin } from 'vite';

import { vanillaExtract } from '../vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Runtime dependencies stay imports in the output; the consumer installs them once. The fonts stay
// imports of their Fontsource stylesheets too, so the consumer's bundler copies the font files
// (library mode would otherwise inline every font into the stylesheet as base64). `makeTheme`
// calls vanilla-extract when the consumer's own `.css.ts` files are compiled, so it must share the
// consumer's copy of `@vanilla-extract/css`.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ariakit\//,
  /^embla-carousel/,
  /^lucide-react/,
  /^clsx$/,
  /^@vanilla-extract\/(css|dynamic|recipes|sprinkles)($|\/)/,
  /^@fontsource-variable\//,
];

/** design-system/src/Button/Button.css -> Button/Button.styles; the bundled tokens go under tokens/. */
function outputName(moduleName: string): string {
  return moduleName
    .replace(/^design-system\/src\//, '')
    .replace(/^tokens\/src\//, 'tokens/')
    .replace(/\.css$/, '.styles');
}

/**
 * Library mode writes each module's CSS to a file but leaves no import of it in the JavaScript.
 * This puts one back at the end of each module (after its other imports, so a style module's
 * dependencies, such as the layers or a sibling's styles, come first in the app's stylesheet).
 */
function importOwnStylesheet(): Plugin {
  return {
    name: 'akoma-import-own-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (stylesheets.length === 0) continue;
        const imports = stylesheets.map((file) => {
          const path = posix.normalize(relative(dirname(chunk.fileName), file));
          return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
        });
        // Before the source map comment, which must stay last.
        const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/.exec(chunk.code);
        const end = mapComment ? mapComment.index : chunk.code.length;
        chunk.code = `${chunk.code.slice(0, end).trimEnd()}\n${imports.join('\n')}\n${chunk.code.slice(end).trimStart()}`;
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [vanillaExtract(), importOwnStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    lib: {
      entry: {
        index: 'src/index.ts',
        css: 'src/css.ts',
        reset: 'src/reset.ts',
        'themes/akoma': 'src/themes/akoma.ts',
        'themes/partner': 'src/themes/partner.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external,
      output: {
        preserveModules: true,
        entryFileNames: (chunk) => `${outputName(chunk.name)}.js`,
        // A module's stylesheet sits beside it: Button/Button.styles.js imports Button/Button.styles.css.
        assetFileNames: (asset) => {
          const source = asset.names[0] ?? '';
          return source.endsWith('.css.ts.vanilla.css')
            ? `${outputName(source.replace(/\.ts\.vanilla\.css$/, ''))}.css`
            : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
});

/**
 * Builds @akoma/design-system as a package for apps outside this workspace (partner microsites):
 * ES modules that keep one file per module (so bundlers tree-shake unused components), one
 * stylesheet with every style and the theme classes, and the brand fonts as files.
 * `npm run build:library` runs this, then emits type declarations and dist/package.json.
 */
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

import { vanillaExtract } from '../vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Runtime dependencies stay imports in the output; the consumer installs them once. The fonts stay
// imports of their Fontsource stylesheets too, so the consumer's bundler copies the font files
// (library mode would otherwise inline every font into the stylesheet as base64).
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ariakit\//,
  /^embla-carousel/,
  /^lucide-react/,
  /^clsx$/,
  /^@vanilla-extract\/(dynamic|recipes|sprinkles)/,
  /^@fontsource-variable\//,
];

export default defineConfig({
  root,
  plugins: [vanillaExtract()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external,
      output: {
        preserveModules: true,
        // design-system/src/Button/Button -> Button/Button.js; the bundled tokens go under tokens/.
        entryFileNames: (chunk) => `${chunk.name.replace(/^design-system\/src\//, '').replace(/^tokens\/src\//, 'tokens/')}.js`,
      },
    },
  },
});

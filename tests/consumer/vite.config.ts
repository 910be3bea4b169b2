import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The library arrives as plain JavaScript and CSS; the vanilla-extract plugin is here only for the
// microsite's own styles, its theme (kijani.css.ts), which `makeTheme` builds at build time.
export default defineConfig({
  root,
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { input: { index: `${root}index.html`, apply: `${root}apply.html` } },
  },
  preview: { host: '127.0.0.1' },
});
